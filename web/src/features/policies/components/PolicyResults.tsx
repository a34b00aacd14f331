/**
 * The results of a policy lookup (the shared `ResultList` configured by a lookup's columns): the answer of the
 * lookup's call for the values the lookup handed over (read from the cache the lookup filled; asked again only
 * after a reload), each policy with its state badge and the way to its detail. An empty answer is the not-found
 * shape with what was searched — never an empty list; a failure offers a retry and the lookup.
 *
 * An open lookup shows no more of a person than the policy's open detail (customer rehearsal 5): the insureds'
 * names masked as there (domain's `maskedInsuredNamesText`). A motor policy's detail is the account's (it carries the
 * vehicle and the driver's data), so its row says why it needs a login before the link leads there.
 */
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { maskedInsuredNamesText, type PolicySummary } from "@micromall/domain";
import { NotFound, ResultList, type LookupState, type ResultColumn } from "../../../components/lookup";
import { gatewayQuery } from "../../../gateway/query";
import { useLocale, useMessages } from "../../../i18n";
import { Amount, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import type { PolicyColumn, PolicyLookup } from "../api/policy-lookups";
import { policyDetailPath } from "../api/policy-lookups";
import { RESULTS_MESSAGES } from "../results.messages";
import styles from "../policy.module.css";
import { PolicyBadge } from "./PolicyBadge";

/** Props of {@link PolicyResults}. */
export interface PolicyResultsProps {
  readonly lookup: PolicyLookup;
  readonly state: LookupState;
}

/**
 * @example <PolicyResults lookup={POLICY_SEARCH} state={lookupStateOf(location.state)} />
 */
export function PolicyResults({ lookup, state }: PolicyResultsProps) {
  const t = useMessages(RESULTS_MESSAGES);
  const { call, toPayload, rows } = lookup.lookup;
  // the lookup's own answer, fresh for good (asking again would resend a single-use picture code)
  const found = useQuery(gatewayQuery(call, toPayload(state.lookup), { staleTime: Number.POSITIVE_INFINITY }));
  return (
    <QueryContent query={found} loading={t("results.loading")} failed={t("results.loadFailed")} retry={t("results.retry")}>
      {(data) => <Found lookup={lookup} state={state} list={rows(data)} />}
    </QueryContent>
  );
}

function Found({ lookup, state, list }: PolicyResultsProps & { readonly list: readonly PolicySummary[] }) {
  const t = useMessages(RESULTS_MESSAGES);
  const locale = useLocale();
  if (list.length === 0) return <NotFound searched={state.searched} retry={lookup.lookupPath} />;
  const views: Record<PolicyColumn, ResultColumn<PolicySummary>> = {
    policyNo: { label: t("col.policyNo"), value: (row) => <span translate="no">{row.policyNo}</span> },
    // several insureds by name (F6), never the gateway's "a|b|c", each masked as the open detail masks it
    insuredName: { label: t("col.insuredName"), value: (row) => maskedInsuredNamesText(row.insuredName, locale) },
    plate: { label: t("col.plate"), value: (row) => row.licenseNo ?? "" },
    period: { label: t("col.period"), value: (row) => t("period", { start: row.startDate, end: row.endDate }) },
    premium: { label: t("col.premium"), value: (row) => <Amount unit="fen" value={row.sumPremium} /> },
    state: { label: t("col.state"), value: (row) => <PolicyBadge policy={row} /> },
  };
  return (
    <>
      <p className={`${styles.line} ${styles.count}`} role="status">
        {t("results.count", { count: list.length })}
      </p>
      <ResultList
        rows={list}
        label={t("results.found")}
        keyOf={(row) => row.policyNo}
        title={(row) => row.riskName}
        columns={lookup.columns.map((column) => views[column])}
        actions={(row) =>
          row.kind === "car" ? (
            <>
              <p className={styles.line} id={`login-why-${row.policyNo}`}>
                {t("results.loginWhy")}
              </p>
              <Link className={buttonClassName("default", false, styles.action)} to={policyDetailPath(row)} aria-describedby={`login-why-${row.policyNo}`}>
                {t("results.openLogin")}
              </Link>
            </>
          ) : (
            <Link className={buttonClassName("default", false, styles.action)} to={policyDetailPath(row)}>
              {t("results.open")}
            </Link>
          )
        }
        empty={{ message: t("notFound.title"), action: <Link to={lookup.lookupPath}>{t("results.again")}</Link> }}
      />
    </>
  );
}
