/**
 * What the claim pages read from their address, read once (issue 19, one `params(url)` per route): the route's
 * prefetch and the screen both use these, so they agree on the claim or policy the page is about.
 */
import { addressParams } from "../../components/address-params";
import type { ClaimLine } from "./api/claim-queries";

/** The line a `?kind=` names (motor by default). */
function lineOf(kind: string | null): ClaimLine {
  return kind === "noCar" ? "noCar" : "car";
}

/** /claimClaims: `?claimNo=` ("" when none) and the claim's line (`&kind=noCar` for a non-motor claim). */
export const claimPage = addressParams((query) => ({ claimNo: query.get("claimNo") ?? "", line: lineOf(query.get("kind")) }));

/** The settlement pages: `?claimNo=` and `?policyNo=` ("" when none). */
export const settlementPage = addressParams((query) => ({ claimNo: query.get("claimNo") ?? "", policyNo: query.get("policyNo") ?? "" }));
