/**
 * /policyVehicle, /policyGas, /policyInternet, /policyOther — the lookup of one line (the lines' table picks the
 * line by the route: its fields, identity types, form shape and call). Gas, online and other ask for the §3
 * "policy lists" fields and show their results on /policyGasList, /policyInterList, /policyOtherList; the vehicle
 * line asks for the §3 "Vehicle lookup" fields and shows its results here, over the form (no list route of its
 * own). Nothing found shows the not-found shape in place of the form, with what was searched.
 *
 * Decisions where the spec is silent:
 * - One screen serves the four routes; under the form, the lookup by holder over every line.
 */
import { Suspense, lazy } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { LookupForm, lookupStateOf } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { Page, Spinner, buttonClassName } from "../../../ui";
import { POLICY_LINES, lineOfPath } from "../api/policy-lookups";
import { POLICY_LOOKUP_MESSAGES } from "../lookup.messages";
import styles from "../policy.module.css";

/** The vehicle line's results, loaded only once there are some to show (the form is what the page opens with). */
const PolicyResults = lazy(async () => ({ default: (await import("../components/PolicyResults")).PolicyResults }));

/** The line lookup screen. */
export default function PolicyLineLookupScreen() {
  const t = useMessages(POLICY_LOOKUP_MESSAGES);
  const location = useLocation();
  const line = lineOfPath(location.pathname) ?? POLICY_LINES[0];
  if (line === undefined) return null;
  // the vehicle line's results come back to this page
  const state = line.lookup.resultPath === line.lookupPath ? lookupStateOf(location.state) : null;
  return (
    <Page title={t(`lookup.line.${line.line}`)} back>
      {state === null ? null : (
        <section aria-labelledby="policy-line-results" className={styles.notice}>
          <h2 id="policy-line-results" className={styles.name}>
            {t("lookup.results")}
          </h2>
          <Suspense fallback={<Spinner label={t("lookup.loading")} />}>
            <PolicyResults lookup={line} state={state} />
          </Suspense>
        </section>
      )}
      <p className={styles.lead}>
        {line.line === "car" ? t("lookup.line.intro.car") : t("lookup.line.intro.person", { line: t(`lookup.line.name.${line.line}`) })}
      </p>
      <LookupForm key={line.line} config={line.lookup} />
      <div className={styles.links}>
        <Link className={buttonClassName("link", false, styles.action)} to="/policySearch">
          {t("lookup.toSearch")}
        </Link>
      </div>
    </Page>
  );
}
