/**
 * The per-product rules of the application form (spec §3 "Insured person", "Applicant", issue 21 "Fields and
 * rules"): which insured code variant a product uses, and which of the optional fields it asks for — the claim
 * outlet (`comCode`), the insured's occupation class (`inType`) and the insured's payout account
 * (`insuredAccount`) — plus the applicant's `insuredFlag` and the booth days of an exhibition cover.
 *
 * Decisions where the spec is silent (it names the fields and codes, not the products):
 * - Variant B (first insured 0 = self, others 9; sex 106001 / 106002) is the student accident cover EAJ_XM's:
 *   a school's product line with its own code set. Every other product uses variant A (601005; sex 1 / 2).
 * - `inType` (10060 = type 1, 10061 = type 2) is read as the insured's occupation class, the class an accident
 *   cover is priced and underwritten by: class 1 (students, office work), class 2 (field work, light manual
 *   work). EAJ_XM asks for it.
 * - `insuredAccount` is read as the insured's bank card for claim payouts (16 or 19 digits, `isBankCard`),
 *   optional: a payout can still be arranged at claim time. EAJ_XM asks for it.
 * - `comCode` is the claim outlet (spec §3 "Applicant": "comCode (claim outlet)"), chosen from the outlets
 *   `proposalUserInfo` answers (`outlets`: comCode and comName). The home property cover YAB asks for it: its
 *   losses are surveyed by the local branch the customer chooses.
 * - `insuredFlag` (no values in the spec): whether the applicant is among the insured — "1" when an insured's
 *   relationship is the variant's self code, or when the form insures no persons (the enterprise's booth, the
 *   applicant's handset: the applicant is the insured party), else "0". It is derived, never asked.
 * - Booth days (`boothDuration`, spec §3 "Exhibition cover"): how many days the booth stands, a whole number
 *   from 1 to 10 (the exhibition cover's own 1–10 days). A text that is not a whole number and a whole number
 *   outside 1–10 are two faults with their own messages.
 */
import { INSURED_VARIANT_CODES, type InsuredVariant } from "./insured-defaults";

/** What a product's application form asks beyond its variant's fields. */
export interface ProductFormRules {
  /** The insured code set (spec §3: variant A 601005 / 1 / 2, variant B 0 / 9 / 106001 / 106002). */
  readonly insuredVariant: InsuredVariant;
  /** The applicant chooses a claim outlet (`comCode`). */
  readonly claimOutlet: boolean;
  /** Each insured gives an occupation class (`inType`). */
  readonly occupationClass: boolean;
  /** Each insured may give a payout bank card (`insuredAccount`). */
  readonly payoutAccount: boolean;
}

const DEFAULT_RULES: ProductFormRules = { insuredVariant: "A", claimOutlet: false, occupationClass: false, payoutAccount: false };

/** The products whose form differs from the default rules, by product code (exact, case-sensitive). */
export const PRODUCT_FORM_RULES: Readonly<Record<string, Partial<ProductFormRules>>> = {
  EAJ_XM: { insuredVariant: "B", occupationClass: true, payoutAccount: true },
  YAB: { claimOutlet: true },
};

/**
 * The form rules of a product (the defaults for any other code). Total.
 * @example productFormRules("EAJ_XM").insuredVariant // "B"
 * @example productFormRules("YAB").claimOutlet // true
 * @example productFormRules("__proto__").insuredVariant // "A"
 */
export function productFormRules(productCode: string): ProductFormRules {
  const own = typeof productCode === "string" && Object.prototype.hasOwnProperty.call(PRODUCT_FORM_RULES, productCode) ? PRODUCT_FORM_RULES[productCode] : undefined;
  return { ...DEFAULT_RULES, ...own };
}

/**
 * The applicant's `insuredFlag`: "1" when the applicant is among the insured (an insured's relationship is the
 * variant's self code, or the form insures no persons), else "0".
 * @example insuredFlagOf(["601005", "601002"], "A") // "1"
 * @example insuredFlagOf(["9"], "B") // "0"
 * @example insuredFlagOf([], "A") // "1"
 */
export function insuredFlagOf(relationships: readonly string[], variant: InsuredVariant): "1" | "0" {
  if (relationships.length === 0) return "1";
  const self = INSURED_VARIANT_CODES[variant === "B" ? "B" : "A"].self;
  return relationships.includes(self) ? "1" : "0";
}

/** Fewest booth days. */
export const MIN_BOOTH_DAYS = 1;
/** Most booth days. */
export const MAX_BOOTH_DAYS = 10;

const WHOLE_NUMBER = /^[0-9]{1,6}$/;

/**
 * Whether the text is a whole number of days (ASCII digits only, at most 6; nothing trimmed). Total.
 * @example isWholeDays("3") // true
 * @example isWholeDays("1.5") // false
 */
export function isWholeDays(text: string): boolean {
  return typeof text === "string" && WHOLE_NUMBER.test(text);
}

/**
 * Whether booth days are within 1–10 — true for a text that is no whole number (that fault is
 * {@link isWholeDays}'s, so a form names one fault at a time). Total.
 * @example isBoothDaysInRange("10") // true
 * @example isBoothDaysInRange("11") // false
 * @example isBoothDaysInRange("abc") // true
 */
export function isBoothDaysInRange(text: string): boolean {
  if (!isWholeDays(text)) return typeof text === "string";
  const days = Number(text);
  return days >= MIN_BOOTH_DAYS && days <= MAX_BOOTH_DAYS;
}

/**
 * Whether the text is a booth duration: a whole number of days from 1 to 10. Total.
 * @example isBoothDuration("5") // true
 * @example isBoothDuration("0") // false
 */
export function isBoothDuration(text: string): boolean {
  return isWholeDays(text) && isBoothDaysInRange(text);
}
