/**
 * What the claims pages share around the customer's claim binding: the binding itself (`bindState` of the mall
 * user, loaded once the user is known) and the states of a page part that shows a query's answer, with the claims'
 * texts.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryContent, type QueryContentProps } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { bindStateQuery } from "../api/claim-queries";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";

/**
 * The customer's claim binding (the query: `data.bound`, the bound person).
 * @example const state = useBindState(); if (state.data?.bound === true) …
 */
export function useBindState() {
  const mallId = useAppStore((state) => state.mallId);
  return useQuery({ ...bindStateQuery(mallId), enabled: mallId !== "" });
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
