/**
 * Rules of the customer's own policies (spec §2 "Policies", issue 10): the state badge a policy shows in the
 * lists and its detail, the renewal reminder, and the cover period's length.
 *
 * Decisions where the spec is silent:
 * - The badge follows the gateway's `policyState` (1 in force, 2 expired, 3 surrendered, 4 not yet in force)
 *   and the policy's end date seen from today in China: an in-force policy whose last day is at most
 *   {@link EXPIRING_WITHIN_DAYS} days away reads "expiring"; one whose last day has passed reads "expired" even
 *   before the gateway says so. An end date that cannot be read leaves the gateway's state as it is. A short cover
 *   (a trip, a show: its whole period at most {@link EXPIRING_WITHIN_DAYS} days) is never "expiring": it would read so
 *   from its first day (customer rehearsal 2026-11-28), and nobody renews a trip.
 * - A renewal is due (the banner of /insurancePolicy) when its policy's last day is today or within the next
 *   {@link EXPIRING_WITHIN_DAYS} days; a policy that has ended is past renewal (it is bought again instead).
 * - The cover period counts both ends: 2026-01-01 to 2026-12-31 is 365 days, the span `dateSpanLabel` names.
 */
import { chinaDateParts, formatDateParts } from "../calendar/china-date";
import { isClaimClosed } from "../status/status-words";
import { daysFromTo } from "./day-count";

/** Days before its last day from which an in-force policy counts as expiring and its renewal as due. */
export const EXPIRING_WITHIN_DAYS = 30;

/** What a policy's badge says. */
export type PolicyBadge = "inForce" | "expiring" | "expired" | "surrendered" | "notYet";

/** Every badge, in the order a list explains them. */
export const POLICY_BADGES: readonly PolicyBadge[] = ["inForce", "expiring", "expired", "notYet", "surrendered"];

/** The fields of a policy the badge reads. */
export interface PolicyStateFields {
  /** 1 in force, 2 expired, 3 surrendered, 4 not yet in force. */
  readonly policyState: string;
  /** Last day of cover, `YYYY-MM-DD`. */
  readonly endDate: string;
  /** First day of cover, `YYYY-MM-DD`, when known (a short cover is never "expiring"). */
  readonly startDate?: string | undefined;
}

/** Today in China as `YYYY-MM-DD`. */
function chinaToday(now: Date): string {
  return formatDateParts(chinaDateParts(now));
}

/**
 * Days from today (China) to a policy's last day: 0 on the last day, negative once it has passed; null when
 * the date cannot be read.
 * @example daysToEnd("2026-12-01", new Date("2026-11-23T04:00:00Z")) // 8
 */
export function daysToEnd(endDate: string, now: Date = new Date()): number | null {
  return daysFromTo(chinaToday(now), endDate);
}

/**
 * The badge of a policy at an instant.
 * @example policyBadgeAt({ policyState: "1", endDate: "2026-12-01" }, new Date("2026-11-23T04:00:00Z")) // "expiring"
 * @example policyBadgeAt({ policyState: "1", endDate: "2027-06-30" }, new Date("2026-11-23T04:00:00Z")) // "inForce"
 * @example policyBadgeAt({ policyState: "1", endDate: "2026-11-20" }, new Date("2026-11-23T04:00:00Z")) // "expired"
 */
export function policyBadgeAt(policy: PolicyStateFields, now: Date = new Date()): PolicyBadge {
  switch (policy.policyState) {
    case "2":
      return "expired";
    case "3":
      return "surrendered";
    case "4":
      return "notYet";
    default: {
      const left = daysToEnd(policy.endDate, now);
      if (left === null) return "inForce";
      if (left < 0) return "expired";
      const days = typeof policy.startDate === "string" ? coverDays(policy.startDate, policy.endDate) : null;
      if (days !== null && days <= EXPIRING_WITHIN_DAYS) return "inForce";
      return left <= EXPIRING_WITHIN_DAYS ? "expiring" : "inForce";
    }
  }
}

/**
 * Whether a renewal offer is due at an instant: the policy's last day is today or within
 * {@link EXPIRING_WITHIN_DAYS} days.
 * @example renewalDueAt({ endDate: "2026-12-10" }, new Date("2026-11-23T04:00:00Z")) // true
 * @example renewalDueAt({ endDate: "2027-07-02" }, new Date("2026-11-23T04:00:00Z")) // false
 */
export function renewalDueAt(renewal: { readonly endDate: string }, now: Date = new Date()): boolean {
  const left = daysToEnd(renewal.endDate, now);
  return left !== null && left >= 0 && left <= EXPIRING_WITHIN_DAYS;
}

/**
 * The length of a cover period in days, both ends counted; null when a date cannot be read or the end comes
 * before the start.
 * @example coverDays("2026-01-01", "2026-12-31") // 365
 * @example coverDays("2026-11-22", "2026-11-24") // 3
 */
export function coverDays(startDate: string, endDate: string): number | null {
  const between = daysFromTo(startDate, endDate);
  return between === null || between < 0 ? null : between + 1;
}

/** What a policy's services offer the customer: renew it, request its invoice, surrender it, report a claim on it. */
export interface PolicyOffers {
  readonly renew: boolean;
  readonly invoice: boolean;
  readonly surrender: boolean;
  readonly claim: boolean;
}

/** Badges of a policy whose cover runs or has yet to start (it has not ended). */
const NOT_ENDED: ReadonlySet<string> = new Set<PolicyBadge>(["inForce", "expiring", "notYet"]);
/** Badges of a policy that can be renewed: its cover runs and ends soon. */
const RENEWABLE: ReadonlySet<string> = new Set<PolicyBadge>(["expiring"]);
/** Badges of a policy a claim can be reported on: its cover runs, or ran (an accident of its period is reported after it ends). */
const CLAIMABLE: ReadonlySet<string> = new Set<PolicyBadge>(["inForce", "expiring", "expired"]);

/**
 * What a policy with a badge and claims in the given states is offered for (issue 18, one world; G10: the actions
 * follow the policy's state on every screen):
 * - renewal only while it is expiring (its last {@link EXPIRING_WITHIN_DAYS} days): earlier, "renew" bought a second,
 *   overlapping cover (customer rehearsal 2026-11-28); an ended policy is bought again from the product;
 * - a claim report while its cover runs and after it has ended (an accident of the cover period is often reported
 *   later), never on a surrendered policy or one whose cover has not started;
 * - an invoice request and a surrender only while its cover has not ended: a surrendered or expired policy is
 *   offered nowhere for either;
 * - a surrender only while none of its claims is open: a claim counts as open until it is closed (state 5); a state
 *   the mall does not know counts as open (the hotline can still help).
 * Total: an unknown badge is offered nothing; `claimStates` unknown (not loaded yet) is `null`, and then no
 * surrender is offered until they are known.
 * @example policyOffers("inForce", []) // { renew: false, invoice: true, surrender: true, claim: true }
 * @example policyOffers("expiring", []).renew // true
 * @example policyOffers("inForce", ["1"]).surrender // false (an open claim)
 * @example policyOffers("surrendered", []) // { renew: false, invoice: false, surrender: false, claim: false }
 */
export function policyOffers(badge: PolicyBadge, claimStates: readonly string[] | null): PolicyOffers {
  const notEnded = NOT_ENDED.has(badge);
  const renewable = RENEWABLE.has(badge);
  const openClaim = claimStates === null || claimStates.some((state) => typeof state !== "string" || !isClaimClosed(state));
  return { renew: renewable, invoice: notEnded, surrender: notEnded && !openClaim, claim: claimOffered(badge) };
}

/**
 * Whether a claim can be reported on a policy with this badge: in force, expiring or expired (an accident of the cover
 * period), never surrendered or not yet started, as {@link policyOffers} says; the claim form's policy picker offers no
 * other (G10).
 * @example claimOffered("expired") // true
 * @example claimOffered("surrendered") // false
 */
export function claimOffered(badge: PolicyBadge): boolean {
  return CLAIMABLE.has(badge);
}
