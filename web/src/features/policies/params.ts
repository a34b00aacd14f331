/**
 * What the policy pages read from their address, read once (issue 19, one `params(url)` per route): the route's
 * prefetch and the screen both use these, so they agree on the policy or claim the page is about.
 */
import { addressParams } from "../../components/address-params";

/** /policyDetails, /insure-message, the line detail pages: `?policyNo=` ("" when none). */
export const policyPage = addressParams((query) => ({ policyNo: query.get("policyNo") ?? "" }));

/** The SCRM pages: `?policyNo=` and `?claimNo=` ("" when none). */
export const scrmPage = addressParams((query) => ({ policyNo: query.get("policyNo") ?? "", claimNo: query.get("claimNo") ?? "" }));
