/**
 * The paid page's "keep as frequent contacts" (issue 21 "contacts from a purchase"), loaded lazily by
 * /applicationResulst once a logged-in customer's order is paid: the order's applicant and insureds, each once
 * (domain's `orderPeople`: persons only, no company), name as data and identity number masked, each with 保存为常用联系人 — or 用本单信息更新联系人
 * when the customer's contacts (`contactsFindAll`) already hold the same number (domain's `matchingContact`).
 * The button sends `replaceContact` (domain's `toContactRequest`), whose options mark the contact lists stale.
 *
 * Decisions where the issue is silent:
 * - A second tap while the call is under way does nothing (the button is disabled, and a tap in the same moment
 *   is dropped before it reaches the gateway).
 * - After success the row says so in words (a status, announced) in place of its button, and links to /contacts;
 *   the link replaces the paid page, as every way out of a done page does (H1).
 * - A refusal is said at the row (the gateway's words) and the button stays for another try; any other failure
 *   is shown once by the gateway client (spec §8's message) and the button stays too.
 * - Its own chunk: `contactsFindAll` is an encrypted call, so the result page's chunk names none and the
 *   envelope code loads only with this section.
 */
import { useId, useRef } from "react";
import { Link } from "../../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { matchingContact, orderPeople, toContactRequest, type Contact, type OrderParties, type OrderPerson } from "@micromall/domain";
import { Button, DataText, ErrorState, Masked, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { GatewayRefusal } from "../../../../gateway/query";
import { CONTACT_MUTATIONS, frequentContactsQuery } from "../../api/contact-queries";
import { PURCHASE_CONTACTS_MESSAGES } from "../../purchase-contacts.messages";
import styles from "../application/application.module.css";
import pages from "../application/application-pages.module.css";

/** Props of {@link PurchaseContacts}. */
export interface PurchaseContactsProps {
  /** The logged-in customer (the section is not shown without one). */
  readonly mallId: string;
  /** The paid order (its applicant and insureds). */
  readonly order: OrderParties;
}

/** The section (the default export, for `lazy`). */
export default function PurchaseContacts({ mallId, order }: PurchaseContactsProps) {
  const t = useMessages(PURCHASE_CONTACTS_MESSAGES);
  const headingId = useId();
  const people = orderPeople(order);
  const contacts = useQuery({ ...frequentContactsQuery(mallId), enabled: mallId !== "" && people.length > 0 });
  if (mallId === "" || people.length === 0) return null;

  let body;
  if (contacts.isPending) body = <Spinner label={t("contacts.loading")} />;
  else if (contacts.isError) body = <ErrorState message={t("contacts.loadFailed")} retryLabel={t("contacts.retry")} onRetry={() => void contacts.refetch()} />;
  else {
    body = (
      <ul className={pages.list} aria-label={t("contacts.list")}>
        {people.map((person) => (
          <PersonRow key={person.identifyNumber} person={person} mallId={mallId} contacts={contacts.data} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={pages.itemTitle}>
        {t("contacts.title")}
      </h2>
      <p className={styles.note}>{t("contacts.intro")}</p>
      {body}
    </section>
  );
}

function PersonRow({ person, mallId, contacts }: { person: OrderPerson; mallId: string; contacts: readonly Contact[] }) {
  const t = useMessages(PURCHASE_CONTACTS_MESSAGES);
  const keep = useMutation(CONTACT_MUTATIONS.keep());
  const inFlight = useRef(false);
  const held = matchingContact(contacts, person.identifyNumber) !== undefined;
  const roles = person.roles.length > 1 ? t("contacts.both") : person.roles[0] === "applicant" ? t("contacts.applicant") : t("contacts.insured");

  function onKeep() {
    if (inFlight.current) return;
    inFlight.current = true;
    keep.mutate({ mallId, ...toContactRequest(person, contacts) }, { onSettled: () => void (inFlight.current = false) });
  }

  let action;
  if (keep.isSuccess) {
    action = (
      <>
        <p role="status">{keep.variables.contactId === undefined ? t("contacts.saved") : t("contacts.updated")}</p>
        <Link className={pages.link} to="/contacts" replace>
          {t("contacts.view")}
        </Link>
      </>
    );
  } else {
    action = (
      <>
        {keep.error instanceof GatewayRefusal ? <p role="alert">{keep.error.message}</p> : null}
        <Button
          variant={held ? "default" : "primary"}
          loading={keep.isPending}
          disabled={keep.isPending}
          aria-label={t(held ? "contacts.updateOf" : "contacts.saveOf", { name: person.name })}
          onClick={onKeep}
        >
          {t(held ? "contacts.update" : "contacts.save")}
        </Button>
      </>
    );
  }

  return (
    <li className={pages.item}>
      <h3 className={pages.itemTitle}>
        <DataText>{person.name}</DataText> <span className={styles.note}>{roles}</span>
      </h3>
      <p className={styles.note}>
        <Masked kind="idNumber" value={person.identifyNumber} />
      </p>
      {action}
    </li>
  );
}
