/**
 * /settlementClaimsOne?claimNo= — one motor claim found by the settlement lookup (`queryClaimDetail`): its
 * progress timeline, the paid amount and the case (the shared `ClaimDetailView`), and the ways to its policy
 * (/settlementInsurance) and its notices (/settleementmessage).
 */
import { Link } from "../../../../ui/Link";
import { ClaimDetailView } from "../../../../components/claim";
import { useMessages } from "../../../../i18n";
import { Page, buttonClassName } from "../../../../ui";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { ClaimLoader } from "./ClaimLoader";
import styles from "../../claims.module.css";

/** One claim of the settlement lookup. */
export default function SettlementClaimScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  return (
    <Page title={t("settlement.claim.title")} back>
      <ClaimLoader loading={t("settlement.claim.loading")}>
        {(claim) => (
          <ClaimDetailView
            claim={claim}
            extra={[
              {
                title: t("settlement.claim.more"),
                children: (
                  <div className={styles.links}>
                    <Link
                      className={buttonClassName("default", false, styles.action)}
                      to={`/settlementInsurance?policyNo=${encodeURIComponent(claim.policyNo)}&claimNo=${encodeURIComponent(claim.claimNo)}`}
                    >
                      {t("settlement.claim.policy")}
                    </Link>
                    <Link className={buttonClassName("default", false, styles.action)} to={`/settleementmessage?claimNo=${encodeURIComponent(claim.claimNo)}`}>
                      {t("settlement.claim.notices")}
                    </Link>
                  </div>
                ),
              },
            ]}
          />
        )}
      </ClaimLoader>
    </Page>
  );
}
