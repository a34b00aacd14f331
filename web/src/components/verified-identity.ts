/**
 * The account's verified identity (`lookIdentify`): one query for every screen that starts from it, so it is asked
 * once per account and shared (the personal data pages show it; the wallet's and a received card's insured, the
 * claims binding and the car lookup's owner are filled from it, F16). A refusal means "not verified yet": a form
 * then simply asks, a page explains.
 */
import { gatewayQuery } from "../gateway/query";

/**
 * The query of the account's verified identity.
 * @example useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" }).data?.identifyNumber
 */
export function verifiedIdentityQuery(mallId: string) {
  return gatewayQuery("lookIdentify", { mallId }, { meta: { explainsRefusal: true } });
}
