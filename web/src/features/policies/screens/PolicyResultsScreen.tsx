/**
 * /policySearchlist, /policyGasList, /policyInterList, /policyOtherList — the policies a lookup found (the shared
 * result list through `PolicyResults`, configured by the lookup of the route: /policySearchlist the lookup by
 * holder, the others their line's in the lines' table). The lookup hands its values over in the navigation's
 * state (never the address), so a reload keeps the results; opened without a lookup, the page says what it is
 * for and offers the lookup.
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { lookupStateOf } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../ui";
import { POLICY_SEARCH, lineOfPath } from "../api/policy-lookups";
import { RESULTS_MESSAGES } from "../results.messages";
import { PolicyResults } from "../components/PolicyResults";
import styles from "../policy.module.css";

/** The policy results screen. */
export default function PolicyResultsScreen() {
  const t = useMessages(RESULTS_MESSAGES);
  const location = useLocation();
  const lookup = lineOfPath(location.pathname) ?? POLICY_SEARCH;
  const state = lookupStateOf(location.state);
  return (
    <Page title={t("results.title")} back>
      {state === null ? (
        <EmptyState message={t("results.missing")}>
          <Link className={buttonClassName("primary", false, styles.action)} to={lookup.lookupPath}>
            {t("results.toLookup")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <PolicyResults lookup={lookup} state={state} />
          <div className={styles.links}>
            <Link className={buttonClassName("default", false, styles.action)} to={lookup.lookupPath}>
              {t("results.again")}
            </Link>
          </div>
        </>
      )}
    </Page>
  );
}
