/**
 * Server state of car cover (/insureRight): the renewal offer of its current policy (`renewalPageInfo`) and that policy's covers (`selectRiskByPolicy`).
 * The premium and the proposal are the application form's (`premiumQuery`, `APPLICATION_MUTATIONS.saveProposal`
 * of application-queries.ts), the product is buy's one `productPlansQuery`, and the lookup (`renewalList`,
 * encrypted) is `car-lookup-query.ts`, so that only the lookup step brings the cipher.
 *
 * Decisions where the spec is silent:
 * - The lookup goes by the vehicle and its owner (plate, name, identity type and number) without the mall id: it
 *   finds the vehicle whoever's account it is in, as the counter of an insurer does.
 * - A lookup answer is fresh for 1 minute, an offer for 5: the customer may go back and forth between the steps
 *   without a new call each time.
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, startQuery } from "../../../gateway/query";
import { carPage } from "../params";
import { PRODUCT_STALE_TIME_MS, productPlansQuery } from "./plan-queries";

/** What the vehicle lookup sends (spec §3 "Vehicle lookup"). */
export interface VehicleLookup {
  readonly licenseNo: string;
  readonly insuredName: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
}

/**
 * The renewal offer of a current policy: the renewal, the policy (vehicle, end date) and the plans.
 * @example useQuery(renewalOfferQuery("PDAA…"))
 */
export function renewalOfferQuery(policyNo: string) {
  return gatewayQuery("renewalPageInfo", { policyNo }, { staleTime: PRODUCT_STALE_TIME_MS });
}

/**
 * The covers of a current policy, with their sums.
 * @example useQuery(policyCoversQuery("PDAA…"))
 */
export function policyCoversQuery(policyNo: string) {
  return gatewayQuery("selectRiskByPolicy", { policyNo }, { staleTime: PRODUCT_STALE_TIME_MS });
}

/**
 * The /insureRight route's prefetch: the car product (its name and plans); the product of `?productCode=`, the
 * car product without one.
 * @example { path: "/insureRight", prefetch: prefetchInsureRight }
 */
export function prefetchInsureRight(client: QueryClient, location: URL): boolean {
  return startQuery(client, productPlansQuery(carPage(location.search).productCode));
}
