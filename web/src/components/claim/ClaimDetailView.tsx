/**
 * One claim as the customer follows it (issue 10), shared by every screen that shows a claim — the account's
 * claims (/claimClaims), the settlement lookup (/settlementClaimsOne) and the channel view (/claim-Detail): its
 * progress as a Timeline of reported → accepted → assessed → approved → paid (domain's `claimProgress`: done
 * steps with their time, the current one highlighted, the rest grey), the payment (the paid amount through
 * `Amount`, i.e. domain's money format, or "not paid yet" with the estimate), and the case.
 *
 * Decisions where the spec is silent: the claim number is shown in full (it is the customer's reference when
 * calling 95518); the payee's account only as the gateway masks it; a screen may add sections of its own after
 * the case (`extra`, e.g. links to the claim's policy and notices).
 */
import { useId } from "react";
import { insuredNamesText, isClaimAmountAssessed, isClaimClosed, statusLabel, claimProgress, type ClaimDetail } from "@micromall/domain";
import { Amount, DataText, Timeline } from "../../ui";
import { useMessages, useLocale } from "../../i18n";
import { DetailSections, type DetailSection } from "../detail/DetailSections";
import { CLAIM_DETAIL_MESSAGES } from "./messages";
import styles from "./claim.module.css";

/** Props of {@link ClaimDetailView}. */
export interface ClaimDetailViewProps {
  readonly claim: ClaimDetail;
  /** Sections after the case. */
  readonly extra?: readonly DetailSection[];
}

/**
 * A claim's progress, payment and case.
 * @example <ClaimDetailView claim={detail.data} />
 */
export function ClaimDetailView({ claim, extra = [] }: ClaimDetailViewProps) {
  const t = useMessages(CLAIM_DETAIL_MESSAGES);
  // the photos sent with a report made in the mall (a claim reported elsewhere says nothing of them)
  const photosText = (count: number | undefined): string =>
    count === undefined ? "" : count > 0 ? t("claimDetail.photosSent", { count: String(count) }) : t("claimDetail.photosNone");
  const locale = useLocale();
  const headingId = useId();
  const progress = claimProgress(claim.steps, claim.claimState);
  const items = progress.steps.map((step) => ({
    key: step.id,
    title: t(`step.${step.id}`),
    time: step.time,
    dateTime: step.time === "" ? undefined : `${step.time.replace(" ", "T")}+08:00`,
    // the gateway's note on the step (its own words, Chinese in every language): data
    description: step.note === "" ? undefined : <DataText>{step.note}</DataText>,
  }));
  const complete = progress.current === progress.steps.length;
  const paid = isClaimClosed(claim.claimState) || complete;
  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t("claimDetail.progress")}
        </h2>
        <Timeline
          label={t("claimDetail.progress")}
          items={items}
          current={progress.current}
          statusLabels={{ done: t("step.status.done"), current: t("step.status.current"), upcoming: t("step.status.upcoming") }}
        />
        {complete ? <p className={styles.note}>{t("step.complete")}</p> : null}
      </section>
      <DetailSections
        sections={[
          {
            title: t("claimDetail.payment"),
            rows: paid
              ? [
                  { label: t("claimDetail.paid"), value: <Amount unit="fen" value={claim.paidAmount} /> },
                  { label: t("claimDetail.payee"), value: claim.payeeName, data: true },
                  { label: t("claimDetail.account"), value: claim.payeeAccount },
                ]
              : [
                  { label: t("claimDetail.paid"), value: t("claimDetail.notPaid") },
                  {
                    label: t("claimDetail.estimate"),
                    value: isClaimAmountAssessed(claim.claimState) ? <Amount unit="fen" value={claim.sumClaim} /> : t("claimDetail.estimatePending"),
                  },
                ],
          },
          {
            title: t("claimDetail.case"),
            rows: [
              { label: t("claimDetail.claimNo"), value: claim.claimNo },
              { label: t("claimDetail.registNo"), value: claim.registNo },
              { label: t("claimDetail.state"), value: statusLabel("claim", claim.claimState, locale) },
              { label: t("claimDetail.policyNo"), value: claim.policyNo },
              { label: t("claimDetail.product"), value: claim.riskName, data: true },
              { label: t("claimDetail.insured"), value: insuredNamesText(claim.insuredName), data: true },
              { label: t("claimDetail.plate"), value: claim.licenseNo ?? "", data: true },
              claim.accidentTime === undefined
                ? { label: t("claimDetail.accidentDate"), value: claim.accidentDate }
                : { label: t("claimDetail.accidentTime"), value: `${claim.accidentDate} ${claim.accidentTime}` },
              { label: t("claimDetail.reportDate"), value: claim.reportDate },
              { label: t("claimDetail.place"), value: claim.accidentPlace, data: true },
              { label: t("claimDetail.desc"), value: claim.accidentDesc, data: true },
              { label: t("claimDetail.photos"), value: photosText(claim.photoCount) },
            ],
          },
          ...extra,
        ]}
      />
    </>
  );
}
