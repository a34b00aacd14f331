/**
 * /settlementResponse — the claims a settlement lookup found (`queryClaimList` with the lookup handed over in the
 * navigation's state): what was searched (the identity number masked), and each claim with its plate, accident
 * date, state and amount (`Amount`, domain's money format), linking to its progress (/settlementClaimsOne).
 *
 * Decisions where the spec is silent:
 * - The lookup travels in history state, never in the address: a reload keeps it (the browser keeps history
 *   state), a hand-typed address has none and says so with the way to the lookup.
 * - An answer that has become empty since the lookup shows the empty state with the way back to the lookup.
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, type ClaimSummary } from "@micromall/domain";
import { ResultList, lookupStateOf } from "../../../../components/lookup";
import { useMessages, useLocale } from "../../../../i18n";
import { Amount, EmptyState, Page, buttonClassName } from "../../../../ui";
import { settlementPayload } from "../api/settlement-lookup";
import { settlementClaimsQuery } from "../api/settlement-queries";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { ClaimsContent } from "../../components/bind-state";
import styles from "../../claims.module.css";

/** The settlement results screen. */
export default function SettlementResponseScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const state = lookupStateOf(useLocation().state);
  return (
    <Page title={t("settlement.results.label")} back>
      {state === null ? (
        <EmptyState message={t("settlement.results.none")}>
          <ToQuery />
        </EmptyState>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="settlement-searched">
            <h2 id="settlement-searched" className={styles.heading}>
              {t("settlement.results.searched")}
            </h2>
            <dl className={styles.details}>
              {state.searched.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd translate="no">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Results payload={settlementPayload(state.lookup)} />
        </>
      )}
    </Page>
  );
}

function ToQuery() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  return (
    <Link className={buttonClassName("primary", false, styles.action)} to="/settlementQuery">
      {t("settlement.results.again")}
    </Link>
  );
}

function Results({ payload }: { readonly payload: ReturnType<typeof settlementPayload> }) {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const locale = useLocale();
  const claims = useQuery(settlementClaimsQuery(payload));
  return (
    <ClaimsContent query={claims}>
      {(rows) => (
        <ResultList<ClaimSummary>
          rows={rows}
          label={t("settlement.results.label")}
          keyOf={(claim) => claim.claimNo}
          title={(claim) => claim.riskName}
          columns={[
            { label: t("settlement.results.claimNo"), value: (claim) => claim.claimNo },
            { label: t("settlement.results.plate"), value: (claim) => claim.licenseNo ?? "" },
            { label: t("settlement.results.accident"), value: (claim) => claim.accidentDate },
            { label: t("settlement.results.state"), value: (claim) => statusLabel("claim", claim.claimState, locale) },
            { label: t("settlement.results.amount"), value: (claim) => <Amount unit="fen" value={claim.sumClaim} /> },
          ]}
          actions={(claim) => (
            <Link
              className={buttonClassName("default", false, styles.action)}
              to={`/settlementClaimsOne?claimNo=${encodeURIComponent(claim.claimNo)}`}
              aria-label={`${t("settlement.results.open")} ${claim.claimNo}`}
            >
              {t("settlement.results.open")}
            </Link>
          )}
          empty={{ message: t("settlement.results.empty"), action: <ToQuery /> }}
        />
      )}
    </ClaimsContent>
  );
}
