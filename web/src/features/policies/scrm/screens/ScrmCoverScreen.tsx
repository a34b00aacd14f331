/**
 * /single-Detail?policyNo=&item= — one cover item of a policy in the channel view (the `item`-th entry, from 0, of
 * `corePolicyDetail`'s items): its name, sum insured (domain's `formatSumInsured`, G21) and premium (`Amount`, only
 * when the policy has premiums per cover: domain's `policyCoverLines`), the policy it belongs to and its period; the
 * way back to the policy.
 *
 * Decision where the spec is silent: the item is named by its place in the policy (the answer gives items no code);
 * an index the policy does not have is this page's "not found" state.
 */
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../../ui/Link";
import { DetailSections } from "../../../../components/detail/DetailSections";
import { formatSumInsured, policyCoverLines } from "@micromall/domain";
import { useLocale, useMessages } from "../../../../i18n";
import { Amount, Page, buttonClassName } from "../../../../ui";
import { POLICY_MESSAGES } from "../../policy.messages";
import { scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmPolicyLoader, ToList } from "./ScrmPolicyLoader";
import styles from "../../policy.module.css";

/** One cover item of a channel policy. */
export default function ScrmCoverScreen() {
  const t = useMessages(SCRM_MESSAGES);
  const tp = useMessages(POLICY_MESSAGES);
  const locale = useLocale();
  const raw = useSearchParams()[0].get("item") ?? "";
  const index = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  return (
    <Page title={t("scrm.cover.title")} back>
      <ScrmPolicyLoader>
        {(policy) => {
          // a cover's premium only when the policy has premiums per cover (domain's policyCoverLines)
          const item = policyCoverLines(policy)[index];
          if (item === undefined) return <ToList message={t("scrm.cover.missing")} />;
          return (
            <>
              <DetailSections
                sections={[
                  {
                    title: item.name,
                    rows: [
                      { label: t("scrm.cover.name"), value: item.name },
                      { label: t("scrm.cover.sum"), value: formatSumInsured(item.sumInsuredFen, locale) },
                      { label: t("scrm.cover.premium"), value: item.premiumFen === null ? "" : <Amount unit="fen" value={item.premiumFen} /> },
                    ],
                  },
                  {
                    title: t("scrm.cover.ofPolicy"),
                    rows: [
                      { label: tp("policy.field.policyNo"), value: policy.policyNo },
                      { label: tp("policy.field.product"), value: policy.riskName, data: true },
                      { label: tp("policy.field.period"), value: tp("policy.span", { start: policy.startDate, end: policy.endDate }) },
                    ],
                  },
                ]}
              />
              <div className={styles.links}>
                <Link className={buttonClassName("default", false, styles.action)} to={scrmPath("/policy-detail", { policyNo: policy.policyNo })}>
                  {t("scrm.toPolicy")}
                </Link>
              </div>
            </>
          );
        }}
      </ScrmPolicyLoader>
    </Page>
  );
}
