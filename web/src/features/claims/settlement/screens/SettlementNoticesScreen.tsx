/**
 * /settleementmessage?claimNo= (sic, the spec's spelling) — the notices of one motor claim, newest first
 * (domain's `claimNotices`: one per step that has happened, with its time and the handler's note), from the same
 * `queryClaimDetail` answer as the claim's page; the way back to the claim.
 *
 * Decision where the spec is silent: a claim with no step done yet shows an empty state saying a notice comes once
 * the claim is accepted.
 */
import { Link } from "../../../../ui/Link";
import { claimNotices } from "@micromall/domain";
import { CLAIM_DETAIL_MESSAGES } from "../../../../components/claim";
import { useMessages } from "../../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../../ui";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { ClaimLoader } from "./ClaimLoader";
import styles from "../../claims.module.css";

/** The notices of one claim. */
export default function SettlementNoticesScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const ts = useMessages(CLAIM_DETAIL_MESSAGES);
  return (
    <Page title={t("settlement.notices.label")} back>
      <ClaimLoader loading={t("settlement.notices.loading")}>
        {(claim) => {
          const notices = claimNotices(claim.steps);
          const back = (
            <Link className={buttonClassName("default", false, styles.action)} to={`/settlementClaimsOne?claimNo=${encodeURIComponent(claim.claimNo)}`}>
              {t("settlement.back")}
            </Link>
          );
          if (notices.length === 0) return <EmptyState message={t("settlement.notices.none")}>{back}</EmptyState>;
          return (
            <>
              <ul className={styles.list} aria-label={t("settlement.notices.label")}>
                {notices.map((notice) => (
                  <li key={notice.step} className={styles.item}>
                    <p className={styles.line}>{t("settlement.notices.item", { claimNo: claim.claimNo, step: ts(`step.${notice.step}`) })}</p>
                    <time className={styles.note} dateTime={`${notice.time.replace(" ", "T")}+08:00`}>
                      {notice.time}
                    </time>
                    {notice.note === "" ? null : <p className={styles.note}>{notice.note}</p>}
                  </li>
                ))}
              </ul>
              <div className={styles.links}>{back}</div>
            </>
          );
        }}
      </ClaimLoader>
    </Page>
  );
}
