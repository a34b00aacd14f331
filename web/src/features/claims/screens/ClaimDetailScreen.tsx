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
import { useAddressParams } from "../../../components/address-params";
import { claimPage } from "../params";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Page, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { ClaimDetailView } from "../../../components/claim";
import { useAppStore } from "../../../state/store";
import { claimDetailQuery } from "../api/claim-queries";
import { ClaimsContent } from "../components/bind-state";
import { DETAIL_MESSAGES } from "../detail.messages";
import styles from "../claims.module.css";

/** The claim detail screen. */
export default function ClaimDetailScreen() {
  const t = useMessages(DETAIL_MESSAGES);
  const { claimNo, line } = useAddressParams(claimPage);
  const mallId = useAppStore((state) => state.mallId);
  const detail = useQuery({ ...claimDetailQuery(claimNo, line, mallId), enabled: claimNo !== "" });
  const toList = (
    <Link className={buttonClassName("primary", false, styles.action)} to="/claimList">
      {t("detail.toList")}
    </Link>
  );
  return (
    <Page title={t("detail.title")} back>
      {claimNo === "" ? (
        <EmptyState message={t("detail.missing")}>{toList}</EmptyState>
      ) : (
        <ClaimsContent query={detail} loading={t("detail.loading")} notFound={t("detail.notFound")} notFoundAction={toList}>
          {(claim) => <ClaimDetailView claim={claim} />}
        </ClaimsContent>
      )}
    </Page>
  );
}
