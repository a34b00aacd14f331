/**
 * What the surrender pages read from their address, read once (issue 19, one `params(url)` per route): the route's
 * prefetch and the screen agree on the policy (a number the rules refuse is no number for either, so the prefetch
 * never asks for what the screen will not show).
 */
import { isPolicyNumber } from "@micromall/domain";
import { addressParams } from "../../components/address-params";

/** /application: `?policyNo=`, a valid policy number or "". */
export const surrenderPage = addressParams((query) => {
  const policyNo = query.get("policyNo") ?? "";
  return { policyNo: isPolicyNumber(policyNo) ? policyNo : "" };
});
