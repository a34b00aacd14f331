/**
 * A checkbox with a label that may hold links (the agreement: 我已阅读并同意《用户服务协议》《隐私政策》): a
 * real `<input type="checkbox">` over a box of at least 44 px (60 px in elder mode), and a `<label>` beside
 * it. A tap on a link opens the link (the browser does not tick a box for a tap on a link inside its label);
 * a tap on the box or the rest of the text ticks it.
 *
 * Decisions:
 * - Never ticked unless the caller says so: there is no default `checked` (h5-notes §5: no pre-ticked boxes).
 * - Every input attribute passes to the real input, so a form's `register("agree")` (web/src/forms) spreads on it
 *   (name, onChange, onBlur and the ref), as do `checked`/`onChange` for a controlled use.
 * - Hint and error wiring as in `Field` (`useFieldIds`): `aria-describedby`, `aria-invalid`, the error
 *   announced as an alert.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { classNames } from "./class-names";
import styles from "./Checkbox.module.css";
import { FieldNotes, useFieldIds } from "./Field";
import { MallIcon } from "./MallIcon";

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** The label: text, links allowed. */
  readonly children: ReactNode;
  readonly hint?: ReactNode | undefined;
  /** Error text (e.g. 请先阅读并同意协议): marks the box invalid and is announced. */
  readonly error?: ReactNode | undefined;
  readonly ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled checkbox.
 * @example <Checkbox {...register("agree")} error={errors.agree?.message}>我已阅读并同意<Link to="/about#agreement">《用户服务协议》</Link></Checkbox>
 */
export function Checkbox({ children, hint, error, id, className, ref, required, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={classNames(styles.checkbox, ids.hasError && styles.invalid, className)}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            {...rest}
            ref={ref}
            id={ids.id}
            type="checkbox"
            required={required}
            className={styles.input}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.hasError ? true : undefined}
            aria-required={required ? true : undefined}
          />
          <span className={styles.mark} aria-hidden="true">
            <MallIcon name="check" className={styles.check} />
          </span>
        </span>
        <label htmlFor={ids.id} className={styles.label}>
          {children}
        </label>
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} classes={styles} />
    </div>
  );
}
