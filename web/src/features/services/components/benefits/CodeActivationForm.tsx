/**
 * The activation form of a benefit or gift code (domain's `benefitCode` form: 8–20 letters or digits), used by
 * /myServiceIndex and /redwine, on the mall's form engine like every other form: the code is checked when the
 * customer leaves the field (issue 20 item 3) and again on submit, with the Schema's message at the field, and a
 * failed submit focuses it. Submitting activates the code and opens the answer page; a second tap while it is
 * under way does nothing. The code is kept in a draft (it is not a secret: printed on a gift card) and cleared once
 * submitted; `?code=` (the failure page's retry) fills it in.
 */
import { useSearchParams } from "react-router-dom";
import { BENEFIT_CODE_MAX, isBenefitCode, BENEFIT_CODE_FORM_SHAPE } from "@micromall/domain";
import { Button, TextField } from "../../../../ui";
import { useFormDraft } from "../../../../forms/use-form-draft";
import { useSchemaForm } from "../../../../forms/use-schema-form";
import { useBenefitActivation, type ActivationForm } from "./activation";
import styles from "./benefits.module.css";

type CodeValues = { code: string };

/** Props of {@link CodeActivationForm}. */
export interface CodeActivationFormProps {
  /** The page the form is on (where the failure page's retry comes back to). */
  readonly from: ActivationForm;
  readonly heading: string;
  readonly note: string;
  readonly label: string;
  readonly submitLabel: string;
}

/**
 * @example <CodeActivationForm from="/myServiceIndex" heading="权益激活" note="…" label="激活码" submitLabel="立即激活" />
 */
export function CodeActivationForm({ from, heading, note, label, submitLabel }: CodeActivationFormProps) {
  const [search] = useSearchParams();
  const given = search.get("code") ?? "";
  const form = useSchemaForm<CodeValues, CodeValues>(BENEFIT_CODE_FORM_SHAPE, { code: isBenefitCode(given) ? given : "" });
  const draft = useFormDraft(form, { formId: `${from}:code`, passwords: [] });
  const activation = useBenefitActivation(from);
  const headingId = `${from.slice(1)}-activate`;

  const submit = form.submit(async (values) => {
    draft.clear();
    await activation.activate({ code: values.code });
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.note}>{note}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={label}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BENEFIT_CODE_MAX}
          {...form.field("code")}
          error={form.errorOf("code")}
        />
        <Button type="submit" variant="primary" block disabled={activation.pending || form.pending}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
