/**
 * Button with the mall's three looks: `primary` (brand red, white text), `default` (outlined) and `link`
 * (text only). Every variant keeps a target of at least 44 × 44 px (60 px in elder mode, via base.css).
 * `loading` disables it, marks it `aria-busy` and shows a spinner beside the unchanged label, so the name
 * does not change under a screen reader.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./Spinner";

/** Visual variant of a button. */
export type ButtonVariant = "primary" | "default" | "link";

/** Props of `Button`: every native button attribute plus the mall's options. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** Default `default`. */
  readonly variant?: ButtonVariant;
  /** Disabled with a spinner while an action runs. */
  readonly loading?: boolean;
  /** Full width. */
  readonly block?: boolean;
  /** Default `button` (never submits a form by accident). */
  readonly type?: "button" | "submit" | "reset";
  readonly children?: ReactNode;
}

/**
 * The class names of a button look, for links drawn as buttons (`<a className={buttonClassName("primary")}>`).
 * @example buttonClassName("primary", true) // "mm-button mm-button--primary mm-button--block"
 */
export function buttonClassName(variant: ButtonVariant = "default", block = false, extra?: string): string {
  return ["mm-button", `mm-button--${variant}`, block ? "mm-button--block" : "", extra ?? ""].filter(Boolean).join(" ");
}

/**
 * A button.
 * @example <Button variant="primary" loading={pending} onClick={submit}>{t("login.submit")}</Button>
 */
export function Button({ variant = "default", loading = false, block = false, type = "button", disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, block, className)}
    >
      {loading && <Spinner decorative size={16} color="currentColor" className="mm-button__spinner" />}
      {children}
    </button>
  );
}
