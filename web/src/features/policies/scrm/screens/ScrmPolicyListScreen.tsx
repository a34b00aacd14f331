/**
 * /policy-list — every policy of the channel customer (`corePolicyListScrm`), each with its state badge, linking to
 * its channel detail; an empty list offers the mall.
 */
import { Link } from "../../../../ui/Link";
import { useMessages } from "../../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../../ui";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmPolicies, ScrmPolicyList } from "./ScrmPolicyItems";
import styles from "../../policy.module.css";

/** The channel's full policy list. */
export default function ScrmPolicyListScreen() {
  const t = useMessages(SCRM_MESSAGES);
  return (
    <Page title={t("scrm.list.title")} back>
      <ScrmPolicies>
        {(policies) =>
          policies.length === 0 ? (
            <EmptyState message={t("scrm.list.empty")}>
              <Link className={buttonClassName("primary", false, styles.action)} to="/productList">
                {t("scrm.home.shop")}
              </Link>
            </EmptyState>
          ) : (
            <ScrmPolicyList policies={policies} label={t("scrm.list.label")} />
          )
        }
      </ScrmPolicies>
    </Page>
  );
}
