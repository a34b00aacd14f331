/**
 * /claimClaims?claimNo=&kind= — one claim and its progress (`queryClaimDetail`, or `queryNoCarClaimDetial`
 * for `kind=noCar`): a Timeline of reported → accepted → assessed → approved → paid (domain's
 * `claimProgress`: done steps with their time, the current one highlighted, the rest grey), the case (policy,
 * insured, accident date, place, what happened), and the payment: the paid amount (`formatFen` of domain,
 * through `Amount`) or "not paid yet" with the estimate.
 *
 * Decisions where the spec is silent: this is the route of one claim (the scrm channel's /claim-Detail is a
 * separate view); the claim number is shown in full (it is the customer's reference when calling 95518), the
 * payee's account only as the gateway masks it. An unknown claim is this page's "not found" state.
 */
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { claimProgress, type ClaimDetail } from "@micromall/domain";
import { Amount, EmptyState, ErrorState, Page, Spinner, Timeline, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { DetailSections } from "../../../components/detail/DetailSections";
import { claimDetailQuery, lineOf } from "../api/claim-queries";
import { DETAIL_MESSAGES } from "../detail.messages";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";
import styles from "../claims.module.css";

/** The claim detail screen. */
export default function ClaimDetailScreen() {
  const t = useMessages(DETAIL_MESSAGES);
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  const [params] = useSearchParams();
  const claimNo = params.get("claimNo") ?? "";
  const detail = useQuery({ ...claimDetailQuery(claimNo, lineOf(params.get("kind"))), enabled: claimNo !== "" });

  let body;
  if (claimNo === "") body = <NotFound message={t("detail.missing")} />;
  else if (detail.data !== undefined) body = <ClaimBody claim={detail.data} />;
  else if (detail.error instanceof GatewayRefusal) body = <NotFound message={t("detail.notFound")} />;
  else if (detail.isError) body = <ErrorState message={tc("claims.loadFailed")} retryLabel={tc("claims.retry")} onRetry={() => void detail.refetch()} />;
  else body = <Spinner label={t("detail.loading")} />;
  return (
    <Page title={t("detail.title")} back>
      {body}
    </Page>
  );
}

function NotFound({ message }: { readonly message: string }) {
  const t = useMessages(DETAIL_MESSAGES);
  return (
    <EmptyState message={message}>
      <Link className={buttonClassName("primary", false, styles.action)} to="/claimList">
        {t("detail.toList")}
      </Link>
    </EmptyState>
  );
}

function ClaimBody({ claim }: { readonly claim: ClaimDetail }) {
  const t = useMessages(DETAIL_MESSAGES);
  const progress = claimProgress(claim.steps, claim.claimState);
  const items = progress.steps.map((step) => ({
    key: step.id,
    title: t(`step.${step.id}`),
    time: step.time,
    dateTime: step.time === "" ? undefined : `${step.time.replace(" ", "T")}+08:00`,
    description: step.note === "" ? undefined : step.note,
  }));
  const paid = claim.claimState === "5" || progress.current === progress.steps.length;
  return (
    <>
      <section className={styles.section} aria-labelledby="claim-progress">
        <h2 id="claim-progress" className={styles.heading}>
          {t("detail.progress")}
        </h2>
        <Timeline
          label={t("detail.progress")}
          items={items}
          current={progress.current}
          statusLabels={{ done: t("step.status.done"), current: t("step.status.current"), upcoming: t("step.status.upcoming") }}
        />
        {progress.current === progress.steps.length ? <p className={styles.note}>{t("step.complete")}</p> : null}
      </section>
      <DetailSections
        sections={[
          {
            title: t("detail.payment"),
            rows: paid
              ? [
                  { label: t("detail.paid"), value: <Amount unit="fen" value={claim.paidAmount} /> },
                  { label: t("detail.payee"), value: claim.payeeName },
                  { label: t("detail.account"), value: claim.payeeAccount },
                ]
              : [
                  { label: t("detail.paid"), value: t("detail.notPaid") },
                  { label: t("detail.estimate"), value: <Amount unit="fen" value={claim.sumClaim} /> },
                ],
          },
          {
            title: t("detail.case"),
            rows: [
              { label: t("detail.claimNo"), value: claim.claimNo },
              { label: t("detail.registNo"), value: claim.registNo },
              { label: t("detail.state"), value: claim.claimStateName },
              { label: t("detail.policyNo"), value: claim.policyNo },
              { label: t("detail.product"), value: claim.riskName },
              { label: t("detail.insured"), value: claim.insuredName },
              { label: t("detail.plate"), value: claim.licenseNo ?? "" },
              { label: t("detail.accidentDate"), value: claim.accidentDate },
              { label: t("detail.reportDate"), value: claim.reportDate },
              { label: t("detail.place"), value: claim.accidentPlace },
              { label: t("detail.desc"), value: claim.accidentDesc },
            ],
          },
        ]}
      />
    </>
  );
}
