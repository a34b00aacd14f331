/**
 * The customer's service benefits (issue 12, spec §2 "Services and other": /serviceIndex, /myServiceIndex and
 * the three answer pages of an activation): which benefits can be used now, the history of the used or
 * activated ones, the benefit / gift code, and which answer page an activation leads to.
 *
 * Decisions where the spec is silent:
 * - A benefit is usable when it is active (state 1), has uses left and its last day (`validTo`, a calendar date in
 *   China) has not passed.
 * - A benefit or gift code is 8–20 letters or digits, judged as typed (case-insensitive letters; the gateway
 *   reads it in capitals): the printed codes of the insurer's gift cards are 10–16 characters.
 * - The answer of an activation decides the page: a refusal is `/errorquery` with the gateway's reason; an
 *   answered benefit with state 2 and the use's time is `/queriedquery` (already used: when, and by whom masked
 *   with {@link maskName}); an answered active benefit is `/successfulquery`; an answered benefit that is still
 *   to activate or expired is `/errorquery` with that reason.
 */
import { chinaDateParts, formatDateParts } from "../calendar/china-date";
import { maskName } from "../formats/mask-name";
import type { ServiceBenefit } from "../gateway/payloads";

/** Shortest benefit / gift code. */
export const BENEFIT_CODE_MIN = 8;
/** Longest benefit / gift code. */
export const BENEFIT_CODE_MAX = 20;

const BENEFIT_CODE = /^[A-Za-z0-9]{8,20}$/;

/**
 * Whether `input` is a benefit or gift code: 8–20 letters or digits. Total.
 * @example isBenefitCode("HX2026GIFT01") // true
 * @example isBenefitCode("HX-2026") // false
 */
export function isBenefitCode(input: string): boolean {
  return typeof input === "string" && BENEFIT_CODE.test(input);
}

/**
 * Whether the benefit can be used on the day `now` is in China: active, uses left, not past its last day.
 * Total: false for anything that is not a benefit, or a `now` that is not a valid Date.
 * @example isBenefitUsable({ state: "1", timesLeft: 2, validTo: "2099-12-31" }, new Date()) // true
 */
export function isBenefitUsable(benefit: Pick<ServiceBenefit, "state" | "timesLeft" | "validTo" | "validFrom">, now: Date = new Date()): boolean {
  const today = activeToday(benefit, now);
  return today !== null && typeof benefit.validTo === "string" && benefit.validTo.slice(0, 10) >= today && !startsAfter(benefit, today);
}

/**
 * Whether the benefit is active with uses left but its first day (`validFrom`, the day its policy's cover starts)
 * is still to come in China: it shows as starting then, not as usable (customer rehearsal 5). Total, like
 * {@link isBenefitUsable}.
 * @example benefitStartsLater({ state: "1", timesLeft: 6, validTo: "2027-12-06", validFrom: "2026-12-07" }, new Date("2026-11-30T04:00:00Z")) // true
 */
export function benefitStartsLater(benefit: Pick<ServiceBenefit, "state" | "timesLeft" | "validFrom">, now: Date = new Date()): boolean {
  const today = activeToday(benefit, now);
  return today !== null && startsAfter(benefit, today);
}

/** Today in China (YYYY-MM-DD) when `benefit` is active with uses left and `now` is a date, else null. */
function activeToday(benefit: Pick<ServiceBenefit, "state" | "timesLeft">, now: Date): string | null {
  if (typeof benefit !== "object" || benefit === null || typeof benefit.timesLeft !== "number") return null;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return null;
  return benefit.state === "1" && benefit.timesLeft > 0 ? formatDateParts(chinaDateParts(now)) : null;
}

function startsAfter(benefit: Pick<ServiceBenefit, "validFrom">, today: string): boolean {
  return typeof benefit.validFrom === "string" && benefit.validFrom.slice(0, 10) > today;
}

/** One line of the benefits history: a benefit used or activated, and when. */
export interface BenefitEvent {
  readonly benefit: ServiceBenefit;
  readonly event: "used" | "activated";
  /** "YYYY-MM-DD HH:mm:ss" (or the date alone) as the gateway gave it. */
  readonly at: string;
}

/**
 * The benefits used or activated, newest first: a benefit used after its activation gives two lines.
 * @example benefitHistory([{ …, activatedAt: "2026-01-02 10:00:00", usedAt: "2026-02-01 09:00:00" }]).map((e) => e.event) // ["used", "activated"]
 */
export function benefitHistory(benefits: readonly ServiceBenefit[]): BenefitEvent[] {
  const events: BenefitEvent[] = [];
  for (const benefit of benefits) {
    if (benefit.usedAt !== undefined && benefit.usedAt !== "") events.push({ benefit, event: "used", at: benefit.usedAt });
    if (benefit.activatedAt !== undefined && benefit.activatedAt !== "") events.push({ benefit, event: "activated", at: benefit.activatedAt });
  }
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** What an activation answered: the benefit (status 1), or the gateway's refusal with its reason. */
export type BenefitActivationAnswer = { readonly ok: true; readonly benefit: ServiceBenefit } | { readonly ok: false; readonly reason: string };

/** Why an activation failed: the gateway's refusal, or the answered benefit's state. */
export type ActivationFailure = { readonly kind: "refused"; readonly reason: string } | { readonly kind: "expired" } | { readonly kind: "notActivated" };

/** The answer page of an activation and what it shows. */
export type BenefitActivationOutcome =
  | { readonly page: "/successfulquery"; readonly benefit: ServiceBenefit }
  | { readonly page: "/queriedquery"; readonly benefit: ServiceBenefit; readonly usedAt: string; readonly usedBy: string }
  | { readonly page: "/errorquery"; readonly failure: ActivationFailure };

/**
 * Which of the three answer pages an activation leads to (see the module's decisions); `usedBy` comes masked.
 * @example benefitActivationOutcome({ ok: false, reason: "激活码不存在" }) // { page: "/errorquery", failure: { kind: "refused", reason: "激活码不存在" } }
 * @example benefitActivationOutcome({ ok: true, benefit: { …, state: "2", usedAt: "2026-03-01 10:00:00", usedBy: "王小明" } }).usedBy // "王*明"
 */
export function benefitActivationOutcome(answer: BenefitActivationAnswer): BenefitActivationOutcome {
  if (!answer.ok) return { page: "/errorquery", failure: { kind: "refused", reason: answer.reason } };
  const { benefit } = answer;
  switch (benefit.state) {
    case "1":
      return { page: "/successfulquery", benefit };
    case "2":
      return { page: "/queriedquery", benefit, usedAt: benefit.usedAt ?? "", usedBy: benefit.usedBy === undefined || benefit.usedBy === "" ? "" : maskName(benefit.usedBy) };
    case "3":
      return { page: "/errorquery", failure: { kind: "expired" } };
    case "0":
      return { page: "/errorquery", failure: { kind: "notActivated" } };
  }
}
