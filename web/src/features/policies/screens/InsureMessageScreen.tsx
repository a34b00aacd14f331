/**
 * /insure-message?policyNo= — the notices of one policy, newest first (domain's `policyNotices`): its renewal
 * falling due, its endorsements and its claims' progress, from the same calls the policy's detail reads
 * (`renewalList`, `coreEndorseDetail`, `coreClaimList`).
 *
 * Decisions where the spec is silent:
 * - Each notice is a dated row; a claim's notice links to the claim's progress (`/claimClaims`).
 * - Without a policy number the page explains how to get here (from a policy's detail) instead of guessing.
 * - The notices show once all three answers are in (a half list would put a late notice in the wrong place);
 *   any failure offers one retry of what failed.
 */
import { useAddressParams } from "../../../components/address-params";
import { policyPage } from "../params";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { policyNotices, statusLabel, type PolicyNotice, formatMoneyText } from "@micromall/domain";
import { DataSentence, EmptyState, Page, buttonClassName } from "../../../ui";
import { QueryContent, queriesAsOne } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { endorsementsQuery, policyClaimsQuery, renewalsQuery } from "../api/policy-queries";
import { POLICY_MESSAGES } from "../policy.messages";
import styles from "../policy.module.css";

/** The notices screen. */
export default function InsureMessageScreen() {
  const t = useMessages(POLICY_MESSAGES);
  const { policyNo } = useAddressParams(policyPage);
  return (
    <Page title={t("notice.title")} back>
      {policyNo === "" ? (
        <EmptyState message={t("notice.missing")}>
          <Link className={buttonClassName("primary", false, styles.action)} to="/insurancePolicy">
            {t("policy.list.title")}
          </Link>
        </EmptyState>
      ) : (
        <Notices policyNo={policyNo} />
      )}
    </Page>
  );
}

function Notices({ policyNo }: { readonly policyNo: string }) {
  const t = useMessages(POLICY_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const renewals = useQuery({ ...renewalsQuery(mallId), enabled: mallId !== "" });
  const endorsements = useQuery(endorsementsQuery(policyNo, mallId));
  const claims = useQuery(policyClaimsQuery(policyNo, mallId));
  const all = [renewals, endorsements, claims];
  const toPolicy = (
    <Link className={buttonClassName("default", false, styles.action)} to={`/policyDetails?policyNo=${encodeURIComponent(policyNo)}`}>
      {t("notice.toPolicy")}
    </Link>
  );

  // the three answers as one: in once all are in (the renewals only with a mall user)
  const notices = queriesAsOne(
    all,
    endorsements.data === undefined || claims.data === undefined || (mallId !== "" && renewals.data === undefined)
      ? undefined
      : policyNotices(policyNo, { renewals: renewals.data ?? [], endorsements: endorsements.data, claims: claims.data }),
  );
  return (
    <QueryContent query={notices} loading={t("notice.loading")} failed={t("notice.loadFailed")} retry={t("policy.retry")} empty={t("notice.none")} emptyAction={toPolicy}>
      {(items) => (
        <>
          <ol className={styles.list} aria-label={t("notice.list", { policyNo })}>
            {items.map((notice) => (
              <li key={keyOf(notice)} className={styles.notice}>
                <time className={styles.line} dateTime={notice.date}>
                  {notice.date}
                </time>
                <NoticeText notice={notice} />
              </li>
            ))}
          </ol>
          <div className={styles.links}>{toPolicy}</div>
        </>
      )}
    </QueryContent>
  );
}

function keyOf(notice: PolicyNotice): string {
  switch (notice.kind) {
    case "renewal":
      return `renewal-${notice.endDate}`;
    case "endorsement":
      return `endorsement-${notice.endorseNo}`;
    case "claim":
      return `claim-${notice.claimNo}`;
  }
}

function NoticeText({ notice }: { readonly notice: PolicyNotice }) {
  const t = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  switch (notice.kind) {
    case "renewal":
      return <p className={styles.name}>{t("notice.renewal", { date: notice.endDate, premium: formatMoneyText(notice.renewalPremium) })}</p>;
    case "endorsement":
      return (
        <p className={styles.name}>
          <DataSentence text={t("notice.endorsement", { no: notice.endorseNo })} data={{ content: notice.content }} />
        </p>
      );
    case "claim":
      return (
        <>
          <p className={styles.name}>{t("notice.claim", { claimNo: notice.claimNo, state: statusLabel("claim", notice.claimState, locale) })}</p>
          <Link className={styles.fileLink} to={`/claimClaims?claimNo=${encodeURIComponent(notice.claimNo)}&kind=${encodeURIComponent(notice.claimKind)}`}>
            {t("notice.claimOpen", { claimNo: notice.claimNo })}
          </Link>
        </>
      );
  }
}
