/**
 * The activation form of a benefit or gift code (domain's `benefitCode` form: 8–20 letters or digits, checked
 * with domain's `checkForm` before any call), used by /myServiceIndex and /redwine. Submitting activates the
 * code and opens the answer page; a second tap while it is under way does nothing. The code is kept in a draft
 * (it is not a secret: printed on a gift card) and cleared once submitted; `?code=` (the failure page's retry)
 * fills it in.
 *
 * Decision: one field needs no form engine: the draft store keeps the value,
 * `checkForm` over the form's generated shape gives exactly the Schema's message, and a failed check puts the
 * focus on the field — what `useSchemaForm` does for a form of several fields.
 */
import { useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { BENEFIT_CODE_MAX, checkForm, isBenefitCode, BENEFIT_CODE_FORM_SHAPE } from "@micromall/domain";
import { Button, TextField } from "../../../../ui";
import { useLocale } from "../../../../i18n";
import { useDraft } from "../../../../state/draft";
import { useBenefitActivation, type ActivationForm } from "./activation";
import styles from "./benefits.module.css";

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
  const locale = useLocale();
  const [search] = useSearchParams();
  const given = search.get("code") ?? "";
  const [draft, setField, clear] = useDraft(`${from}:code`, { code: "" });
  const [code, setCode] = useState(isBenefitCode(given) ? given : draft.code);
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement | null>(null);
  const inFlight = useRef(false);
  const activation = useBenefitActivation(from);
  const headingId = `${from.slice(1)}-activate`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkForm<{ code: string }>(BENEFIT_CODE_FORM_SHAPE, { code }, {}, locale);
    if (!checked.ok) {
      setError(checked.issues[0]?.message);
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    try {
      clear();
      await activation.activate({ code: checked.value.code });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.note}>{note}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={input}
          label={label}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BENEFIT_CODE_MAX}
          value={code}
          onChange={(value) => {
            setCode(value);
            setField("code", value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" variant="primary" block disabled={activation.pending}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
