/**
 * Who a card that covers a named person insures: relationship (spec §3 codes, 601005 本人), name, identity type
 * and number — one fieldset for the wallet's activation and a received card's (F3), so both ask the same.
 * With 本人 on an identity-verified account, the verified identity fills the fields still empty (F16, domain's
 * `selfInsuredFill`); turning the relationship to another person empties what still is the account's own.
 */
import { useQuery } from "@tanstack/react-query";
import { INSURED_IDENTITY_TYPES, LENGTH_LIMITS, RELATIONSHIPS, identityTypeName, relationshipName, selfInsuredFill, type InsuredFields } from "@micromall/domain";
import { SelectField, TextField } from "../../../ui";
import type { UseFormRegisterReturn } from "../../../forms/use-schema-form";
import { usePrefill } from "../../../forms/use-form-draft";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { verifiedIdentityQuery } from "../../../components/verified-identity";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

/** The insured fields of a card form. */
export type InsuredField = "insuredRelationship" | "insuredName" | "identifyType" | "identifyNumber";

/** What the fieldset needs of its form. */
export interface InsuredForm {
  readonly field: (name: InsuredField) => UseFormRegisterReturn<string>;
  readonly errorOf: (name: InsuredField) => string | undefined;
  readonly relationship: string;
  /** The insured's current values (stable across renders). */
  readonly current: () => InsuredFields;
  /** Sets one insured field as the screen's prefill (stable across renders; the form's `setValue`). */
  readonly set: (name: "insuredName" | "identifyType" | "identifyNumber", value: string, options: { prefill: true }) => void;
}

/** The insured fieldset (shown only when the card covers a named person). */
export function InsuredFieldset({ form }: { readonly form: InsuredForm }) {
  const t = useMessages(WALLET_MESSAGES);
  const locale = useLocale();
  useSelfInsuredFill(form);
  return (
    <fieldset className={styles.insured} aria-describedby="wallet-insured-note">
      <legend className={styles.heading}>{t("wallet.insuredTitle")}</legend>
      <p id="wallet-insured-note" className={styles.note}>
        {t("wallet.insuredNote")}
      </p>
      <SelectField
        label={t("wallet.relationship")}
        options={RELATIONSHIPS.map((relationship) => ({ value: relationship.code, label: relationshipName(relationship.code, locale) }))}
        {...form.field("insuredRelationship")}
        error={form.errorOf("insuredRelationship")}
      />
      <TextField label={t("wallet.insuredName")} autoComplete="off" maxLength={LENGTH_LIMITS.name.insured} {...form.field("insuredName")} error={form.errorOf("insuredName")} />
      <SelectField
        label={t("wallet.identifyType")}
        options={INSURED_IDENTITY_TYPES.map((code) => ({ value: code, label: identityTypeName(code, locale) }))}
        {...form.field("identifyType")}
      />
      <TextField label={t("wallet.identifyNumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifyNumber")} error={form.errorOf("identifyNumber")} />
    </fieldset>
  );
}

/**
 * Fills (or empties) the insured from the verified identity when the relationship is (or leaves) 本人, as the
 * screen's prefill (forms' `usePrefill`: no draft starts from it).
 */
function useSelfInsuredFill(form: InsuredForm) {
  const mallId = useAppStore((state) => state.mallId);
  const verified = useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" }).data;
  const { relationship, current, set } = form;
  usePrefill(verified, (identity) => selfInsuredFill(relationship, current(), identity), set, relationship);
}
