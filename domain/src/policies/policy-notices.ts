/**
 * The notices of one policy (/insure-message): its renewal falling due, its endorsements, and its claims'
 * progress, newest first — built from the same answers the policy's detail reads (`renewalList`,
 * `coreEndorseDetail`, `coreClaimList`).
 *
 * Decisions where the spec is silent:
 * - A renewal notice exists while the renewal is due (`renewalDueAt`), dated the day the 30-day window
 *   opened (30 days before the policy's last day).
 * - An endorsement notice is dated its endorsement date; a claim notice its report's date, and says the
 *   claim's current state as its code (the screen says the mall's word for it, `statusLabel("claim")`, never the
 *   gateway's Chinese `claimStateName`).
 * - Newest first by date (`YYYY-MM-DD`, a time after it is ignored); equal dates keep claims, then
 *   endorsements, then the renewal, each in the order given. Notices of other policies are left out.
 */
import { dayNumber, dayText } from "./day-count";
import { EXPIRING_WITHIN_DAYS, renewalDueAt } from "./policy-state";

/** One notice of a policy. */
export type PolicyNotice =
  | { readonly kind: "renewal"; readonly date: string; readonly endDate: string; readonly renewalPremium: number }
  | { readonly kind: "endorsement"; readonly date: string; readonly endorseNo: string; readonly content: string }
  | { readonly kind: "claim"; readonly date: string; readonly claimNo: string; readonly claimKind: string; readonly claimState: string };

/** What the notices are built from (the fields of the answers they read). */
export interface PolicyNoticeSources {
  readonly renewals: readonly { readonly policyNo: string; readonly endDate: string; readonly renewalPremium: number }[];
  readonly endorsements: readonly { readonly policyNo: string; readonly endorseNo: string; readonly endorseDate: string; readonly content: string }[];
  readonly claims: readonly { readonly policyNo: string; readonly claimNo: string; readonly kind: string; readonly reportDate: string; readonly claimState: string }[];
}

/**
 * The notices of `policyNo`, newest first.
 * @example policyNotices("P1", { renewals: [], endorsements: [{ policyNo: "P1", endorseNo: "E1", endorseDate: "2026-11-01", content: "变更电话" }], claims: [] })[0]?.kind // "endorsement"
 */
export function policyNotices(policyNo: string, sources: PolicyNoticeSources, now: Date = new Date()): PolicyNotice[] {
  const notices: PolicyNotice[] = [];
  for (const claim of sources.claims) {
    if (claim.policyNo === policyNo) notices.push({ kind: "claim", date: claim.reportDate.slice(0, 10), claimNo: claim.claimNo, claimKind: claim.kind, claimState: claim.claimState });
  }
  for (const item of sources.endorsements) {
    if (item.policyNo === policyNo) notices.push({ kind: "endorsement", date: item.endorseDate.slice(0, 10), endorseNo: item.endorseNo, content: item.content });
  }
  for (const renewal of sources.renewals) {
    if (renewal.policyNo === policyNo && renewalDueAt(renewal, now)) {
      const end = dayNumber(renewal.endDate);
      const opened = end === null ? "" : dayText(end - EXPIRING_WITHIN_DAYS);
      notices.push({ kind: "renewal", date: opened, endDate: renewal.endDate, renewalPremium: renewal.renewalPremium });
    }
  }
  // A stable sort: equal dates keep the order above.
  return notices.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
