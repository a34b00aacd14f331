/**
 * Exact decimal text arithmetic for money (internal to money/): a number or string is read as its decimal
 * digits, never multiplied as a float, so 1.005 is one thousand and five thousandths, not 1.00499999….
 * A number is read through `String(value)`, JavaScript's shortest round-trip decimal text.
 */

/** Accepted decimal text: optional sign, digits, optional fraction, optional exponent. */
const DECIMAL_TEXT = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d{1,4}))?$/;
/** Exponents beyond this are refused, so no input can make us build an enormous digit string. */
const MAX_EXPONENT = 1000;

/** value = (negative ? -1 : 1) × digits × 10^-scale; digits has no leading zeros (or is "0"). */
export interface Decimal {
  readonly negative: boolean;
  readonly digits: string;
  readonly scale: number;
}

export type DecimalReadFailure = "empty" | "format" | "range";

/** Reads a finite number or decimal text exactly. */
export function readDecimal(value: unknown): { ok: true; decimal: Decimal } | { ok: false; reason: DecimalReadFailure } {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, reason: "format" };
    text = String(value);
  } else if (typeof value === "string") {
    if (value.length === 0) return { ok: false, reason: "empty" };
    text = value;
  } else {
    return { ok: false, reason: value === undefined || value === null ? "empty" : "format" };
  }
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return { ok: false, reason: "format" };
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return { ok: false, reason: "range" };
  const digits = stripLeadingZeros(whole + fraction);
  return { ok: true, decimal: { negative: sign === "-" && digits !== "0", digits, scale: fraction.length - exponent } };
}

/** Multiplies by 10^power exactly. */
export function shiftDecimal(decimal: Decimal, power: number): Decimal {
  return { ...decimal, scale: decimal.scale - power };
}

/**
 * Rounds half away from zero to `places` decimals and returns the result in units of 10^-places
 * (an integer as digit text, no leading zeros) with its sign.
 */
export function roundToUnits(decimal: Decimal, places: number): { negative: boolean; units: string } {
  const { digits, scale } = decimal;
  let units: string;
  if (scale <= places) {
    units = digits === "0" ? "0" : digits + "0".repeat(places - scale);
  } else {
    const keepLength = digits.length - (scale - places);
    const kept = keepLength > 0 ? digits.slice(0, keepLength) : "0";
    const next = keepLength >= 0 ? digits.charAt(keepLength) : "0";
    units = stripLeadingZeros(next >= "5" ? incrementDigits(kept) : kept);
  }
  return { negative: decimal.negative && units !== "0", units };
}

/** Puts the decimal point `places` digits from the right of a units digit text, with its sign. */
export function unitsToText(negative: boolean, units: string, places: number): string {
  const padded = units.padStart(places + 1, "0");
  const whole = padded.slice(0, padded.length - places);
  const fraction = padded.slice(padded.length - places);
  return `${negative ? "-" : ""}${whole}${places > 0 ? `.${fraction}` : ""}`;
}

function stripLeadingZeros(digits: string): string {
  const stripped = digits.replace(/^0+/, "");
  return stripped === "" ? "0" : stripped;
}

function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === "9") {
      out[i] = "0";
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
  }
  return `1${out.join("")}`;
}
