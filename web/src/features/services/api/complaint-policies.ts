/**
 * The logged-in customer's policies (`corePolicyList`), offered by /complaint as what a message may be about. A module
 * of its own, used by /complaint alone: `corePolicyList` is an encrypted call, and a route whose code names one also
 * fetches the cipher (`npm run size`); in the shared `info-queries.ts` it counted for every information route
 * (/dotquery went over its 40 kB budget).
 */
import { gatewayQuery } from "../../../gateway/query";
import { INFO_STALE_TIME_MS } from "./info-queries";

/**
 * @example useQuery({ ...ownPoliciesQuery(mallId), enabled: mallId !== "" })
 */
export function ownPoliciesQuery(mallId: string) {
  return gatewayQuery("corePolicyList", { mallId }, { staleTime: INFO_STALE_TIME_MS });
}
