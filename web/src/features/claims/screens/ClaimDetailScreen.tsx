/**
 * /claimClaims?claimNo=&kind= — one claim and its progress (`queryClaimDetail`, or `queryNoCarClaimDetial`
 * for `kind=noCar`), shown by the shared `ClaimDetailView` (components/claim, also the settlement lookup's and the
 * channel view's): a Timeline of reported → accepted → assessed → approved → paid (domain's
 * `claimProgress`: done steps with their time, the current one highlighted, the rest grey), the case (policy,
 * insured, accident date, place, what happened), and the payment: the paid amount (`formatFen` of domain,
 * through `Amount`) or "not paid yet" with the estimate.
 *
 * Decisions where the spec is silent: this is the route of one claim (the scrm channel's /claim-Detail is a
 * separate view); the claim number is shown in full (it is the customer's reference when calling 95518), the
 * payee's account only as the gateway masks it. An unknown claim is this page's "not found" state.
 */
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { ClaimDetailView } from "../../../components/claim";
import { claimDetailQuery, lineOf } from "../api/claim-queries";
import { DETAIL_MESSAGES } from "../detail.messages";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";
import styles from "../claims.module.css";

/** The claim detail screen. */
export default function ClaimDetailScreen() {
  const t = useMessages(DETAIL_MESSAGES);
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  const [params] = useSearchParams();
  const claimNo = params.get("claimNo") ?? "";
  const detail = useQuery({ ...claimDetailQuery(claimNo, lineOf(params.get("kind"))), enabled: claimNo !== "" });

  let body;
  if (claimNo === "") body = <NotFound message={t("detail.missing")} />;
  else if (detail.data !== undefined) body = <ClaimDetailView claim={detail.data} />;
  else if (detail.error instanceof GatewayRefusal) body = <NotFound message={t("detail.notFound")} />;
  else if (detail.isError) body = <ErrorState message={tc("claims.loadFailed")} retryLabel={tc("claims.retry")} onRetry={() => void detail.refetch()} />;
  else body = <Spinner label={t("detail.loading")} />;
  return (
    <Page title={t("detail.title")} back>
      {body}
    </Page>
  );
}

function NotFound({ message }: { readonly message: string }) {
  const t = useMessages(DETAIL_MESSAGES);
  return (
    <EmptyState message={message}>
      <Link className={buttonClassName("primary", false, styles.action)} to="/claimList">
        {t("detail.toList")}
      </Link>
    </EmptyState>
  );
}
