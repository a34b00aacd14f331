/**
 * Whether a claim's amount is an amount yet (issue 20, finding F5: a new report listed "金额 ¥0.00", which reads as
 * "nothing will be paid").
 *
 * Decision where the spec is silent: the gateway's `sumClaim` is the estimated loss, which the survey sets (state
 * 2 已查勘: the surveyor's estimate) and the assessment and approval refine (3 已定损, 4 已核赔, 5 已结案). A claim
 * only reported (state 1 已报案) has no estimate yet: the figure the gateway sends (0) is no amount, and the screens
 * say "not yet assessed" (待定) instead. An unknown state code has no amount to show either.
 */

/** The claim state codes whose `sumClaim` is an assessed amount (see the module's doc). */
const ASSESSED_STATES: ReadonlySet<string> = new Set(["2", "3", "4", "5"]);

/**
 * Whether the claim in state `claimState` has an assessed amount to show.
 * @example isClaimAmountAssessed("1") // false: reported, shown as 待定
 * @example isClaimAmountAssessed("2") // true: surveyed, the estimate shows
 */
export function isClaimAmountAssessed(claimState: string): boolean {
  return ASSESSED_STATES.has(claimState);
}
