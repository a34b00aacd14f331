/**
 * /address — the customer's frequent addresses: receiver, masked mobile, region and detail, the default one
 * marked; set another as default, edit, delete after a confirmation, add.
 *
 * Decisions where the spec is silent: the default address comes first; "set as default" is offered on every
 * other address (updateAddress with `isDefault`); the mobile is masked like everywhere in the mall.
 */
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { maskMobile, type Address } from "@micromall/domain";
import { Button, DATA_LANG, DataText, buttonClassName, toast } from "../../../ui";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS, addressesQuery } from "../api/account-data";
import { confirmDelete } from "../components/data/confirm-delete";
import { RecordListPage } from "../components/data/RecordListPage";
import styles from "../components/data/data.module.css";
import { DATA_MESSAGES } from "../data.messages";

/** The addresses screen. */
export default function AddressScreen() {
  const t = useMessages(DATA_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const addresses = useQuery({ ...addressesQuery(mallId), enabled: mallId !== "" });
  return (
    <RecordListPage
      title={t("data.address.title")}
      query={addresses}
      add={{ to: "/newaddress", label: t("data.address.add") }}
      empty={t("data.address.empty")}
      listLabel={t("data.address.list")}
    >
      {(items) =>
        [...items.filter((address) => address.isDefault), ...items.filter((address) => !address.isDefault)].map((address) => (
          <AddressItem key={address.addressId} address={address} mallId={mallId} />
        ))
      }
    </RecordListPage>
  );
}

function AddressItem({ address, mallId }: { address: Address; mallId: string }) {
  const t = useMessages(DATA_MESSAGES);
  const remove = useMutation(DATA_MUTATIONS.deleteAddress());
  const update = useMutation(DATA_MUTATIONS.updateAddress());
  const busy = remove.isPending || update.isPending;
  const name = address.receiver;

  async function onDelete() {
    if (busy) return;
    if (!(await confirmDelete(t("data.address.deleteAsk", { name }), t("data.cancel"), t("data.confirmDelete")))) return;
    try {
      await remove.mutateAsync({ mallId, addressId: address.addressId });
    } catch {
      return;
    }
    toast(t("data.deleted"));
  }

  async function onSetDefault() {
    if (busy) return;
    try {
      await update.mutateAsync({ mallId, addressId: address.addressId, isDefault: true });
    } catch {
      return;
    }
    toast(t("data.address.defaultSet"));
  }

  return (
    <li className={styles.item} aria-current={address.isDefault ? "true" : undefined}>
      <h2 className={styles.itemHead}>
        <DataText>{name}</DataText>
        <span className={styles.line} translate="no">
          {maskMobile(address.mobile)}
        </span>
        {address.isDefault ? <span className={styles.badge}>{t("data.address.default")}</span> : null}
      </h2>
      <p className={styles.line} lang={DATA_LANG}>
        {address.province}
        {address.city === address.province ? "" : address.city}
        {address.district} {address.detail}
      </p>
      <div className={styles.actions}>
        {address.isDefault ? null : (
          <Button className={styles.action} disabled={busy} aria-label={t("data.address.setDefaultOf", { name })} onClick={() => void onSetDefault()}>
            {t("data.address.setDefault")}
          </Button>
        )}
        <Link className={buttonClassName("default", false, styles.action)} to={`/newaddress?addressId=${encodeURIComponent(address.addressId)}`} aria-label={t("data.address.editOf", { name })}>
          {t("data.edit")}
        </Link>
        <Button className={styles.action} disabled={busy} aria-label={t("data.address.deleteOf", { name })} onClick={() => void onDelete()}>
          {t("data.delete")}
        </Button>
      </div>
    </li>
  );
}
