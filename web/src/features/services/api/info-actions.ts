/**
 * Calls of the information and service screens that no route prefetches (so they stay out of the entry):
 * customer service's link, sending a complaint and uploading its photos.
 *
 * Decision where the spec is silent: the customer service link is fresh for 5 minutes, keyed with the mall
 * id when logged in (the partner's session token is the account's).
 */
import { gatewayMutation, gatewayQuery } from "../../../gateway/query";
import { INFO_STALE_TIME_MS } from "./info-queries";

const NO_PAYLOAD = {};

/**
 * The online customer service link and hotline (`joinCusSer`).
 * @example useQuery(customerServiceQuery(mallId))
 */
export function customerServiceQuery(mallId: string) {
  return gatewayQuery("joinCusSer", mallId === "" ? NO_PAYLOAD : { mallId }, { staleTime: INFO_STALE_TIME_MS });
}

/**
 * Sending a complaint or suggestion.
 * @example useMutation(sendAdviceMutation())
 */
export function sendAdviceMutation() {
  return gatewayMutation("sendAdvice");
}

/**
 * Uploading a photo of a complaint (form post).
 * @example useMutation(uploadPhotoMutation())
 */
export function uploadPhotoMutation() {
  return gatewayMutation("uploadBpmImage");
}
