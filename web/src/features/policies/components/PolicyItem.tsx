/**
 * One policy in a list: product, state badge, number, insured, plate (motor), period and premium; the whole
 * card is the link to its detail. The product name, the insured's name and the plate are data (ui/DataText).
 */
import { Link } from "../../../ui/Link";
import { insuredNamesText, type PolicySummary } from "@micromall/domain";
import { Amount, DataSentence, DataText } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { POLICY_MESSAGES } from "../policy.messages";
import styles from "../policy.module.css";
import { PolicyBadge } from "./PolicyBadge";

/**
 * @example <PolicyItem policy={policy} />
 */
export function PolicyItem({ policy }: { readonly policy: PolicySummary }) {
  const t = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  return (
    <li className={styles.item}>
      <Link className={styles.itemLink} to={`/policyDetails?policyNo=${encodeURIComponent(policy.policyNo)}`}>
        <span className={styles.itemHead}>
          <DataText className={styles.name}>{policy.riskName}</DataText>
          <PolicyBadge policy={policy} />
        </span>
        <span className={styles.line}>{t("policy.no", { policyNo: policy.policyNo })}</span>
        <span className={styles.line}>
          <DataSentence text={t("policy.insured")} data={{ name: insuredNamesText(policy.insuredName, locale) }} />
        </span>
        {policy.licenseNo === undefined ? null : (
          <span className={styles.line}>
            <DataSentence text={t("policy.plate")} data={{ plate: policy.licenseNo }} />
          </span>
        )}
        <span className={styles.line}>{t("policy.period", { start: policy.startDate, end: policy.endDate })}</span>
        <span className={styles.line}>
          {t("policy.premium")} <Amount unit="fen" value={policy.sumPremium} />
        </span>
      </Link>
    </li>
  );
}
