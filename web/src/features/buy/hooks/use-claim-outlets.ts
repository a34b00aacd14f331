/**
 * The claim outlets an applicant chooses from (spec §3 "Applicant": `comCode`, the claim outlet), where the
 * product's rules ask for one (domain's `productFormRules(…).claimOutlet`).
 *
 * Decision: the outlets are `proposalUserInfo`'s (spec §7 "Proposals"): its answer carries the claim outlets
 * (`outlets`: comCode and comName) beside the applicant's pre-fill, in the same cache entry as the pre-fill
 * (`applicantQuery`), so the form makes no second call. The service outlets of /dotquery (`valueAdd` with
 * `serviceType: "outlet"`) are repair and service points without a comCode, not claim outlets.
 */
import { useQuery } from "@tanstack/react-query";
import { applicantQuery } from "../api/application-queries";

/** One claim outlet: its code (the proposal's `comCode`) and its name. */
export interface ClaimOutlet {
  readonly comCode: string;
  readonly comName: string;
}

const NONE: readonly ClaimOutlet[] = [];

/**
 * The claim outlets, once known (none while loading, or when the form does not ask for one).
 * @example const outlets = useClaimOutlets(mallId, config.applicant.some((entry) => entry.key === "comCode"))
 */
export function useClaimOutlets(mallId: string, asked: boolean): readonly ClaimOutlet[] {
  const query = useQuery({ ...applicantQuery(mallId), enabled: asked });
  return asked ? (query.data?.outlets ?? NONE) : NONE;
}
