/**
 * Server state of the application form (/inputInfo): the product and its plans, the premium of the chosen
 * plan / duration / count, the logged-in applicant's pre-fill, and the calls of a submit (the prptBlack check of
 * identity numbers, starting and saving the proposal) and of OCR. The frequent contacts are `contact-queries.ts`
 * (loaded with the picker only).
 *
 * Decisions where the spec is silent:
 * - The product and its plans are buy's one `productPlansQuery` (plan-queries.ts: the product page, its notes
 *   and the form share one cache entry); a premium is fresh for 1 minute per payload: the cache key
 *   is the payload, so an older answer arriving late only fills its own entry and the screen, which reads the
 *   entry of the latest payload, never shows it (issue 9 "a late answer of an older request never overwrites a
 *   newer one").
 * - The premium, the pre-fill and the blacklist check explain their refusals on the screen (no toast).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { PremiumRequest } from "@micromall/domain";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { productPage } from "../params";
import { PRODUCT_STALE_TIME_MS, productPlansQuery } from "./plan-queries";
/** How long a premium counts as fresh. */
export const PREMIUM_STALE_TIME_MS = 60_000;

/**
 * The premium of a plan for a duration and an insured count.
 * @example useQuery(premiumQuery({ productCode: "EAJ", planCode: "EAJ01", insuredCount: 2, duration: 1 }))
 */
export function premiumQuery(request: PremiumRequest) {
  return gatewayQuery("getPremiumFromRation", request, { staleTime: PREMIUM_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The applicant's pre-fill of a logged-in customer.
 * @example useQuery({ ...applicantQuery(mallId), enabled: mallId !== "" })
 */
export function applicantQuery(mallId: string) {
  return gatewayQuery("proposalUserInfo", { mallId }, { staleTime: PRODUCT_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The channel / shop source the customer came from (spec §2 data source), checked by the gateway.
 * @example useQuery({ ...sourceQuery("h5project"), enabled: true }).data?.channelName // "H5合作项目"
 */
export function sourceQuery(sourceCode: string) {
  return gatewayQuery("sourceCodeCheck", { sourceCode }, { staleTime: PRODUCT_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/** Mutation options of the application form's calls. */
export const APPLICATION_MUTATIONS = {
  /** The prptBlack check of an identity number: a refusal is the screen's field message. */
  checkNumber: () => gatewayMutation("checkIdentifyNumber", { explainsRefusal: true }),
  startProposal: () => gatewayMutation("toNewProposa"),
  saveProposal: () => gatewayMutation("saveProposal"),
  /** Keeps a saved, unpaid proposal's order as the gateway's interim order (issue 21 "unfinished orders"). */
  keepOrder: () => gatewayMutation("interimOrder"),
  ocrFront: () => gatewayMutation("ocrIdCardFront", { explainsRefusal: true }),
  /** The ID card's back: validity period and issuing authority (issue 21). */
  ocrBack: () => gatewayMutation("ocrIdCardBack", { explainsRefusal: true }),
} as const;

/**
 * The /inputInfo route's prefetch: the product of `?productCode=` and, logged in, the applicant's pre-fill.
 * @example { path: "/inputInfo", prefetch: prefetchApplication }
 */
export function prefetchApplication(client: QueryClient, location: URL): boolean {
  const { productCode } = productPage(location.search);
  if (productCode === "") return false;
  const mallId = useAppStore.getState().mallId;
  if (mallId !== "") startQuery(client, applicantQuery(mallId));
  return startQuery(client, productPlansQuery(productCode));
}
