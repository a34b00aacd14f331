/**
 * /policy-detail?policyNo= — one policy in the channel view (`corePolicyDetail`): the policy (number, product, state
 * badge, period with its day-span label, premium and sum insured), the holder and the insured (identity numbers and
 * mobiles masked by domain), its covers (each linking to /single-Detail) and its claims (`coreClaimList`, each
 * linking to /claim-Detail).
 *
 * Decisions where the spec is silent: the channel view shows the policy and what it covers and what was claimed;
 * the account's services on a policy (download, renew, invoice, surrender) stay on /policyDetails in the mall.
 */
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, coverDays, dateSpanLabel, formatSumInsured, identityTypeName, policyInsureds, policySumInsuredShown, type PolicyDetail } from "@micromall/domain";
import { DetailSections } from "../../../../components/detail/DetailSections";
import { useInsuredPersonSections } from "../../../../components/detail/insured-persons";
import { useLocale, useMessages } from "../../../../i18n";
import { Amount, DataText, Page } from "../../../../ui";
import { policyClaimsQuery } from "../../api/policy-queries";
import { PolicyBadge } from "../../components/PolicyBadge";
import { POLICY_MESSAGES } from "../../policy.messages";
import { scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmContent } from "./ScrmContent";
import { ScrmPolicyLoader } from "./ScrmPolicyLoader";
import styles from "../../policy.module.css";
import { useAppStore } from "../../../../state/store";

/** One policy of the channel view. */
export default function ScrmPolicyDetailScreen() {
  const t = useMessages(SCRM_MESSAGES);
  return (
    <Page title={t("scrm.policy.title")} back>
      <ScrmPolicyLoader>{(policy) => <PolicyBody policy={policy} />}</ScrmPolicyLoader>
    </Page>
  );
}

function PolicyBody({ policy }: { readonly policy: PolicyDetail }) {
  const t = useMessages(SCRM_MESSAGES);
  const tp = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  const days = coverDays(policy.startDate, policy.endDate);
  const sumInsured = policySumInsuredShown(policy);
  // the joined insureds as one person each (G1, G11: the shared insured-persons sections)
  const persons = policyInsureds(policy);
  const insureds = useInsuredPersonSections(persons);
  const person = (name: string, type: string, number: string, mobile: string) => [
    { label: tp("policy.field.name"), value: name },
    { label: tp("policy.field.idType"), value: identityTypeName(type, locale) },
    { label: tp("policy.field.idNumber"), value: number, mask: "idNumber" as const },
    { label: tp("policy.field.mobile"), value: mobile, mask: "mobile" as const },
  ];
  return (
    <DetailSections
      sections={[
        {
          title: tp("policy.section.overview"),
          rows: [
            { label: tp("policy.field.policyNo"), value: policy.policyNo },
            { label: tp("policy.field.product"), value: policy.riskName, data: true },
            { label: tp("policy.field.state"), value: <PolicyBadge policy={policy} /> },
            { label: tp("policy.field.period"), value: tp("policy.span", { start: policy.startDate, end: policy.endDate }) },
            { label: tp("policy.field.span"), value: days === null ? "" : dateSpanLabel(days, locale) },
            { label: tp("policy.field.premium"), value: <Amount unit="fen" value={policy.sumPremium} /> },
            // a total only for a single cover, written as a sum insured (G16, G21)
            { label: tp("policy.field.sumInsured"), value: sumInsured === null ? "" : formatSumInsured(sumInsured, locale) },
            { label: tp("policy.field.company"), value: policy.comName, data: true },
          ],
        },
        { title: tp("policy.section.holder"), rows: person(policy.applyName, policy.applyIdentifyType, policy.applyIdentifyNumber, policy.applyMobile) },
        ...insureds,
        {
          title: tp("policy.section.covers"),
          children:
            policy.items.length === 0 ? null : (
              <ul className={styles.bannerList} aria-label={t("scrm.policy.coversLabel")}>
                {policy.items.map((item, index) => (
                  <li key={`${index}`}>
                    <Link className={styles.itemLink} to={scrmPath("/single-Detail", { policyNo: policy.policyNo, item: String(index) })}>
                      <DataText className={styles.name}>{item.name}</DataText>
                      <span className={styles.line}>{t("scrm.policy.coverSum", { amount: formatSumInsured(item.sumInsuredFen, locale) })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ),
        },
        { title: tp("policy.section.claims"), children: <Claims policyNo={policy.policyNo} /> },
      ]}
    />
  );
}

function Claims({ policyNo }: { readonly policyNo: string }) {
  const t = useMessages(SCRM_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const claims = useQuery(policyClaimsQuery(policyNo, mallId));
  return (
    <ScrmContent query={claims}>
      {(items) =>
        items.length === 0 ? (
          <p className={styles.line}>{t("scrm.policy.noClaims")}</p>
        ) : (
          <ul className={styles.bannerList} aria-label={t("scrm.policy.claimsLabel")}>
            {items.map((claim) => (
              <li key={claim.claimNo}>
                <Link className={styles.itemLink} to={scrmPath("/claim-Detail", { claimNo: claim.claimNo, policyNo })}>
                  <span className={styles.name}>{claim.claimNo}</span>
                  <span className={styles.line}>{t("scrm.policy.claimItem", { date: claim.accidentDate, state: statusLabel("claim", claim.claimState, locale) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </ScrmContent>
  );
}
