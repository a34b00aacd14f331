/**
 * The reasons a customer may give for surrendering a policy, by the product's category (customer rehearsal 5:
 * 行程取消 was offered for a family accident cover). A reason that belongs to one kind of cover (a cancelled trip)
 * is offered only for that kind; the others for every policy.
 *
 * Codes: the spec names none (no 退保原因 table); these keep the codes the gateway already answered (01 行程取消,
 * 02 重复投保, 03 the wrong details, 99 other) and add 04 不再需要 and 05 保费原因. A category not known gives the
 * reasons of every policy, never one of a kind it may not be.
 */
import { DEFAULT_LOCALE, type Locale, type LocalizedText } from "../messages/locale";

/** A surrender reason: its code and its words. */
export interface SurrenderReasonEntry {
  readonly code: string;
  readonly label: LocalizedText;
}

/** A reason as a screen offers it: its code and its words in one language. */
export interface SurrenderReason {
  readonly code: string;
  readonly name: string;
}

/** Reasons only a kind of cover has, by product category (first in the list: the likeliest). */
const REASONS_OF_CATEGORY: Readonly<Record<string, readonly SurrenderReasonEntry[]>> = {
  travel: [{ code: "01", label: { "zh-CN": "行程取消", en: "Trip cancelled" } }],
};

/** Reasons of every policy, in the order offered (其他 last). */
const COMMON_REASONS: readonly SurrenderReasonEntry[] = [
  { code: "02", label: { "zh-CN": "重复投保", en: "Insured twice" } },
  { code: "04", label: { "zh-CN": "不再需要", en: "No longer needed" } },
  { code: "05", label: { "zh-CN": "保费原因", en: "The premium" } },
  { code: "03", label: { "zh-CN": "投保信息有误", en: "Wrong details in the application" } },
  { code: "99", label: { "zh-CN": "其他", en: "Other" } },
];

/**
 * The reasons offered when surrendering a policy of a product `category`, in `locale`: the cover's own first, then
 * those of every policy. Total: an unknown or missing category gives the reasons of every policy.
 * @example surrenderReasons("travel").map((reason) => reason.name) // ["行程取消", "重复投保", "不再需要", "保费原因", "投保信息有误", "其他"]
 * @example surrenderReasons("accident").map((reason) => reason.code) // ["02", "04", "05", "03", "99"]
 * @example surrenderReasons("travel", "en")[0] // { code: "01", name: "Trip cancelled" }
 */
export function surrenderReasons(category: string | undefined, locale: Locale = DEFAULT_LOCALE): readonly SurrenderReason[] {
  const language = locale === "en" ? "en" : "zh-CN";
  return reasonEntries(category).map((entry) => ({ code: entry.code, name: entry.label[language] }));
}

/**
 * Whether `code` is a reason a policy of `category` may be surrendered for (the gateway refuses another).
 * @example isSurrenderReasonFor("travel", "01") // true
 * @example isSurrenderReasonFor("accident", "01") // false
 */
export function isSurrenderReasonFor(category: string | undefined, code: string): boolean {
  return reasonEntries(category).some((entry) => entry.code === code);
}

function reasonEntries(category: string | undefined): readonly SurrenderReasonEntry[] {
  const own = typeof category === "string" && Object.prototype.hasOwnProperty.call(REASONS_OF_CATEGORY, category) ? (REASONS_OF_CATEGORY[category] ?? []) : [];
  return [...own, ...COMMON_REASONS];
}
