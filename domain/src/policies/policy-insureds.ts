/**
 * How a policy's insureds and benefits read (F6).
 *
 * Decisions where the spec is silent:
 * - The gateway joins several insureds with "|" (names, types, numbers, relationships, as the application sends
 *   them): each is one person, shown with their own identity; a single type stands for every insured. This is the
 *   one reader of those joined fields: every screen showing a policy's insureds (the account's detail, the open
 *   lookups' detail, the channel view) takes its persons from {@link policyInsureds} (G1), never the raw fields.
 * - A benefit's premium is shown only when the policy gives premiums per benefit (they add up to the premium);
 *   otherwise the premium belongs to the whole policy and a line never claims "保费 0.00 元".
 * - Different benefits of one person do not add up to a sum insured (a death benefit and a medical one are not
 *   paid together): a total is shown only for a single-benefit policy; otherwise each benefit shows its own.
 */
import { splitPiped } from "../application/piped";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { maskName } from "../formats/mask-name";

/** One insured person of a policy. */
export interface PolicyInsured {
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  /** Relationship to the holder (spec §3 code), "" when the policy does not say. */
  readonly relationship: string;
  /** The insured's mobile, "" when the policy gives none. */
  readonly mobile: string;
}

/**
 * The insureds of a policy, one per pipe-joined entry of the name. Total and linear.
 * @example policyInsureds({ insuredName: "张伟|李娜", insuredIdentifyType: "01", insuredIdentifyNumber: "A|B", insuredRelationship: "601005|601001" })
 * // [{ name: "张伟", identifyType: "01", identifyNumber: "A", relationship: "601005", mobile: "" }, { name: "李娜", identifyType: "01", identifyNumber: "B", relationship: "601001", mobile: "" }]
 */
export function policyInsureds(policy: {
  readonly insuredName: string;
  readonly insuredIdentifyType: string;
  readonly insuredIdentifyNumber: string;
  readonly insuredRelationship?: string | undefined;
  readonly insuredMobile?: string | undefined;
}): PolicyInsured[] {
  const names = splitPiped(policy.insuredName);
  const types = splitPiped(policy.insuredIdentifyType);
  const numbers = splitPiped(policy.insuredIdentifyNumber);
  const relationships = splitPiped(policy.insuredRelationship ?? "");
  const mobiles = splitPiped(policy.insuredMobile ?? "");
  return names.map((name, index) => ({
    name,
    identifyType: types[index] ?? types[0] ?? "",
    identifyNumber: numbers[index] ?? "",
    relationship: relationships[index] ?? "",
    mobile: mobiles[index] ?? "",
  }));
}

/** A benefit line as shown: its premium, or null when the policy has no premium per benefit. */
export interface CoverLine {
  readonly name: string;
  readonly sumInsuredFen: number;
  readonly premiumFen: number | null;
}

/**
 * The benefit lines of a policy, each with its premium only when the benefits' premiums make up the policy's.
 * @example policyCoverLines({ sumPremium: 100, items: [{ name: "a", sumInsuredFen: 1, premiumFen: 0 }] }) // [{ name: "a", sumInsuredFen: 1, premiumFen: null }]
 */
export function policyCoverLines(policy: { readonly sumPremium: number; readonly items: readonly { readonly name: string; readonly sumInsuredFen: number; readonly premiumFen?: number }[] }): CoverLine[] {
  const total = policy.items.reduce((sum, item) => sum + (item.premiumFen ?? 0), 0);
  const perBenefit = policy.items.length > 0 && total === policy.sumPremium && policy.items.every((item) => typeof item.premiumFen === "number");
  return policy.items.map((item) => ({ name: item.name, sumInsuredFen: item.sumInsuredFen, premiumFen: perBenefit ? (item.premiumFen ?? 0) : null }));
}

/**
 * The policy's sum insured to show as a total: only for a single benefit; null when benefits differ.
 * @example policySumInsuredShown({ sumInsured: 15, items: [{ name: "a", sumInsuredFen: 10 }, { name: "b", sumInsuredFen: 5 }] }) // null
 */
export function policySumInsuredShown(policy: { readonly sumInsured: number; readonly items: readonly unknown[] }): number | null {
  return policy.items.length > 1 ? null : policy.sumInsured;
}

/**
 * Several insureds' names as one text for a list line: "、" in Chinese, ", " in English; one name as it is.
 * @example insuredNamesText("张伟|李娜") // "张伟、李娜"
 */
export function insuredNamesText(insuredName: string, locale: Locale = DEFAULT_LOCALE): string {
  return splitPiped(insuredName).join(locale === "en" ? ", " : "、");
}

/**
 * Several insureds' names for a list line of an open lookup (found by name and identity number, no login): each name
 * masked as the detail masks it (domain's `maskName`), so the list never shows more of a person than the detail
 * (customer rehearsal 5: the list showed 谢刚娟, the detail 谢*娟).
 * @example maskedInsuredNamesText("谢刚娟") // "谢*娟"
 * @example maskedInsuredNamesText("张伟|李娜", "en") // "张*, 李*"
 */
export function maskedInsuredNamesText(insuredName: string, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof insuredName !== "string") return "";
  return splitPiped(insuredName)
    .map((name) => maskName(name))
    .filter((masked) => masked !== "")
    .join(locale === "en" ? ", " : "、");
}
