/**
 * /policySearch — look policies up by the holder's name, identity type and number and the picture code
 * (spec §1 "Policies can be looked up by holder name and identity"; `POLICY_SEARCH` of the lookups' table:
 * `corePolicyList` over every line): found policies go to /policySearchlist, nothing found to
 * /nopolicySearchlist. What was typed survives a failure and a reload (the shared lookup's draft).
 *
 * Decisions where the spec is silent:
 * - Under the form: the lookups of each line (a customer who knows the line, or has only a plate), the lookup by
 *   policy number (/newPolicyEnquiry), and, for a customer with an account, my policies.
 */
import { Link } from "../../../ui/Link";
import { LookupForm } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { Page, buttonClassName } from "../../../ui";
import { POLICY_LINES, POLICY_SEARCH } from "../api/policy-lookups";
import { POLICY_LOOKUP_MESSAGES } from "../lookup.messages";
import styles from "../policy.module.css";

/** The policy lookup screen. */
export default function PolicySearchScreen() {
  const t = useMessages(POLICY_LOOKUP_MESSAGES);
  return (
    <Page title={t("lookup.search.title")} back>
      <p className={styles.lead}>{t("lookup.search.intro")}</p>
      <LookupForm config={POLICY_SEARCH.lookup} />
      <nav className={styles.links} aria-label={t("lookup.search.lines")}>
        {POLICY_LINES.map((line) => (
          <Link key={line.line} className={buttonClassName("default", false, styles.action)} to={line.lookupPath}>
            {t(`lookup.line.${line.line}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.links}>
        <Link className={buttonClassName("link", false, styles.action)} to="/newPolicyEnquiry">
          {t("lookup.search.byNumber")}
        </Link>
        <Link className={buttonClassName("link", false, styles.action)} to="/insurancePolicy">
          {t("lookup.search.mine")}
        </Link>
      </div>
    </Page>
  );
}
