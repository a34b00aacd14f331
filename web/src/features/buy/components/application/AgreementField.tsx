/**
 * The agreement of a proposal (never pre-ticked), shared by /inputInfo's form and the car cover's applicant step.
 * The whole sentence is the checkbox's label, so a tap anywhere on it ticks the box; the documents open from a link
 * of their own under it (customer rehearsal 2026-11-28: in elder mode the link inside the sentence took half of it,
 * and a tap meant to tick opened the terms). Its own component so it registers after the fields above it (the
 * first invalid field in page order gets the focus).
 */
import type { ApplicationFormValues } from "@micromall/domain";
import { Checkbox } from "../../../../ui";
import { Link } from "../../../../ui/Link";
import { useMessages } from "../../../../i18n";
import type { SchemaForm } from "../../../../forms/use-schema-form";
import { APPLICANT_MESSAGES } from "../../applicant.messages";
import styles from "./application.module.css";

/** The agreement checkbox of `form`, with the link to `productCode`'s notes for insuring. */
export function AgreementField({ form, productCode }: { form: SchemaForm<ApplicationFormValues, ApplicationFormValues>; productCode: string }) {
  const t = useMessages(APPLICANT_MESSAGES);
  return (
    <Checkbox
      {...form.register("agreement", { onChange: () => form.clearErrors("agreement") })}
      error={form.errorOf("agreement")}
      hint={
        <Link className={styles.agreementLink} to={`/insuranceGuide?productCode=${encodeURIComponent(productCode)}`}>
          {t("app.agreement.read")}
        </Link>
      }
    >
      {t("app.agreement")}
      {t("app.agreement.link")}
    </Checkbox>
  );
}
