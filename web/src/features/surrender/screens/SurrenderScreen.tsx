/**
 * /surrender — the customer's policies that can be surrendered online (`surrenderOrderList`; spec §3 "Surrender":
 * risk name, product code, policy number, period, paid, applicant, insured, order number), each with "surrender".
 *
 * Decisions where the spec is silent: the list is the logged-in account's (the personal centre's entry); an empty
 * list says which policies cannot be surrendered online and where to go instead; the progress of surrenders is
 * one tap away, once under the list whether it is empty or not (H4: never a second time in the empty state). The period's length is the mall's word, in the customer's language (components/CoverPeriod); the gateway's own text ("3天") is shown, marked as data, only when the dates
 * cannot be read.
 */
import { insuredNamesText } from "@micromall/domain";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { ResultList } from "../../../components/lookup";
import { CoverPeriod } from "../components/CoverPeriod";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Amount, Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { surrenderListQuery } from "../api/surrender-queries";
import { SURRENDER_MESSAGES } from "../messages";
import styles from "../surrender.module.css";

/** The surrenderable policies. */
export default function SurrenderScreen() {
  const t = useMessages(SURRENDER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const policies = useQuery({ ...surrenderListQuery(mallId), enabled: mallId !== "" });
  const toQuery = (
    <Link className={buttonClassName("default")} to="/surrenderQuery">
      {t("surrender.toQuery")}
    </Link>
  );

  const content = (
    <QueryContent query={policies} loading={t("surrender.loading")} failed={t("surrender.loadFailed")} retry={t("surrender.retry")}>
      {(data) => (
        <ResultList
          rows={data}
          label={t("surrender.list")}
          keyOf={(row) => row.policyNo}
          title={(row) => row.riskName}
          columns={[
            { label: t("surrender.col.policyNo"), value: (row) => <span translate="no">{row.policyNo}</span> },
            {
              label: t("surrender.col.period"),
              value: (row) => <CoverPeriod startDate={row.startDate} endDate={row.endDate} period={row.period} />,
            },
            { label: t("surrender.col.paid"), value: (row) => <Amount value={row.sumPaid} unit="fen" /> },
            { label: t("surrender.col.applicant"), value: (row) => row.applyName, data: true },
            { label: t("surrender.col.insured"), value: (row) => insuredNamesText(row.insuredName), data: true },
            { label: t("surrender.col.orderNo"), value: (row) => <span translate="no">{row.orderNo}</span> },
          ]}
          actions={(row) => (
            <Link className={buttonClassName("primary")} to={`/application?policyNo=${encodeURIComponent(row.policyNo)}`} aria-label={t("surrender.applyOf", { name: row.riskName })}>
              {t("surrender.apply")}
            </Link>
          )}
          empty={{ message: t("surrender.empty") }}
        />
      )}
    </QueryContent>
  );

  return (
    <Page title={t("surrender.title")} back>
      <p className={styles.intro}>{t("surrender.intro")}</p>
      {content}
      <div className={styles.links}>
        {toQuery}
        <Link className={buttonClassName("default")} to="/surrenderGuide">
          {t("surrender.toGuide")}
        </Link>
      </div>
    </Page>
  );
}
