/**
 * /settlementHome — the entry of the motor claim lookup (spec §2 "Claims", issue 10): what the lookup finds (the
 * claim's progress, the paid amount, its policy, its notices), what to have at hand, and the way in
 * (/settlementQuery). The home page's "claim settlement" entry lands here.
 *
 * Decisions where the spec is silent: a customer who has bound their identity can list their claims without
 * typing anything (/claimList), so that way is offered too. Static content: no call, no loading or error state.
 */
import { Link } from "../../../../ui/Link";
import { useMessages } from "../../../../i18n";
import { Page, buttonClassName } from "../../../../ui";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import styles from "../../claims.module.css";

/** The settlement lookup's entry screen. */
export default function SettlementHomeScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  return (
    <Page title={t("settlement.home.title")} back>
      <section className={styles.section} aria-labelledby="settlement-can-see">
        <p className={styles.intro}>{t("settlement.home.intro")}</p>
        <h2 id="settlement-can-see" className={styles.heading}>
          {t("settlement.home.canSee")}
        </h2>
        <ul className={styles.list}>
          {(["progress", "amount", "policy", "notices"] as const).map((key) => (
            <li key={key} className={styles.line}>
              {t(`settlement.home.${key}`)}
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t("settlement.home.need")}</p>
      </section>
      <div className={styles.links}>
        <Link className={buttonClassName("primary", true, styles.action)} to="/settlementQuery">
          {t("settlement.home.start")}
        </Link>
        <Link className={buttonClassName("link", false, styles.action)} to="/claimList">
          {t("settlement.home.mine")}
        </Link>
      </div>
    </Page>
  );
}
