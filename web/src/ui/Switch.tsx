/**
 * An on/off switch (settings, elder mode): a `<button role="switch" aria-checked>` named by its label, the
 * whole row a target of at least 44 px (60 px in elder mode). The state shows by the thumb's position as
 * well as by colour.
 *
 * Decisions:
 * - A button, not a checkbox: it acts at once (no form submit needed), which is what a switch means; in a form,
 *   drive it with the form's value and `setValue` (`checked`, `onChange`).
 * - The label names it and the optional description describes it (`aria-labelledby` / `aria-describedby`),
 *   so the name stays short although the description is inside the row.
 */
import { useId, type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { classNames } from "./class-names";
import styles from "./Switch.module.css";

/** Props of `Switch`. */
export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "type" | "role" | "children" | "value" | "aria-checked"> {
  /** Visible label, e.g. 长辈模式. */
  readonly label: ReactNode;
  readonly checked: boolean;
  /** The new state. */
  readonly onChange: (checked: boolean) => void;
  /** A line under the label. */
  readonly description?: ReactNode;
  readonly ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * A labelled switch.
 * @example <Switch label={t("settings.elder")} checked={elder} onChange={setElder} />
 */
export function Switch({ label, checked, onChange, description, className, onClick, ref, ...rest }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const hasDescription = description !== undefined && description !== null && description !== "";
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      className={classNames(styles.switch, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onChange(!checked);
      }}
    >
      <span className={styles.text}>
        <span id={labelId}>{label}</span>
        {hasDescription && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
