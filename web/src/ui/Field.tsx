/**
 * The frame every form control sits in: a visible `<label>` tied to the control, an optional required mark,
 * an optional hint and an optional error, with the accessibility wiring done once here — the control gets
 * its `id`, `aria-describedby` (hint, then error), `aria-invalid` while there is an error and
 * `aria-required` when required; the error is a `role="alert"` paragraph, so it is announced when it
 * appears. `TextField`, `SelectField` and `DatePicker` are built on it; a new control is too:
 *
 * ```tsx
 * <Field label="车牌号" error={error}>{(control) => <input {...control} value={plate} onChange={…} />}</Field>
 * ```
 *
 * Decisions:
 * - The control is a render prop, so the field never clones or inspects its child, and any element (input,
 *   select, a custom button) can take the props.
 * - The required mark `*` is the label's generated content (`data-required`, Field.module.css) with empty alternative
 *   text: screen readers hear `aria-required` instead, and the label's text — the control's name — stays the field's
 *   name. The field does not set the native `required` (which would bring the browser's own validation bubble), a
 *   control may add it.
 * - Ids come from `useId` unless the caller passes `id` (the control's id); hint and error ids derive from it.
 * - A label's bracketed unit at its end stays on one line with the word before it ("出险时间（时）" never leaves
 *   "（时）" alone on a line in elder mode's large type; customer report 3 H12): `withUnitKept`.
 */
import { useId, type ReactNode } from "react";
import { classNames } from "./class-names";
import styles from "./Field.module.css";

/** What a `Field` hands its control. */
export interface FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly "aria-describedby": string | undefined;
  readonly "aria-invalid": true | undefined;
  readonly "aria-required": true | undefined;
}

/** Props of `Field`. */
export interface FieldProps {
  /** Visible label text. */
  readonly label: ReactNode;
  /** Renders the control with the wiring props (spread them onto it). */
  readonly children: (control: FieldControlProps) => ReactNode;
  /** Help text under the control. */
  readonly hint?: ReactNode | undefined;
  /** Error text: marks the control invalid and is announced. */
  readonly error?: ReactNode | undefined;
  /** Shows the required mark and sets `aria-required`. */
  readonly required?: boolean | undefined;
  /** The control's id (default: generated). */
  readonly id?: string | undefined;
  /** Extra class of the field's root. */
  readonly className?: string | undefined;
  /** Something after the control inside its row, e.g. a "send code" button. */
  readonly suffix?: ReactNode;
  /** Something after the field's text, outside the row (e.g. a picker sheet). */
  readonly after?: ReactNode;
}

/** The ids and the `aria-describedby` of a control with an optional hint and error, and which of them show. */
export interface FieldIds {
  readonly id: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly describedBy: string | undefined;
  readonly hasHint: boolean;
  readonly hasError: boolean;
}

/** Whether a hint or an error has something to show. */
const shows = (note: ReactNode | undefined): boolean => note !== undefined && note !== null && note !== "" && note !== false;

/**
 * Ids of a control, its hint and its error, and the `aria-describedby` listing the ones shown (for a control
 * that lays itself out, such as `Checkbox`; {@link FieldNotes} renders the two).
 * @example const ids = useFieldIds(props.id, { hint, error }); <input id={ids.id} aria-describedby={ids.describedBy} />
 */
export function useFieldIds(id: string | undefined, notes: { readonly hint?: ReactNode | undefined; readonly error?: ReactNode | undefined }): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = shows(notes.hint);
  const hasError = shows(notes.error);
  const describedBy = [hasHint ? hintId : "", hasError ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return { id: controlId, hintId, errorId, describedBy, hasHint, hasError };
}

/**
 * A control's hint and error under it, with the ids its `aria-describedby` names; the error is a `role="alert"`
 * paragraph, announced when it appears. Each in the caller's class (a field's and a checkbox's differ).
 * @example <FieldNotes ids={ids} hint={hint} error={error} classes={{ hint: styles.hint, error: styles.error }} />
 */
export function FieldNotes({ ids, hint, error, classes }: { readonly ids: FieldIds; readonly hint?: ReactNode; readonly error?: ReactNode; readonly classes: { readonly hint?: string | undefined; readonly error?: string | undefined } }) {
  return (
    <>
      {ids.hasHint && (
        <p id={ids.hintId} className={classes.hint}>
          {hint}
        </p>
      )}
      {ids.hasError && (
        <p id={ids.errorId} className={classes.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled form control with hint and error.
 * @example <Field label="手机号" hint="用于登录" error={error} required>{(control) => <input {...control} type="tel" />}</Field>
 */
export function Field({ label, children, hint, error, required, id, className, suffix, after }: FieldProps) {
  const ids = useFieldIds(id, { hint, error });
  const control: FieldControlProps = {
    id: ids.id,
    className: classNames(styles.input),
    "aria-describedby": ids.describedBy,
    "aria-invalid": ids.hasError ? true : undefined,
    "aria-required": required ? true : undefined,
  };
  return (
    <div className={classNames(styles.field, ids.hasError && styles.invalid, className)}>
      <label className={styles.label} htmlFor={ids.id} data-required={required ? "true" : undefined}>
        {typeof label === "string" ? withUnitKept(label) : label}
      </label>
      <div className={styles.control}>
        {children(control)}
        {suffix}
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} classes={styles} />
      {after}
    </div>
  );
}

/** A label's bracketed unit at its end with the word (a Latin word, or one character) before it. */
const UNIT_AT_END = /(?:[A-Za-z]+\s*|[^\s（(]\s*)[（(][^（）()]*[）)]$/u;

/**
 * A label with its final bracketed unit kept on one line with the word before it (a span that does not wrap).
 * @example withUnitKept("出险时间（时）") // ["出险时", <span class="unit">间（时）</span>]
 */
function withUnitKept(label: string): ReactNode {
  const match = UNIT_AT_END.exec(label);
  if (match === null) return label;
  return (
    <>
      {label.slice(0, match.index)}
      <span className={styles.unit}>{match[0]}</span>
    </>
  );
}
