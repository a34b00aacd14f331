/**
 * The channel view's policy list: each policy with its product, state badge, number, insured and period, the whole
 * card linking to its detail in the channel view; the list states (loading, failure with retry) around it.
 */
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { PolicySummary } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { Amount, DataSentence, DataText } from "../../../../ui";
import { PolicyBadge } from "../../components/PolicyBadge";
import { scrmPath, scrmPoliciesQuery } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmContent } from "./ScrmContent";
import styles from "../../policy.module.css";

/** The channel customer's policies in their states; `children` renders the loaded list. */
export function ScrmPolicies({ children }: { readonly children: (policies: readonly PolicySummary[]) => ReactNode }) {
  const mallId = useAppStore((state) => state.mallId);
  const policies = useQuery({ ...scrmPoliciesQuery(mallId), enabled: mallId !== "" });
  return <ScrmContent query={policies}>{children}</ScrmContent>;
}

/** A list of policies, each linking to its channel detail. */
export function ScrmPolicyList({ policies, label }: { readonly policies: readonly PolicySummary[]; readonly label: string }) {
  const t = useMessages(SCRM_MESSAGES);
  return (
    <ul className={styles.list} aria-label={label}>
      {policies.map((policy) => (
        <li key={policy.policyNo} className={styles.item}>
          <Link className={styles.itemLink} to={scrmPath("/policy-detail", { policyNo: policy.policyNo })}>
            <span className={styles.itemHead}>
              <DataText className={styles.name}>{policy.riskName}</DataText>
              <PolicyBadge policy={policy} />
            </span>
            <span className={styles.line}>{t("scrm.item.no", { policyNo: policy.policyNo })}</span>
            <span className={styles.line}>
              <DataSentence text={t("scrm.item.insured")} data={{ name: policy.insuredName }} />
            </span>
            <span className={styles.line}>{t("scrm.item.period", { start: policy.startDate, end: policy.endDate })}</span>
            <span className={styles.line}>
              <Amount unit="fen" value={policy.sumPremium} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
