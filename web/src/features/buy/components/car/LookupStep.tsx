/**
 * Step 1 of /insureRight: the vehicle lookup (spec §3 "Vehicle lookup": plate, the owner's name, identity type
 * 01 / 11 / 13 and number), checked by domain's `carLookup` form before `renewalList` is asked. The typed values
 * survive a reload (their own draft); a vehicle saved on /carCollect pre-fills plate and owner.
 *
 * Decision where the spec is silent: the owner is most often the customer, so an identity-verified account's name,
 * identity type and number fill the owner fields still empty (domain's `vehicleOwnerFill`; customer rehearsal 3: the
 * lookup asked a verified customer again). The number goes only under the customer's own name: a vehicle saved for
 * another owner gets none. What the customer typed stays.
 */
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CAR_LOOKUP_FORM_SHAPE, LENGTH_LIMITS, VEHICLE_DRAFT_ID, VEHICLE_LOOKUP_IDENTITY_TYPES, identityTypeName, vehicleOwnerFill, type RenewalItem } from "@micromall/domain";
import type { CarLookupForm } from "@micromall/domain/schemas";
import { Button, DataSentence, SelectField, TextField } from "../../../../ui";
import { useLocale, useMessages } from "../../../../i18n";
import { readDraft } from "../../../../state/draft";
import { useSchemaForm, type SchemaForm } from "../../../../forms/use-schema-form";
import { useFormDraft } from "../../../../forms/use-form-draft";
import { usePrefill } from "../../../../forms/use-form-draft";
import { verifiedIdentityQuery } from "../../../../components/verified-identity";
import { useAppStore } from "../../../../state/store";
import type { VehicleLookup } from "../../api/car-queries";
import { renewalListQuery } from "../../api/car-lookup-query";
import { CAR_LOOKUP_MESSAGES, PLATE_EXAMPLE } from "../../car-lookup.messages";
import styles from "./car.module.css";

type Values = { licenseNo: string; insuredName: string; identifyType: string; identifyNumber: string };

/** Props of {@link LookupStep}. */
export interface LookupStepProps {
  readonly productCode: string;
  /** The form's accessible name (the step's title). */
  readonly label: string;
  /** The vehicle was looked up: its renewal of the same plate, or none. */
  readonly onFound: (lookup: VehicleLookup, renewal: RenewalItem | undefined) => void;
}

/** The vehicle saved on /carCollect (plate and owner), when the customer saved one. */
function collectedVehicle(): { licenseNo: string; ownerName: string } | null {
  const saved = readDraft(VEHICLE_DRAFT_ID, { licenseNo: "", ownerName: "", savedAt: "" });
  return saved.savedAt === "" ? null : { licenseNo: saved.licenseNo, ownerName: saved.ownerName };
}

/** The vehicle lookup step. */
export function LookupStep({ productCode, label, onFound }: LookupStepProps) {
  const t = useMessages(CAR_LOOKUP_MESSAGES);
  const locale = useLocale();
  const client = useQueryClient();
  const [collected] = useState(collectedVehicle);
  const form = useSchemaForm<Values, CarLookupForm>(CAR_LOOKUP_FORM_SHAPE, {
    licenseNo: collected?.licenseNo ?? "",
    insuredName: collected?.ownerName ?? "",
    identifyType: "01",
    identifyNumber: "",
  });
  useFormDraft(form, { formId: `insureRight:${productCode}:lookup`, passwords: [] });
  useOwnerFromIdentity(form);
  const { errorOf } = form;
  const lang = locale === "en" ? "en" : "zh-CN";
  const typeOptions = VEHICLE_LOOKUP_IDENTITY_TYPES.map((code) => ({ value: code, label: identityTypeName(code, lang) }));

  const submit = form.submit(async (values) => {
    try {
      const renewals = await client.fetchQuery(renewalListQuery(values));
      onFound(values, renewals.find((item) => item.licenseNo === values.licenseNo));
    } catch {
      // shown once by the shell; everything typed stays
    }
  });

  return (
    <form className={styles.section} noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <p className={styles.note}>{t("car.lookup.intro")}</p>
      {collected !== null && <p className={styles.note}>{t("car.lookup.fromCollect")}</p>}
      <TextField label={t("car.lookup.licenseNo")} hint={<DataSentence text={t("car.lookup.licenseNo.hint")} data={{ example: PLATE_EXAMPLE }} />} maxLength={LENGTH_LIMITS.plate.default} autoComplete="off" {...form.field("licenseNo")} error={errorOf("licenseNo")} />
      <TextField label={t("car.lookup.insuredName")} maxLength={LENGTH_LIMITS.name.holder} autoComplete="off" {...form.field("insuredName")} error={errorOf("insuredName")} />
      <SelectField label={t("car.lookup.identifyType")} options={typeOptions} {...form.field("identifyType")} error={errorOf("identifyType")} />
      <TextField label={t("car.lookup.identifyNumber")} maxLength={LENGTH_LIMITS.identityNumber.extended} autoComplete="off" {...form.field("identifyNumber")} error={errorOf("identifyNumber")} />
      <Button type="submit" variant="primary" disabled={form.pending}>
        {form.pending ? t("car.lookup.searching") : t("car.lookup.submit")}
      </Button>
    </form>
  );
}

/** Fills the owner fields still empty from the account's verified identity, once it has arrived (forms' `usePrefill`). */
function useOwnerFromIdentity(form: SchemaForm<Values, CarLookupForm>): void {
  const mallId = useAppStore((state) => state.mallId);
  const identity = useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" }).data;
  const { getValues, setValue } = form;
  usePrefill(identity, (data) => vehicleOwnerFill(getValues(), data), setValue);
}
