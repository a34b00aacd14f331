/**
 * /settlementQuery — the motor claim lookup (spec §3 "Settlement lookup"): plate (up to 30 characters on this
 * screen), the insured's name, identity type and the last six characters of their number (spec §5 "6 on one"),
 * and the engine number's last six characters; the shared
 * lookup shape configured by `SETTLEMENT_LOOKUP` (checked by domain before `queryClaimList`, values kept across a
 * failure and a reload, nothing found shown in place with what was searched).
 */
import { LookupForm } from "../../../../components/lookup";
import { useMessages } from "../../../../i18n";
import { Page } from "../../../../ui";
import { SETTLEMENT_LOOKUP } from "../api/settlement-lookup";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import styles from "../../claims.module.css";

/** The settlement lookup screen. */
export default function SettlementQueryScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  return (
    <Page title={t("settlement.home.title")} back>
      <p className={styles.lead}>{t("settlement.query.intro")}</p>
      <LookupForm config={SETTLEMENT_LOOKUP} />
    </Page>
  );
}
