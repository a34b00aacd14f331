/**
 * The flight-delay benefit lookup (/servicesQuery, issue 10): which identity documents a traveller may give, and
 * which of the account's benefits answer it.
 *
 * Decisions where the spec is silent:
 * - A traveller identifies with the document the ticket was booked on: identity card, passport, Hong Kong/Macao
 *   permit, Taiwan permit (spec §3 codes 01, 06, 07, 04).
 * - The answer is the flight-delay benefits of `showEquity` (kind `flightDelay`); other benefits are not this
 *   screen's.
 */

/** The identity types of the flight-delay lookup, identity card first. */
export const FLIGHT_LOOKUP_IDENTITY_TYPES: readonly string[] = ["01", "06", "07", "04"];

/**
 * The flight-delay benefits among an account's benefits, in the order given.
 * @example flightDelayBenefits([{ kind: "rescue" }, { kind: "flightDelay" }]) // [{ kind: "flightDelay" }]
 */
export function flightDelayBenefits<B extends { readonly kind: string }>(benefits: readonly B[]): B[] {
  return benefits.filter((benefit) => benefit.kind === "flightDelay");
}
