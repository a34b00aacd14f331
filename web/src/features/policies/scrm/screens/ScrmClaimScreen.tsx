/**
 * /claim-Detail?claimNo=&policyNo= — one claim of a policy in the channel view (`coreClaimDetail`): its progress
 * timeline, the paid amount and the case (the shared `ClaimDetailView`, as the mall's claim pages), and the way back
 * to its policy (or, without one, to the list).
 */
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { ClaimDetailView } from "../../../../components/claim";
import { useMessages } from "../../../../i18n";
import { GatewayRefusal } from "../../../../gateway/query";
import { ErrorState, Page, Spinner, buttonClassName } from "../../../../ui";
import { scrmClaimQuery, scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ToList } from "./ScrmPolicyLoader";
import styles from "../../policy.module.css";

/** One claim of the channel view. */
export default function ScrmClaimScreen() {
  const t = useMessages(SCRM_MESSAGES);
  const [params] = useSearchParams();
  const claimNo = params.get("claimNo") ?? "";
  const policyNo = params.get("policyNo") ?? "";
  const detail = useQuery({ ...scrmClaimQuery(claimNo), enabled: claimNo !== "" });
  let body;
  if (claimNo === "") body = <ToList message={t("scrm.claim.missing")} />;
  else if (detail.data !== undefined) {
    const owner = policyNo === "" ? detail.data.policyNo : policyNo;
    body = (
      <>
        <ClaimDetailView claim={detail.data} />
        <div className={styles.links}>
          <Link className={buttonClassName("default", false, styles.action)} to={scrmPath("/policy-detail", { policyNo: owner })}>
            {t("scrm.toPolicy")}
          </Link>
        </div>
      </>
    );
  } else if (detail.error instanceof GatewayRefusal) body = <ToList message={t("scrm.claim.notFound")} />;
  else if (detail.isError) body = <ErrorState message={t("scrm.loadFailed")} retryLabel={t("scrm.retry")} onRetry={() => void detail.refetch()} />;
  else body = <Spinner label={t("scrm.loading")} />;
  return (
    <Page title={t("scrm.claim.title")} back>
      {body}
    </Page>
  );
}
