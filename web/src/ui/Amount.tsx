/**
 * A sum of money as the mall shows it: the yuan sign ¥, the whole yuan large, two decimals small
 * (`formatMoney` / `formatFen` from domain: decimal-correct rounding, always two decimals), with an optional
 * label before or after it (a "from" — 起 after it in Chinese, "from" before it in English — or a period
 * such as /年).
 *
 * Decisions:
 * - The visible figure is split into spans for its look, which a screen reader would read in pieces; so the
 *   visible part is hidden from it and one readable text (`¥99.00起`, or the screen's own `readableLabel`,
 *   e.g. 99.00元起) is given instead, as visually hidden text rather than an `aria-label` on a `<span>`
 *   (ARIA does not name generic elements, and screen readers ignore it there); the text also flows into the
 *   name of a card link that holds the amount.
 * - The minus sign of a negative amount goes before ¥ (-¥3.46).
 * - `unit="fen"` takes integer fen (money inside the mall), the default `yuan` takes yuan as number or text
 *   (the gateway's answers).
 */
import { formatFen, formatMoney } from "@micromall/domain";
import { classNames } from "./class-names";
import styles from "./Amount.module.css";
import { VisuallyHidden } from "./VisuallyHidden";

/** The currency sign shown before the figure. */
export const YUAN_SIGN = "¥";

/** Props of `Amount`. */
export interface AmountProps {
  /** The sum, in yuan (number or decimal text) or, with `unit="fen"`, integer fen. */
  readonly value: number | string;
  /** Default `yuan`. */
  readonly unit?: "yuan" | "fen";
  /** Before the figure, e.g. "from". */
  readonly prefix?: string | undefined;
  /** After the figure, e.g. 起 or /年. */
  readonly suffix?: string | undefined;
  /** What a screen reader hears instead of `prefix ¥ figure suffix`. */
  readonly readableLabel?: string | undefined;
  /** Default `normal`; `large` for a price at the foot of a product page. */
  readonly size?: "normal" | "large";
  readonly className?: string | undefined;
}

/**
 * An amount of money.
 * @example <Amount value={product.price} suffix="起" /> // shows ¥99.00起, read as "¥99.00起"
 */
export function Amount({ value, unit = "yuan", prefix, suffix, readableLabel, size = "normal", className }: AmountProps) {
  const text = unit === "fen" ? formatFen(typeof value === "number" ? value : Number(value)) : formatMoney(value);
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  const [integer = digits, decimals = ""] = digits.split(".");
  const sign = negative ? "-" : "";
  const readable = readableLabel ?? `${prefix ?? ""}${sign}${YUAN_SIGN}${digits}${suffix ?? ""}`;
  return (
    <span className={classNames(styles.amount, size === "large" && styles.large, className)}>
      <span aria-hidden="true" className={styles.amount}>
        {prefix !== undefined && prefix !== "" && <span className={styles.label}>{prefix}</span>}
        <span className={styles.figure}>
          <span className={styles.currency}>
            {sign}
            {YUAN_SIGN}
          </span>
          <span className={styles.integer}>{integer}</span>
          {decimals !== "" && <span className={styles.decimals}>.{decimals}</span>}
        </span>
        {suffix !== undefined && suffix !== "" && <span className={styles.label}>{suffix}</span>}
      </span>
      <VisuallyHidden>{readable}</VisuallyHidden>
    </span>
  );
}
