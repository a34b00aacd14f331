/**
 * /contacts — the customer's frequent contacts (the people they insure often): name, relationship, identity
 * type with the number masked, masked mobile; edit, delete after a confirmation, add.
 *
 * Decisions where the spec is silent: delete is a visible button on each card (a swipe alone is not found by a
 * screen reader); the default contact (the account holder, relationship self) carries a "default" mark; after a
 * delete the list reloads from the gateway.
 */
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { identityTypeName, maskMobile, relationshipName } from "@micromall/domain";
import type { Contact } from "@micromall/domain";
import { Button, DataText, Masked, buttonClassName, toast } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS, contactsQuery } from "../api/account-data";
import { confirmDelete } from "../components/data/confirm-delete";
import { RecordListPage } from "../components/data/RecordListPage";
import styles from "../components/data/data.module.css";
import { DATA_MESSAGES } from "../data.messages";

/** The contacts screen. */
export default function ContactsScreen() {
  const t = useMessages(DATA_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const contacts = useQuery({ ...contactsQuery(mallId), enabled: mallId !== "" });
  return (
    <RecordListPage
      title={t("data.contacts.title")}
      query={contacts}
      add={{ to: "/editPerson", label: t("data.contacts.add") }}
      empty={t("data.contacts.empty")}
      listLabel={t("data.contacts.list")}
    >
      {(items) => items.map((contact) => <ContactItem key={contact.contactId} contact={contact} mallId={mallId} />)}
    </RecordListPage>
  );
}

function ContactItem({ contact, mallId }: { contact: Contact; mallId: string }) {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const remove = useMutation(DATA_MUTATIONS.deleteContact());

  async function onDelete() {
    if (remove.isPending) return;
    if (!(await confirmDelete(t("data.contacts.deleteAsk", { name: contact.name }), t("data.cancel"), t("data.confirmDelete")))) return;
    try {
      await remove.mutateAsync({ mallId, contactId: contact.contactId });
    } catch {
      return; // shown once by the query client or the gateway client
    }
    toast(t("data.deleted"));
  }

  return (
    <li className={styles.item}>
      <h2 className={styles.itemHead}>
        <DataText>{contact.name}</DataText>
        <span className={styles.badge}>{relationshipName(contact.relationship, locale)}</span>
        {contact.isDefault ? <span className={styles.badge}>{t("data.contacts.default")}</span> : null}
      </h2>
      <p className={styles.line}>
        {identityTypeName(contact.identifyType, locale)} <Masked kind="idNumber" value={contact.identifyNumber} />
      </p>
      {contact.mobile === "" ? null : (
        <p className={styles.line} translate="no">
          {t("data.contacts.mobile", { mobile: maskMobile(contact.mobile) })}
        </p>
      )}
      <div className={styles.actions}>
        <Link className={buttonClassName("default", false, styles.action)} to={`/editPerson?contactId=${encodeURIComponent(contact.contactId)}`} aria-label={t("data.contacts.editOf", { name: contact.name })}>
          {t("data.edit")}
        </Link>
        <Button className={styles.action} disabled={remove.isPending} aria-label={t("data.contacts.deleteOf", { name: contact.name })} onClick={() => void onDelete()}>
          {t("data.delete")}
        </Button>
      </div>
    </li>
  );
}
