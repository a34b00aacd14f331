/**
 * The states of a settlement page about one claim (/settlementClaimsOne, /settleementmessage): no claim named,
 * loading, a claim the gateway does not know (its refusal is this page's "not found", with the way to the lookup),
 * a failure with retry, or the claim for `children`.
 */
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { ClaimDetail } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { GatewayRefusal } from "../../../../gateway/query";
import { EmptyState, ErrorState, Spinner, buttonClassName } from "../../../../ui";
import { settlementClaimQuery } from "../api/settlement-queries";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { CLAIMS_COMMON_MESSAGES } from "../../common.messages";
import styles from "../../claims.module.css";

/** The claim of `?claimNo=` in its states; `children` renders the loaded claim. */
export function ClaimLoader({ loading, children }: { readonly loading: string; readonly children: (claim: ClaimDetail) => ReactNode }) {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  const claimNo = useSearchParams()[0].get("claimNo") ?? "";
  const detail = useQuery({ ...settlementClaimQuery(claimNo), enabled: claimNo !== "" });
  if (claimNo === "") return <Missing message={t("settlement.claim.missing")} />;
  if (detail.data !== undefined) return <>{children(detail.data)}</>;
  if (detail.error instanceof GatewayRefusal) return <Missing message={t("settlement.claim.notFound")} />;
  if (detail.isError) return <ErrorState message={tc("claims.loadFailed")} retryLabel={tc("claims.retry")} onRetry={() => void detail.refetch()} />;
  return <Spinner label={loading} />;
}

function Missing({ message }: { readonly message: string }) {
  const t = useMessages(SETTLEMENT_MESSAGES);
  return (
    <EmptyState message={message}>
      <Link className={buttonClassName("primary", false, styles.action)} to="/settlementQuery">
        {t("settlement.toQuery")}
      </Link>
    </EmptyState>
  );
}
