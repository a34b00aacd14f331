/**
 * /identityAuth — verify the account's identity: legal name, identity type and number (checked by type with
 * domain's rule), an optional OCR of the ID card's photo side that fills name and number, and the agreement to
 * the check (never pre-ticked). An account already verified sees so, with the way to its verified identity.
 *
 * Decisions where the spec is silent:
 * - OCR (the mall's `PhotoUploader`: camera or album, checked, scaled, sent with `ocrIdCardFront`) fills the
 *   name and number and sets the type to the identity card; the customer checks and submits. An OCR that fails
 *   says so at the photo, with a retry, and leaves the form as it was.
 * - The ID card's back (issue 21, the shared `IdCardBack`, `ocrIdCardBack`) beside the front: its validity period
 *   and issuing authority are shown read-only and NOT sent — `indentifyAuth` carries name, type and number only
 *   (domain's `IdentityRequest`), no call of the catalogue takes them. A card whose validity period has ended is
 *   refused at that field with domain's message, and the verification is not sent while it shows.
 * - The form opens filled from the account's own contact (本人, domain's `selfIdentityFill`): its name, identity type
 *   and number, where the form is still empty; the customer checks them and ticks the agreement themselves. An
 *   account without a 本人 contact starts empty.
 * - Name, type and number stay in the tab's draft across a failed call and a reload; the agreement is ticked
 *   again.
 * - After a successful verification the customer lands on /identityAuthInfo (replacing this page), where the
 *   identity shows masked; the customer summary (personal centre's badge) is refreshed.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LENGTH_LIMITS, IDENTITY_AUTH_FORM_SHAPE, idCardValidityMessage, selfIdentityFill } from "@micromall/domain";
import type { IdentityAuthForm, IdentityAuthFormSchema } from "@micromall/domain/schemas";
import { Button, Checkbox, Page, Result, SelectField, TextField, toast } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { PhotoUploader } from "../../../components/upload/PhotoUploader";
import { IdCardBack, type IdCardBackReading } from "../../../components/upload/IdCardBack";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS, contactsQuery, identityCheckQuery } from "../api/account-data";
import { PERSONAL_IDENTITY_TYPES, identityTypeOptions } from "../components/data/identity-options";
import { useFormDraft, usePrefill } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import styles from "../components/data/data.module.css";
import { DATA_MESSAGES } from "../data.messages";

type IdentityValues = typeof IdentityAuthFormSchema.Encoded;
const EMPTY: IdentityValues = { name: "", identifyType: "01", identifyNumber: "", agreement: false };

/** The identity authentication screen. */
export default function IdentityAuthScreen() {
  const t = useMessages(DATA_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const check = useQuery({ ...identityCheckQuery(mallId), enabled: mallId !== "" });

  return (
    <Page title={t("data.identity.title")} back>
      <QueryContent query={check} loading={t("data.loading")} failed={t("data.loadFailed")} retry={t("data.retry")}>
        {(data) =>
          data.authed ? (
            <Result kind="success" title={t("data.identity.already")} actions={[{ label: t("data.identity.view"), to: "/identityAuthInfo" }]} />
          ) : (
            <IdentityForm />
          )
        }
      </QueryContent>
    </Page>
  );
}

function IdentityForm() {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const form = useSchemaForm<IdentityValues, IdentityAuthForm>(IDENTITY_AUTH_FORM_SHAPE, EMPTY);
  const draft = useFormDraft(form, { formId: "identityAuth", passwords: [] });
  const { errorOf, getValues, setValue } = form;
  // what the account already knows of its holder: the own contact (本人), for the fields still empty
  const contacts = useQuery({ ...contactsQuery(mallId), enabled: mallId !== "" }).data;
  usePrefill(contacts, (list) => selfIdentityFill(getValues(), list, PERSONAL_IDENTITY_TYPES), setValue);
  const identify = useMutation(DATA_MUTATIONS.identify());
  const ocr = useMutation(DATA_MUTATIONS.ocrFront());
  const ocrBack = useMutation(DATA_MUTATIONS.ocrBack());
  const [back, setBack] = useState<IdCardBackReading | null>(null);

  function fillFrom(read: { readonly name: string; readonly identifyNumber: string }) {
    for (const [name, value] of [["name", read.name], ["identifyType", "01"], ["identifyNumber", read.identifyNumber]] as const) {
      form.setValue(name, value);
      form.clearErrors(name);
    }
    toast(t("data.identity.ocrDone"));
  }

  const submit = form.submit(async (values) => {
    if (back !== null && back.problem !== null) {
      toast(idCardValidityMessage(back.problem, locale));
      return;
    }
    try {
      await identify.mutateAsync({ mallId, name: values.name, identifyType: values.identifyType, identifyNumber: values.identifyNumber });
    } catch {
      return;
    }
    draft.clear();
    toast(t("data.identity.done"));
    void navigate("/identityAuthInfo", { replace: true });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.note}>{t("data.identity.intro")}</p>
      <PhotoUploader
        label={t("data.identity.ocr")}
        max={1}
        alt={() => t("data.identity.ocrPhoto")}
        upload={(file) => ocr.mutateAsync({ file, mallId })}
        onUploaded={fillFrom}
      />
      <IdCardBack read={(file) => ocrBack.mutateAsync({ file, mallId })} onRead={setBack} />
      <TextField label={t("data.identity.name")} autoComplete="name" maxLength={LENGTH_LIMITS.name.applicant} {...form.field("name")} error={errorOf("name")} />
      <SelectField label={t("data.identity.identifyType")} options={identityTypeOptions(PERSONAL_IDENTITY_TYPES, locale)} {...form.field("identifyType")} error={errorOf("identifyType")} />
      <TextField label={t("data.identity.identifyNumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifyNumber")} error={errorOf("identifyNumber")} />
      <Checkbox {...form.field("agreement")} error={errorOf("agreement")}>
        {t("data.identity.agreement")}
      </Checkbox>
      <Button type="submit" variant="primary" block disabled={form.pending}>
        {t("data.identity.submit")}
      </Button>
      <Link className={styles.link} to="/identityAuthInfoQuery">
        {t("data.identity.queryLink")}
      </Link>
    </form>
  );
}
