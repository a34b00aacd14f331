/**
 * The vehicle lookup of /insureRight (`renewalList`, an encrypted call): its own module, so only the lookup step
 * names the call and brings the cipher envelope; the later steps read `car-queries.ts`.
 */
import { gatewayQuery } from "../../../gateway/query";
import type { VehicleLookup } from "./car-queries";

/**
 * The renewals of a vehicle and its owner (the policies due for renewal). A lookup answer is fresh for 1 minute.
 * @example await client.fetchQuery(renewalListQuery({ licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNumber: "…" }))
 */
export function renewalListQuery(lookup: VehicleLookup) {
  const { licenseNo, insuredName, identifyType, identifyNumber } = lookup;
  return gatewayQuery("renewalList", { licenseNo, insuredName, identifyType, identifyNumber }, { staleTime: 60_000 });
}
