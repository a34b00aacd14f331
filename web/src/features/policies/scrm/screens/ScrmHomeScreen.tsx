/**
 * /policy-insurance — the channel's "my insurance" (dataSource=scrm, spec §2): the customer's policies through the
 * channel that are in force now (in force or expiring, domain's `policyBadgeAt`), and the way to all of them
 * (/policy-list), from `corePolicyListScrm`.
 *
 * Decisions where the spec is silent: the entry shows what protects the customer today; expired, surrendered and
 * not-yet-started policies are one tap away in the full list. With none in force it says so and offers the full
 * list and the mall.
 */
import { Link } from "../../../../ui/Link";
import { policyBadgeAt } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../../ui";
import { scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmPolicies, ScrmPolicyList } from "./ScrmPolicyItems";
import styles from "../../policy.module.css";

/** The channel's insurance entry. */
export default function ScrmHomeScreen() {
  const t = useMessages(SCRM_MESSAGES);
  return (
    <Page title={t("scrm.home.title")} back>
      <p className={styles.notice}>{t("scrm.home.intro")}</p>
      <ScrmPolicies>
        {(policies) => {
          const active = policies.filter((policy) => {
            const badge = policyBadgeAt(policy);
            return badge === "inForce" || badge === "expiring";
          });
          const all = (
            <Link className={buttonClassName(active.length === 0 ? "primary" : "default", false, styles.action)} to={scrmPath("/policy-list")}>
              {t("scrm.home.all", { count: String(policies.length) })}
            </Link>
          );
          if (active.length === 0) {
            return (
              <EmptyState message={t("scrm.home.noneActive")}>
                <div className={styles.links}>
                  {all}
                  <Link className={buttonClassName("link", false, styles.action)} to="/productList">
                    {t("scrm.home.shop")}
                  </Link>
                </div>
              </EmptyState>
            );
          }
          return (
            <>
              <ScrmPolicyList policies={active} label={t("scrm.home.active")} />
              <div className={styles.links}>{all}</div>
            </>
          );
        }}
      </ScrmPolicies>
    </Page>
  );
}
