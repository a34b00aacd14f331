/**
 * /policyDetails?policyNo= — one of the customer's policies (`corePolicyDetail`): the policy (number,
 * product, state badge, period with its day-span label, premium, sum insured, issuing branch), the holder and
 * the insured (identity numbers and mobiles masked by domain), the insured subject, covers with their sums,
 * the electronic policy, endorsements (`coreEndorseDetail`), the claims of this policy (`coreClaimList`) and
 * the services: renew (`/insureInfo?productCode=`), invoice (`/invoiceQuery`), surrender (this policy's surrender
 * step, `/application?policyNo=`: the policy is chosen already, so not the list to choose from, H4), the policy's
 * notices (`/insure-message?policyNo=`).
 *
 * Decisions where the spec is silent:
 * - Names show in full (they are the customer's own policy); identity numbers and mobiles are masked; the
 *   vehicle's VIN and engine number show masked in the middle (domain's `maskAs` "vin" / "engineNo", issue 18),
 *   as a real insurer shows them: enough to recognise the car, never the whole number.
 * - What the policy is offered for is domain's `policyOffers`: renewal only in its last 30 days, a claim report only while its cover runs
 *   (in force or expiring: never on a surrendered, expired or not yet started policy, G10); an invoice request and
 *   surrender only while its cover has not ended (in force or not yet in force); surrender also not while one of its
 *   claims is open (issue 18). Without a claim to report, the claims section says why instead of the button.
 * - The invoice link says 电子发票, not 申请发票: it leads to this policy's invoice page, which requests one or shows the
 *   request's progress and the invoice (customer rehearsal 3: 申请发票 was still offered after the request).
 *   Beside it, the invoice's state (未开票 / 开票中 / 已开票 / 已红冲) read from the account's own invoice record
 *   (`invoice`, asked as the account's); the link goes straight to what that state allows — the request, its progress,
 *   the invoice — with no lookup and no picture code (domain's `ownInvoiceLink`, customer rehearsal 5). Only when the
 *   state is unknown does it open the lookup with the number filled. An ended policy keeps a link to an invoice it has.
 * - A surrendered policy shows its surrender (G10): the application number, its date, the refund and its state.
 * - Insureds are the shared `insured-persons` sections (G11): 被保险人 1/2/3 with name, relationship and identity.
 * - Sums insured are domain's `formatSumInsured` (10万元, G21), plain text: a sum insured is not a price.
 * - Endorsements and claims load beside the policy; a failure there shows in their own section.
 * - A policy the gateway does not know is this page's "not found" state with the way back to my policies.
 */
import { useAddressParams } from "../../../components/address-params";
import { policyPage } from "../params";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import {
  statusLabel,
  coverDays,
  dateSpanLabel,
  formatSumInsured,
  policyCoverLines,
  coverNameText,
  policyInsureds,
  policySumInsuredShown,
  identityNumberMask,
  identityTypeName,
  isOrganisationIdentityType,
  policyBadgeAt,
  policyOffers,
  ownInvoiceLink,
  subjectLinesShown,
  type PolicyBadge as Badge,
  type PolicyDetail,
  type PolicyOffers,
  formatMoneyText,
} from "@micromall/domain";
import { Amount, EmptyState, Page, buttonClassName } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DetailSections, type DetailSection } from "../../../components/detail/DetailSections";
import { useInsuredPersonSections } from "../../../components/detail/insured-persons";
import { subjectLineRows } from "../../../components/detail/insured-object";
import { QueryContent, type QueryContentProps } from "../../../components/QueryContent";
import { endorsementsQuery, policyClaimsQuery, policyDetailQuery, policyInvoiceQuery } from "../api/policy-queries";
import { PolicyBadge } from "../components/PolicyBadge";
import { PolicyFileAction } from "../components/PolicyFileAction";
import { POLICY_MESSAGES } from "../policy.messages";
import styles from "../policy.module.css";

/** The policy detail screen. */
export default function PolicyDetailsScreen() {
  const t = useMessages(POLICY_MESSAGES);
  const { policyNo } = useAddressParams(policyPage);
  const mallId = useAppStore((state) => state.mallId);
  const detail = useQuery({ ...policyDetailQuery(policyNo, mallId), enabled: policyNo !== "" });

  const toList = (
    <Link className={buttonClassName("primary", false, styles.action)} to="/insurancePolicy">
      {t("policy.detail.toList")}
    </Link>
  );
  return (
    <Page title={t("policy.detail.title")} back>
      {policyNo === "" ? (
        <EmptyState message={t("policy.detail.missing")}>{toList}</EmptyState>
      ) : (
        <QueryContent query={detail} loading={t("policy.detail.loading")} failed={t("policy.detail.loadFailed")} retry={t("policy.retry")} notFound={t("policy.detail.notFound")} notFoundAction={toList}>
          {(policy) => <PolicyBody policy={policy} />}
        </QueryContent>
      )}
    </Page>
  );
}

function PolicyBody({ policy }: { readonly policy: PolicyDetail }) {
  const t = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  const days = coverDays(policy.startDate, policy.endDate);
  // what the policy is offered for (domain): no invoice or surrender once it has ended, no surrender with an open
  // claim (its claims are the claims section's query: one call for both)
  const mallId = useAppStore((state) => state.mallId);
  const claims = useQuery(policyClaimsQuery(policy.policyNo, mallId));
  const badge = policyBadgeAt(policy);
  const offers = policyOffers(badge, claims.data === undefined ? null : claims.data.map((claim) => claim.claimState));
  // issue 20 item 7: an organisation's identifier is shown whole and its phone is a phone (domain's rule by type)
  const person = (name: string, type: string, number: string, mobile: string) => [
    // a company is named as a company (customer rehearsal 5: 姓名 over a company's name)
    { label: isOrganisationIdentityType(type) ? t("policy.field.orgName") : t("policy.field.name"), value: name, data: true },
    { label: t("policy.field.idType"), value: identityTypeName(type, locale) },
    // text with its mask (not an element), so a row without a value is left out (F17: no empty 手机号)
    identityNumberMask(type) === null ? { label: t("policy.field.idNumber"), value: number } : { label: t("policy.field.idNumber"), value: number, mask: "idNumber" as const },
    { label: isOrganisationIdentityType(type) ? t("policy.field.phone") : t("policy.field.mobile"), value: mobile, mask: "mobile" as const },
  ];
  // several insureds (F6, G11: domain's policyInsureds): 被保险人 1/2/3, each with relationship and own identity
  const persons = policyInsureds(policy);
  const insureds = useInsuredPersonSections(persons);
  // different benefits of one person do not add up (F6, domain's policySumInsuredShown): each shows its own
  const sumInsured = policySumInsuredShown(policy);
  // a subject line never repeats what the page shows elsewhere (被保险人, the vehicle's brand and model)
  const subject = subjectLinesShown(policy.subject, [policy.insuredName, policy.applyName, policy.vehicle?.brandModel ?? ""]);
  const surrender = policy.policyState === "3" ? policy.surrender : undefined;
  const sections: DetailSection[] = [
    {
      title: t("policy.section.overview"),
      rows: [
        { label: t("policy.field.policyNo"), value: policy.policyNo },
        { label: t("policy.field.product"), value: policy.riskName, data: true },
        { label: t("policy.field.state"), value: <PolicyBadge policy={policy} /> },
        { label: t("policy.field.period"), value: t("policy.span", { start: policy.startDate, end: policy.endDate }) },
        { label: t("policy.field.span"), value: days === null ? "" : dateSpanLabel(days, locale) },
        { label: t("policy.field.premium"), value: <Amount unit="fen" value={policy.sumPremium} /> },
        ...(sumInsured === null ? [] : [{ label: t("policy.field.sumInsured"), value: formatSumInsured(sumInsured, locale) }]),
        { label: t("policy.field.signDate"), value: policy.signDate },
        { label: t("policy.field.company"), value: policy.comName, data: true },
      ],
    },
    ...(surrender === undefined
      ? []
      : [
          {
            title: t("policy.section.surrender"),
            key: "surrender",
            rows: [
              { label: t("policy.surrender.no"), value: surrender.surrenderNo },
              { label: t("policy.surrender.date"), value: surrender.applyDate },
              { label: t("policy.surrender.refund"), value: <Amount unit="fen" value={surrender.refundPremium} /> },
              { label: t("policy.surrender.state"), value: statusLabel("surrender", surrender.state, locale) },
            ],
          },
        ]),
    { title: t("policy.section.holder"), rows: person(policy.applyName, policy.applyIdentifyType, policy.applyIdentifyNumber, policy.applyMobile) },
    ...insureds,
    {
      title: t("policy.section.subject"),
      rows: [
        ...subjectLineRows(subject, locale),
        ...(policy.vehicle === undefined
          ? []
          : [
              { label: t("policy.field.brandModel"), value: policy.vehicle.brandModel, data: true },
              { label: t("policy.field.frameNo"), value: policy.vehicle.frameNo, mask: "vin" as const },
              { label: t("policy.field.engineNo"), value: policy.vehicle.engineNo, mask: "engineNo" as const },
            ]),
      ],
    },
    {
      title: t("policy.section.covers"),
      // a benefit's premium only when the policy has premiums per benefit (F6, domain's policyCoverLines); its sum
      // insured in domain's one format (G21)
      // a cover's name in the customer's language where the gateway gave it (customer report 3 H8; the lines are the items, in order)
      rows: policyCoverLines(policy).map((item, index) => {
        const name = coverNameText(policy.items[index] ?? item, locale);
        const sum = t("policy.cover.sum", { amount: formatSumInsured(item.sumInsuredFen, locale) });
        return {
          key: `${index}`,
          label: name.text,
          dataLabel: name.lang !== "en",
          value: item.premiumFen === null ? sum : `${sum} · ${t("policy.cover.premium", { amount: formatMoneyText(item.premiumFen) })}`,
        };
      }),
    },
    { title: t("policy.section.actions"), children: <PolicyActions policy={policy} offers={offers} /> },
    { title: t("policy.section.endorsements"), children: <Endorsements policyNo={policy.policyNo} /> },
    { title: t("policy.section.claims"), children: <PolicyClaims policyNo={policy.policyNo} badge={badge} claimOffered={offers.claim} /> },
  ];
  return <DetailSections sections={sections} />;
}

function PolicyActions({ policy, offers }: { readonly policy: PolicyDetail; readonly offers: PolicyOffers }) {
  const t = useMessages(POLICY_MESSAGES);
  const no = encodeURIComponent(policy.policyNo);
  return (
    <>
      <PolicyFileAction policyNo={policy.policyNo} />
      <div className={styles.services}>
        {offers.renew ? (
          <Link className={buttonClassName("default", false, styles.action)} to={`/insureInfo?productCode=${encodeURIComponent(policy.productCode)}`}>
            {t("policy.renew")}
          </Link>
        ) : null}
        <InvoiceLink policyNo={policy.policyNo} offered={offers.invoice} />
        {offers.surrender ? (
          <Link className={buttonClassName("default", false, styles.action)} to={`/application?policyNo=${no}`}>
            {t("policy.surrender")}
          </Link>
        ) : null}
        <Link className={buttonClassName("default", false, styles.action)} to={`/insure-message?policyNo=${no}`}>
          {t("policy.notices")}
        </Link>
      </div>
    </>
  );
}

/** 电子发票 with the invoice's state beside it, straight to what that state allows (domain's `ownInvoiceLink`). */
function InvoiceLink({ policyNo, offered }: { readonly policyNo: string; readonly offered: boolean }) {
  const t = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const invoice = useQuery(policyInvoiceQuery(policyNo, mallId));
  const link = ownInvoiceLink(policyNo, invoice.data ?? null, offered);
  if (link === null) return null;
  const state = link.state === "" ? "" : statusLabel("invoice", link.state, locale);
  // one inline run of text, so the accessible name is the visible text (电子发票：已开票), in every mode
  return (
    <Link className={buttonClassName("default", false, styles.action)} to={link.to}>
      <span>
        {t("policy.invoice")}
        {state === "" ? null : <span className={styles.actionState}>{t("policy.invoiceState", { state })}</span>}
      </span>
    </Link>
  );
}

function Endorsements({ policyNo }: { readonly policyNo: string }) {
  const t = useMessages(POLICY_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const endorsements = useQuery(endorsementsQuery(policyNo, mallId));
  return (
    <SectionContent query={endorsements}>
      {(items) =>
        items.length === 0 ? (
          <p className={styles.line}>{t("policy.endorse.none")}</p>
        ) : (
          <ul className={styles.bannerList}>
            {items.map((item) => (
              <li key={item.endorseNo} className={styles.line}>
                {t("policy.endorse.item", { date: item.endorseDate, content: item.content })}
                <br />
                {t("policy.endorse.no", { no: item.endorseNo })}
              </li>
            ))}
          </ul>
        )
      }
    </SectionContent>
  );
}

/** Why a policy without claims offers no claim report, by its badge (G10). */
const NO_CLAIM_REASON = {
  surrendered: "policy.claims.noneSurrendered",
  expired: "policy.claims.noneExpired",
  notYet: "policy.claims.noneNotYet",
  inForce: "policy.claims.none",
  expiring: "policy.claims.none",
} as const satisfies Record<Badge, string>;

function PolicyClaims({ policyNo, badge, claimOffered }: { readonly policyNo: string; readonly badge: Badge; readonly claimOffered: boolean }) {
  const t = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const claims = useQuery(policyClaimsQuery(policyNo, mallId));
  return (
    <SectionContent query={claims}>
      {(items) =>
        items.length === 0 ? (
          <>
            <p className={styles.line}>{t(claimOffered ? "policy.claims.none" : NO_CLAIM_REASON[badge])}</p>
            {claimOffered ? (
              <Link className={buttonClassName("default", false, styles.action)} to={`/claimApplication?policyNo=${encodeURIComponent(policyNo)}`}>
                {t("policy.claims.report")}
              </Link>
            ) : null}
          </>
        ) : (
          <ul className={styles.bannerList}>
            {items.map((claim) => (
              <li key={claim.claimNo} className={styles.bannerItem}>
                <span className={styles.line}>{t("policy.claims.item", { date: claim.accidentDate, state: statusLabel("claim", claim.claimState, locale) })}</span>
                <Link className={styles.fileLink} to={`/claimClaims?claimNo=${encodeURIComponent(claim.claimNo)}&kind=${claim.kind}`}>
                  {t("policy.claims.open", { claimNo: claim.claimNo })}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </SectionContent>
  );
}

/** A section of the policy loaded beside it: its spinner, its own failure with a retry, else its content. */
function SectionContent<T>({ query, children }: Pick<QueryContentProps<T>, "query" | "children">) {
  const t = useMessages(POLICY_MESSAGES);
  return (
    <QueryContent query={query} loading={t("policy.detail.loading")} failed={t("policy.sectionFailed")} retry={t("policy.retry")}>
      {children}
    </QueryContent>
  );
}
