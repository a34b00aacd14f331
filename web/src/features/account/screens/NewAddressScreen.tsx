/**
 * /newaddress — add a frequent address, or edit one (`?addressId=`): receiver, mobile, province / city /
 * district in one cascading picker (the GB/T 2260 table of @vant/area-data, loaded when the customer first touches
 * the region: `RegionPicker`), detail,
 * optional 6-digit postal code (选填), "make default".
 *
 * Every field the address needs is marked required before 保存 (the mark, `aria-required`: the form engine's, from
 * the shape, never written here); a field the customer edits is checked as they leave it, its message naming the
 * fault (the form engine names a blank required field by its label; F17, issue 20 point 3). The postal code is
 * optional (customer report 3 H7: most customers do not know theirs), checked only when given
 * ("请输入6位数字邮政编码"); an empty one is not sent.
 *
 * Decisions where the spec is silent: the first address a customer adds becomes the default (the gateway's
 * rule); everything typed stays in the tab's draft across a failed save and a reload (the default box is
 * ticked again); after a save the customer returns to the page the form was opened from by going back (the list, or the
 * purchase form's address picker), never by pushing the list again (customer report 2, G8; `ui/use-return.ts`).
 */
import { useAddressParams } from "../../../components/address-params";
import { addressPage } from "../params";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ADDRESS_DETAIL_MAX, LENGTH_LIMITS, requiredFieldMessage, type Address, ADDRESS_FORM_SHAPE } from "@micromall/domain";
import type { AddressForm, AddressFormSchema } from "@micromall/domain/schemas";
import { Button, Checkbox, TextField, toast, useReturn } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS, addressQuery } from "../api/account-data";
import { RegionPicker } from "../components/data/RegionPicker";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import styles from "../components/data/data.module.css";
import { EditRecordPage } from "../components/data/EditRecordPage";
import { DATA_MESSAGES } from "../data.messages";
import { usePageTitle } from "../../../components/route-title";
import { NEW_ADDRESS_META } from "../route-titles";

type AddressValues = typeof AddressFormSchema.Encoded;

const EMPTY: AddressValues = { receiver: "", mobile: "", province: "", city: "", district: "", detail: "", postcode: "", isDefault: false };

function valuesOf(address: Address): AddressValues {
  const { addressId: _id, ...values } = address;
  return values;
}

/** The add / edit address screen. */
export default function NewAddressScreen() {
  const { addressId } = useAddressParams(addressPage);
  const mallId = useAppStore((state) => state.mallId);
  const existing = useQuery({ ...addressQuery(mallId, addressId), enabled: mallId !== "" && addressId !== "" });
  const title = usePageTitle(NEW_ADDRESS_META);

  return (
    <EditRecordPage title={title} id={addressId} record={existing} listPath="/address">
      {(loaded) => <AddressForm addressId={addressId} loaded={loaded} />}
    </EditRecordPage>
  );
}

function AddressForm({ addressId, loaded }: { addressId: string; loaded: Address | undefined }) {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const goBack = useReturn();
  const mallId = useAppStore((state) => state.mallId);
  // Mounted once the address is loaded: its values are the defaults, a draft of this address goes over them.
  const form = useSchemaForm<AddressValues, AddressForm>(ADDRESS_FORM_SHAPE, loaded === undefined ? EMPTY : valuesOf(loaded));
  const draft = useFormDraft(form, { formId: addressId === "" ? "newaddress" : `newaddress:${addressId}`, passwords: [] });
  const { errorOf } = form;
  const addAddress = useMutation(DATA_MUTATIONS.addAddress());
  const updateAddress = useMutation(DATA_MUTATIONS.updateAddress());

  const [province, city, district] = form.watch(["province", "city", "district"]);

  const submit = form.submit(async (values) => {
    const payload = { ...values, mallId };
    try {
      if (addressId === "") await addAddress.mutateAsync(payload);
      else await updateAddress.mutateAsync({ ...payload, addressId });
    } catch {
      return;
    }
    draft.clear();
    toast(t("data.saved"));
    goBack("/address");
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t("data.address.receiver")} autoComplete="name" maxLength={LENGTH_LIMITS.name.queryScreen} {...form.field("receiver")} error={errorOf("receiver")} />
      <TextField label={t("data.address.mobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
      <RegionPicker
        value={{ province, city, district }}
        // the region is a picker, not a labelled input the form engine can name: a blank one is named here (F17)
        error={errorOf("province") === undefined ? errorOf("district") : requiredFieldMessage(t("data.address.region"), locale)}
        onChange={(next) => {
          for (const level of ["province", "city", "district"] as const) {
            form.setValue(level, next[level]);
            form.clearErrors(level);
          }
        }}
      />
      <TextField label={t("data.address.detail")} autoComplete="street-address" maxLength={ADDRESS_DETAIL_MAX} {...form.field("detail")} error={errorOf("detail")} />
      <TextField label={t("data.address.postcode")} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...form.field("postcode")} error={errorOf("postcode")} />
      <Checkbox {...form.field("isDefault")}>{t("data.address.isDefault")}</Checkbox>
      <Button type="submit" variant="primary" block disabled={form.pending}>
        {t("data.save")}
      </Button>
    </form>
  );
}
