/**
 * /carCollect — the vehicle information for a car insurance quote: plate, 17-character frame number, engine
 * number, registration date and owner, checked by domain (the `carCollect` form, then `registerDateProblem`:
 * not in the future) and saved for /insureRight.
 *
 * Decisions where the spec is silent:
 * - Saved in the form-draft store (sessionStorage, keyed to the account) under domain's `VEHICLE_DRAFT_ID`
 *   ("carCollect"), the fields of domain's `VehicleInfo` plus `savedAt`: /insureRight reads it with
 *   `readDraft(VEHICLE_DRAFT_ID, …)` and takes a vehicle whose `savedAt` is set (checked and saved here), not a
 *   half-typed one. A reload keeps both.
 * - Once saved the page shows the vehicle with the way on (the quote) and a way to change it; no call is made
 *   (the quote's own calls price it).
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { ENGINE_NUMBER_MAX, LENGTH_LIMITS, VEHICLE_DRAFT_ID, chinaDateParts, formatDateParts, formatMessage, registerDateProblem, CAR_COLLECT_FORM_SHAPE } from "@micromall/domain";
import type { CarCollectForm } from "@micromall/domain/schemas";
import { Button, Page, Result, TextField, buttonClassName } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { CAR_MESSAGES } from "./CarCollectScreen.messages";
import styles from "../components/benefits/benefits.module.css";
import { FormDateField } from "../../../components/FormDateField";

type Values = { licenseNo: string; frameNo: string; engineNo: string; registerDate: string; ownerName: string; savedAt: string };
const EMPTY: Values = { licenseNo: "", frameNo: "", engineNo: "", registerDate: "", ownerName: "", savedAt: "" };

/** The vehicle information screen. */
export default function CarCollectScreen() {
  const t = useMessages(CAR_MESSAGES);
  const locale = useLocale();
  const form = useSchemaForm<Values, CarCollectForm>(CAR_COLLECT_FORM_SHAPE, EMPTY);
  useFormDraft(form, { formId: VEHICLE_DRAFT_ID, passwords: [] });
  const savedAt = form.watch("savedAt");
  const [editing, setEditing] = useState(false);
  const today = formatDateParts(chinaDateParts(new Date()));
  const { errorOf } = form;

  const submit = form.submit((values) => {
    const problem = registerDateProblem(values.registerDate);
    if (problem !== null) {
      form.setError("registerDate", { message: formatMessage(problem.key, problem.params, locale) }, { shouldFocus: true });
      return;
    }
    form.setValue("savedAt", new Date().toISOString());
    setEditing(false);
  });

  if (savedAt !== "" && !editing) {
    const values = form.getValues();
    return (
      <Page title={t("car.title")} back>
        <Result
          kind="success"
          title={t("car.saved")}
          description={t("car.savedDesc")}
          actions={[
            { label: t("car.quote"), to: "/insureRight" },
            {
              label: t("car.edit"),
              onClick: () => {
                // Changed values are not a saved vehicle until saved again.
                form.setValue("savedAt", "");
                setEditing(true);
              },
            },
          ]}
        >
          <dl className={styles.facts}>
            <dt>{t("car.licenseNo")}</dt>
            <dd translate="no">{values.licenseNo}</dd>
            <dt>{t("car.frameNo")}</dt>
            <dd translate="no">{values.frameNo}</dd>
            <dt>{t("car.engineNo")}</dt>
            <dd translate="no">{values.engineNo}</dd>
            <dt>{t("car.registerDate")}</dt>
            <dd>{values.registerDate}</dd>
            <dt>{t("car.ownerName")}</dt>
            <dd>{values.ownerName}</dd>
          </dl>
        </Result>
      </Page>
    );
  }

  return (
    <Page title={t("car.title")} back>
      <section className={styles.section} aria-labelledby="car-form">
        <h2 id="car-form" className={styles.heading}>
          {t("car.title")}
        </h2>
        <p className={styles.note}>{t("car.note")}</p>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField label={t("car.licenseNo")} autoComplete="off" maxLength={LENGTH_LIMITS.plate.default} {...form.field("licenseNo")} error={errorOf("licenseNo")} />
          <TextField label={t("car.frameNo")} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={17} {...form.field("frameNo")} error={errorOf("frameNo")} />
          <TextField label={t("car.engineNo")} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={ENGINE_NUMBER_MAX} {...form.field("engineNo")} error={errorOf("engineNo")} />
          <FormDateField form={form} name="registerDate" label={t("car.registerDate")} max={today} />
          <TextField label={t("car.ownerName")} autoComplete="name" maxLength={LENGTH_LIMITS.name.holder} {...form.field("ownerName")} error={errorOf("ownerName")} />
          <Button type="submit" variant="primary" block disabled={form.pending}>
            {t("car.save")}
          </Button>
          {savedAt === "" ? null : (
            <Link className={buttonClassName("default", true)} to="/insureRight">
              {t("car.quote")}
            </Link>
          )}
        </form>
      </section>
    </Page>
  );
}
