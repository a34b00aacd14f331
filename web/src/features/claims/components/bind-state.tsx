/**
 * What the claims pages share around the customer's claim binding: the binding itself (`bindState` of the mall
 * user, loaded once the user is known), the binding of an identity-verified customer sent without asking
 * (`useClaimBinding`), and the states of a page part that shows a query's answer, with the claims' texts.
 */
import { useEffect, useRef } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { claimBindFromIdentity } from "@micromall/domain";
import { QueryContent, type QueryContentProps, type QueryContentQuery } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { bindMutation, bindStateQuery, verifiedIdentityQuery } from "../api/claim-queries";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";

/**
 * The customer's claim binding (the query: `data.bound`, the bound person).
 * @example const state = useBindState(); if (state.data?.bound === true) …
 */
export function useBindState() {
  const mallId = useAppStore((state) => state.mallId);
  return useQuery({ ...bindStateQuery(mallId), enabled: mallId !== "" });
}

/** What {@link useClaimBinding} answers: the binding state as a query, and whether this page bound automatically. */
export interface ClaimBindingQuery extends QueryContentQuery<NonNullable<ReturnType<typeof useBindState>["data"]>> {
  /** The binding was just sent from the verified identity (the page says so). */
  readonly autoBound: boolean;
}

/**
 * The customer's claim binding before the claims (issue 20 item 6): the binding state, and for an account that is
 * not bound but identity-verified (`lookIdentify`) the binding sent from the verified identity without asking
 * (domain's `claimBindFromIdentity`: name, type and number, the birthday and sex the number gives, the account's
 * mobile). The answer stays pending while the verified identity is read and the binding is on its way, so the
 * page never flashes the "bind first" step; a customer who is not verified, or whose identity does not give every
 * field (a passport: no birthday), or whose automatic binding was refused, gets `bound: false` (the form, filled
 * with what is known). `autoBound` says the binding was just made here, so the page can tell the customer.
 * @example const binding = useClaimBinding(); <ClaimsContent query={binding}>{(data) => data.bound ? … : …}</ClaimsContent>
 */
export function useClaimBinding(): ClaimBindingQuery {
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const state = useBindState();
  const unbound = state.data?.bound === false;
  const verified = useQuery({ ...verifiedIdentityQuery(mallId), enabled: unbound });
  const request = unbound && verified.data !== undefined ? claimBindFromIdentity(verified.data, mobile) : null;
  const bind = useMutation(bindMutation({ explainsRefusal: true }));
  const { mutate } = bind;
  const sent = useRef(false);
  useEffect(() => {
    if (request === null || sent.current) return;
    sent.current = true;
    mutate({ ...request, mallId });
  }, [request, mallId, mutate]);

  // the verified identity is being read, or its binding is on its way (or the state is reloading after it)
  const waiting = unbound && (verified.isPending || (request !== null && !bind.isError));
  return { data: waiting ? undefined : state.data, isPending: state.isPending || waiting, error: state.error, refetch: state.refetch, autoBound: bind.isSuccess };
}

/** Props of {@link ClaimsContent}: those of `QueryContent`, whose failure and retry texts are the claims' own. */
export type ClaimsContentProps<T> = Omit<QueryContentProps<T>, "failed" | "retry">;

/**
 * `QueryContent` with the claims' texts: a spinner (named `loading`, default the claims' 加载中...), the claims'
 * failure with its retry, the not-found and empty states the page names, else the content.
 * @example <ClaimsContent query={detail} notFound={t("detail.notFound")} notFoundAction={toList}>{(claim) => <ClaimDetailView claim={claim} />}</ClaimsContent>
 */
export function ClaimsContent<T>(props: ClaimsContentProps<T>) {
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  return <QueryContent loading={tc("claims.loading")} failed={tc("claims.loadFailed")} retry={tc("claims.retry")} {...props} />;
}

/**
 * The link state of a claim page that sends the customer to /Bind and wants them back on its own history entry
 * once bound (not a second entry of the same page).
 * @example <Link to="/Bind?redirect=%2FclaimList" state={BIND_FROM_PAGE}>去绑定</Link>
 */
export const BIND_FROM_PAGE = { bindFromPage: true } as const;

/**
 * Whether a location's state is {@link BIND_FROM_PAGE} (total: anything else is not).
 * @example isBindFromPage(useLocation().state)
 */
export function isBindFromPage(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { bindFromPage?: unknown }).bindFromPage === true;
}
