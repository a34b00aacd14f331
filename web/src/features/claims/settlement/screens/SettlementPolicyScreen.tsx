/**
 * /settlementInsurance?policyNo=&claimNo= — the motor policy of a claim found by the settlement lookup
 * (`queryCarPolicyDetail`): the policy (number, cover, state, period with its day-span label, premium and sum
 * insured through `Amount`), the policyholder and the insured (the insured's identity number masked by domain), the
 * vehicle (plate, make; frame and engine numbers masked except their ends) and the covers with their sums.
 *
 * Decisions where the spec is silent:
 * - Names show in full (the customer typed the insured's name to get here); identity, frame and engine numbers are
 *   masked with domain's document-number mask (first and last four kept): this page is reached by a lookup, and the
 *   engine number is what the lookup asks for.
 * - The way back goes to the claim it was opened from (`claimNo`), else to the lookup.
 */
import { useAddressParams } from "../../../../components/address-params";
import { settlementPage } from "../../params";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, coverDays, dateSpanLabel, formatMoneyText, formatSumInsured, policyCoverLines, policySumInsuredShown, type PolicyDetail } from "@micromall/domain";
import { DetailSections } from "../../../../components/detail/DetailSections";
import { useLocale, useMessages } from "../../../../i18n";
import { Amount, EmptyState, Page, buttonClassName } from "../../../../ui";
import { settlementPolicyQuery } from "../api/settlement-queries";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { ClaimsContent } from "../../components/bind-state";
import styles from "../../claims.module.css";

/** The policy of a settlement claim. */
export default function SettlementPolicyScreen() {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const { policyNo, claimNo } = useAddressParams(settlementPage);
  const detail = useQuery({ ...settlementPolicyQuery(policyNo), enabled: policyNo !== "" });
  const back = (
    <Link
      className={buttonClassName("default", false, styles.action)}
      to={claimNo === "" ? "/settlementQuery" : `/settlementClaimsOne?claimNo=${encodeURIComponent(claimNo)}`}
    >
      {claimNo === "" ? t("settlement.toQuery") : t("settlement.back")}
    </Link>
  );
  return (
    <Page title={t("settlement.policy.overview")} back>
      {policyNo === "" ? (
        <EmptyState message={t("settlement.policy.missing")}>{back}</EmptyState>
      ) : (
        <ClaimsContent query={detail} loading={t("settlement.policy.loading")} notFound={t("settlement.policy.notFound")} notFoundAction={back}>
          {(policy) => (
            <>
              <PolicyBody policy={policy} />
              <div className={styles.links}>{back}</div>
            </>
          )}
        </ClaimsContent>
      )}
    </Page>
  );
}

function PolicyBody({ policy }: { readonly policy: PolicyDetail }) {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const locale = useLocale();
  const days = coverDays(policy.startDate, policy.endDate);
  const sumInsured = policySumInsuredShown(policy);
  const vehicle = policy.vehicle;
  return (
    <DetailSections
      sections={[
        {
          title: t("settlement.policy.overview"),
          rows: [
            { label: t("settlement.policy.policyNo"), value: policy.policyNo },
            { label: t("settlement.policy.product"), value: policy.riskName, data: true },
            { label: t("settlement.policy.state"), value: statusLabel("policy", policy.policyState, locale) },
            {
              label: t("settlement.policy.period"),
              value: `${t("settlement.policy.span", { start: policy.startDate, end: policy.endDate })}${days === null ? "" : ` (${dateSpanLabel(days, locale)})`}`,
            },
            { label: t("settlement.policy.premium"), value: <Amount unit="fen" value={policy.sumPremium} /> },
            // a total only for a single cover, written as a sum insured, not a price (G16, G21)
            { label: t("settlement.policy.sumInsured"), value: sumInsured === null ? "" : formatSumInsured(sumInsured, locale) },
          ],
        },
        {
          title: t("settlement.policy.parties"),
          rows: [
            { label: t("settlement.policy.holder"), value: policy.applyName, data: true },
            { label: t("settlement.policy.insured"), value: policy.insuredName, data: true },
            { label: t("settlement.policy.insuredId"), value: policy.insuredIdentifyNumber, mask: "idNumber" },
          ],
        },
        {
          title: t("settlement.policy.vehicle"),
          rows:
            vehicle === undefined
              ? [{ label: t("settlement.policy.plate"), value: policy.licenseNo ?? "" }]
              : [
                  { label: t("settlement.policy.plate"), value: vehicle.licenseNo },
                  { label: t("settlement.policy.brand"), value: vehicle.brandModel, data: true },
                  { label: t("settlement.policy.frame"), value: vehicle.frameNo, mask: "idNumber" },
                  { label: t("settlement.policy.engine"), value: vehicle.engineNo, mask: "idNumber" },
                ],
        },
        {
          title: t("settlement.policy.covers"),
          rows: policyCoverLines(policy).map((item, index) => ({
            key: `${index}`,
            label: item.name,
            value:
              item.premiumFen === null
                ? t("settlement.policy.coverSum", { sum: formatSumInsured(item.sumInsuredFen, locale) })
                : t("settlement.policy.cover", { sum: formatSumInsured(item.sumInsuredFen, locale), premium: formatMoneyText(item.premiumFen) }),
          })),
        },
      ]}
    />
  );
}
