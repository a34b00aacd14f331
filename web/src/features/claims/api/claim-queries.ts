/**
 * Server state of claims (issue 10): whether the customer's identity is bound for claims, binding it, the
 * claims of the bound customer (motor `queryClaimList`, non-motor `queryNoCarClaimList`), one claim with its
 * progress, and a claim report (`uploadBpmImage`, `saveBpm`) and the partner insurer's hand-over
 * (`linkageUnified`).
 *
 * Decisions where the spec is silent:
 * - One binding serves both lines: the binding screen writes it with `bindUserInfo`, and the state is read with
 *   `isBindUserInfo` (the motor call; the non-motor one answers the same binding).
 * - Every query is keyed with the mall id; a binding invalidates the binding state and the claim lists.
 * - A claim's detail explains its own refusal (an unknown claim number is the page's "not found" state).
 */
import type { NoCarClaimLookupRequest } from "@micromall/domain";
import { claimPage } from "../params";
import type { QueryClient } from "@tanstack/react-query";
import { gatewayMutation, gatewayQuery, startQuery, type GatewayMeta } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { verifiedIdentityQuery as sharedIdentityQuery } from "../../../components/verified-identity";

/** How long claim data counts as fresh. */
export const CLAIMS_STALE_TIME_MS = 30_000;

/** The two lines of claims. */
export type ClaimLine = "car" | "noCar";

/**
 * Whether (and as whom) the account is bound for claims.
 * @example useQuery(bindStateQuery(mallId)).data?.bound
 */
export function bindStateQuery(mallId: string) {
  return gatewayQuery("isBindUserInfo", { mallId }, { staleTime: CLAIMS_STALE_TIME_MS });
}

/**
 * The account's verified identity (issue 20 item 6: the binding starts from it); a refusal means "not verified",
 * and the binding form then starts empty.
 * @example useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" }).data?.identifyNumber
 */
export function verifiedIdentityQuery(mallId: string) {
  return { ...sharedIdentityQuery(mallId), staleTime: CLAIMS_STALE_TIME_MS };
}

/**
 * Whether the account is bound for non-motor claims (issue 21: the non-motor claims ask it first; bound → the list
 * at once, else the claim query's form).
 * @example useQuery(noCarBindStateQuery(mallId)).data?.bound
 */
export function noCarBindStateQuery(mallId: string) {
  return gatewayQuery("isNoCarBindUserInfo", { mallId }, { staleTime: CLAIMS_STALE_TIME_MS });
}

/**
 * The non-motor claims of the claim query's criteria (issue 21, spec §3 "Claim query"; domain's
 * `noCarClaimQueryPayload`): the person named, for the account when logged in.
 * @example useQuery(noCarClaimLookupQuery(noCarClaimQueryPayload(values, mallId)))
 */
export function noCarClaimLookupQuery(payload: NoCarClaimLookupRequest) {
  return gatewayQuery("queryNoCarClaimList", payload, { staleTime: CLAIMS_STALE_TIME_MS });
}

/**
 * Binding the account's identity for claims (`meta`: e.g. `{ explainsRefusal: true }` where the screen handles a
 * refusal itself, as the automatic binding of a verified customer does).
 * @example useMutation(bindMutation())
 */
export function bindMutation(meta?: GatewayMeta) {
  return gatewayMutation("bindUserInfo", meta);
}

/**
 * The bound customer's claims of one line.
 * @example useQuery(claimListQuery("car", mallId))
 */
export function claimListQuery(line: ClaimLine, mallId: string) {
  return line === "car"
    ? gatewayQuery("queryClaimList", { mallId }, { staleTime: CLAIMS_STALE_TIME_MS })
    : gatewayQuery("queryNoCarClaimList", { mallId }, { staleTime: CLAIMS_STALE_TIME_MS });
}

/**
 * One claim with its progress, asked for the session's account (`mallId`, when logged in): the gateway answers
 * only the account's own claim (issue 23; another customer's is refused as not in the account).
 * @example useQuery(claimDetailQuery("C…", "car", mallId))
 */
export function claimDetailQuery(claimNo: string, line: ClaimLine, mallId = "") {
  const payload = mallId === "" ? { claimNo } : { claimNo, mallId };
  return line === "car"
    ? gatewayQuery("queryClaimDetail", payload, { staleTime: CLAIMS_STALE_TIME_MS, meta: { explainsRefusal: true } })
    : gatewayQuery("queryNoCarClaimDetial", payload, { staleTime: CLAIMS_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * Checking the non-motor claim query's SMS code (issue 21; a refusal is a wrong code, shown under the field by the
 * shared SMS code hook, which takes it as its `check`).
 * @example useSmsCode("login", { check: checkNoCarCodeMutation })
 */
export const checkNoCarCodeMutation = gatewayMutation("checkNocarVCode", { explainsRefusal: true });

/** Mutation options of a claim report and the partner hand-over. */
export const CLAIM_MUTATIONS = {
  uploadImage: () => gatewayMutation("uploadBpmImage", { explainsRefusal: true }),
  saveReport: () => gatewayMutation("saveBpm"),
  handover: () => gatewayMutation("linkageUnified", { explainsRefusal: true }),
} as const;

/**
 * The binding and claim-list routes' prefetch: the binding state (the lists wait for it: an unbound account has
 * none to ask for).
 * @example { path: "/messageInfo", prefetch: prefetchBindState }
 */
export function prefetchBindState(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, bindStateQuery(mallId));
}

/**
 * The /claimClaims route's prefetch: the claim of `?claimNo=` (`&kind=noCar` for a non-motor claim).
 * @example { path: "/claimClaims", prefetch: prefetchClaimDetail }
 */
export function prefetchClaimDetail(client: QueryClient, location: URL): boolean {
  const { claimNo, line } = claimPage(location.search);
  return claimNo === "" ? false : startQuery(client, claimDetailQuery(claimNo, line, useAppStore.getState().mallId));
}

/**
 * The account's policies a claim can be reported on (all lines; the screen leaves out those not in force yet).
 * @example useQuery(reportablePoliciesQuery(mallId))
 */
export function reportablePoliciesQuery(mallId: string) {
  return gatewayQuery("corePolicyList", { mallId }, { staleTime: CLAIMS_STALE_TIME_MS });
}

/**
 * The /claimApplication route's prefetch: the account's policies.
 * @example { path: "/claimApplication", prefetch: prefetchReportablePolicies }
 */
export function prefetchReportablePolicies(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, reportablePoliciesQuery(mallId));
}
