/**
 * /surrenderQuery — follow a surrender (`querySurrender`): the customer's own surrender applications with their
 * state, and a lookup (the shared shape, `SURRENDER_QUERY_LOOKUP`) for the surrender of another policy — found
 * applications show here, nothing found goes to /surrenderQueryFail. The lookup form is its own chunk, loaded
 * after the list (the form stack is ≈ 22 KB gzip; the list is what most customers came for).
 */
import { Suspense, lazy } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, type SurrenderApplication } from "@micromall/domain";
import { ResultList, lookupStateOf, policyLookupPayload, type ResultColumn } from "../../../components/lookup";
import { gatewayQuery } from "../../../gateway/query";
import { useMessages, useLocale } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Amount, Button, Page, Spinner, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { surrenderApplicationsQuery } from "../api/surrender-queries";
import { SURRENDER_PROGRESS_MESSAGES } from "../progress.messages";
import styles from "../surrender.module.css";

/** The lookup form, loaded after the list (see `SurrenderLookup.tsx`). */
const SurrenderLookup = lazy(() => import("./SurrenderLookup"));

/** The surrender progress screen. */
export default function SurrenderQueryScreen() {
  const t = useMessages(SURRENDER_PROGRESS_MESSAGES);
  const locale = useLocale();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const state = lookupStateOf(useLocation().state);
  const mine = useQuery({ ...surrenderApplicationsQuery(mallId), enabled: state === null && mallId !== "" });
  // the lookup's own answer, fresh for good (asking again would resend its single-use picture code)
  const lookup = state === null ? {} : policyLookupPayload(state.lookup);
  const found = useQuery({ ...gatewayQuery("querySurrender", lookup, { staleTime: Number.POSITIVE_INFINITY }), enabled: state !== null });
  const query = state === null ? mine : found;
  const columns: readonly ResultColumn<SurrenderApplication>[] = [
    { label: t("query.col.policyNo"), value: (row) => <span translate="no">{row.policyNo}</span> },
    { label: t("query.col.applyDate"), value: (row) => row.applyDate },
    { label: t("query.col.refund"), value: (row) => <Amount value={row.refundPremium} unit="fen" /> },
    { label: t("query.col.state"), value: (row) => statusLabel("surrender", row.state, locale) },
  ];

  const content = (
    <QueryContent query={query} loading={t("query.loading")} failed={t("query.loadFailed")} retry={t("query.retry")}>
      {(data) => (
        <ResultList
          rows={data}
          label={state === null ? t("query.mine") : t("query.found")}
          keyOf={(row) => row.surrenderNo}
          title={(row) => row.riskName}
          columns={columns}
          empty={{
            message: t("query.empty"),
            action: (
              <Link className={buttonClassName("primary")} to="/surrender">
                {t("query.toSurrender")}
              </Link>
            ),
          }}
        />
      )}
    </QueryContent>
  );

  return (
    <Page title={t("query.title")} back>
      <h2 className={styles.heading}>{state === null ? t("query.mine") : t("query.found")}</h2>
      {content}
      {state === null ? null : (
        <div className={styles.links}>
          <Button onClick={() => void navigate("/surrenderQuery", { replace: true })}>{t("query.showMine")}</Button>
        </div>
      )}
      <h2 className={styles.heading}>{t("query.other")}</h2>
      <Suspense fallback={<Spinner label={t("query.loading")} />}>
        <SurrenderLookup />
      </Suspense>
    </Page>
  );
}
