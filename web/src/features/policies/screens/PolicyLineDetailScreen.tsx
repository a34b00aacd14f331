/**
 * /policyGasMessage, /policyInterMessage, /policyOtherMessage `?policyNo=` — one policy of a line (the line's
 * detail call of the lines' table: `queryGasPolicyDetail`, `queryInternetPolicyDetail`, `queryOtherPolicyDetail`)
 * on the shared detail shape, with the sections the table names for the line; names, identity numbers and mobiles
 * masked by domain (see `lineDetailSections`).
 *
 * Decisions where the spec is silent:
 * - One screen serves the three routes: the route's path picks the line in the table.
 * - A number the gateway does not know is this page's "not found" with the way back to the line's lookup (not a
 *   toast); without a number the page says so and offers the lookup.
 * - Under the detail: a note on the masking and the way to the account's full view (my policies, login).
 */
import { useAddressParams } from "../../../components/address-params";
import { policyPage } from "../params";
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { policyInsureds } from "@micromall/domain";
import { DetailSections } from "../../../components/detail/DetailSections";
import { useInsuredPersonSections } from "../../../components/detail/insured-persons";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../ui";
import { lineDetailQuery, lineOfPath, type PolicyLine } from "../api/policy-lookups";
import { PolicyBadge } from "../components/PolicyBadge";
import { lineDetailSections } from "../components/line-detail-sections";
import { LINE_DETAIL_MESSAGES } from "../line-detail.messages";
import styles from "../policy.module.css";

/** The line policy detail screen. */
export default function PolicyLineDetailScreen() {
  const t = useMessages(LINE_DETAIL_MESSAGES);
  const line = lineOfPath(useLocation().pathname);
  const { policyNo } = useAddressParams(policyPage);
  const detail = line?.detail ?? null;
  const query = useQuery({ ...lineDetailQuery(detail?.call ?? "queryOtherPolicyDetail", policyNo), enabled: detail !== null && policyNo !== "" });
  const toLookup = (
    <Link className={buttonClassName("primary", false, styles.action)} to={line?.lookupPath ?? "/policySearch"}>
      {t("detail.back")}
    </Link>
  );

  return (
    <Page title={t("detail.title")} back>
      {line === undefined || detail === null || policyNo === "" ? (
        <EmptyState message={t("detail.missing")}>{toLookup}</EmptyState>
      ) : (
        <QueryContent query={query} loading={t("detail.loading")} failed={t("detail.loadFailed")} retry={t("detail.retry")} notFound={t("detail.notFound")} notFoundAction={toLookup}>
          {(policy) => <Detail line={line} policy={policy} />}
        </QueryContent>
      )}
    </Page>
  );
}

function Detail({ line, policy }: { readonly line: PolicyLine; readonly policy: Parameters<typeof lineDetailSections>[0] }) {
  const t = useMessages(LINE_DETAIL_MESSAGES);
  const locale = useLocale();
  // G1: one person per entry of the joined fields, each masked on their own
  const persons = policyInsureds(policy);
  const insureds = useInsuredPersonSections(persons, { maskNames: true });
  return (
    <>
      <DetailSections sections={lineDetailSections(policy, line.sections, t, locale, <PolicyBadge policy={policy} />, insureds)} />
      <p className={`${styles.line} ${styles.pageNote}`}>{t("detail.masked")}</p>
      <div className={styles.links}>
        <Link className={buttonClassName("default", false, styles.action)} to={line.lookupPath}>
          {t("detail.back")}
        </Link>
        <Link className={buttonClassName("default", false, styles.action)} to="/insurancePolicy">
          {t("detail.mine")}
        </Link>
      </div>
    </>
  );
}
