/**
 * /insurancePolicy — my policies (logged in): tabs by line (motor, gas, online, other), each its own list
 * (`queryCarPolicyList`, `queryGasPolicyList`, `queryInternetPolicyList`, `queryOtherPolicyList`), every policy
 * with its state badge (domain's `policyBadgeAt`: in force / expiring / expired / not yet in force /
 * surrendered), and over the tabs a renewal banner for policies ending within 30 days (`renewalList`, kept by
 * domain's `renewalDueAt`).
 *
 * Decisions where the spec is silent:
 * - The chosen tab is in the address (`?tab=car|gas|internet|other`, replaced, not pushed), so back from a
 *   policy returns to the same tab and a reload keeps it. Without one, the list opens on the first line that has
 *   a policy (F8: domain's `openingPolicyKind`), never on an empty 车险 while the customer's policy sits elsewhere.
 * - Every tab's count shows before the tab is opened (issue 20 item 8): the four lines' lists load together; a
 *   tab whose list is still loading or failed shows its name only.
 * - The renewal banner links to the policy's detail, where renewing starts with the policy's own product.
 * - An empty line says so and offers the mall and the policy lookup (/policySearch: a policy bought elsewhere);
 *   a failed load offers a retry and keeps the tabs usable.
 */
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQueries, useQuery } from "@tanstack/react-query";
import { daysToEnd, openingPolicyKind, renewalDueAt, type PolicyKind, formatMoneyText } from "@micromall/domain";
import { Page, Tabs, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { POLICY_KINDS, kindOfTab, policyListQuery, renewalsQuery } from "../api/policy-queries";
import { PolicyItem } from "../components/PolicyItem";
import { POLICY_MESSAGES } from "../policy.messages";
import styles from "../policy.module.css";

/** The my-policies screen. */
export default function InsurancePolicyScreen() {
  const t = useMessages(POLICY_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const [params, setParams] = useSearchParams();
  const lists = useQueries({ queries: POLICY_KINDS.map((value) => ({ ...policyListQuery(value, mallId), enabled: mallId !== "" })) });
  const counts: Partial<Record<PolicyKind, number>> = {};
  POLICY_KINDS.forEach((value, n) => {
    const data = lists[n]?.data;
    if (data !== undefined) counts[value] = data.length;
  });
  const kind = params.get("tab") === null ? openingPolicyKind(POLICY_KINDS, counts) : kindOfTab(params.get("tab"));
  const list = useQuery({ ...policyListQuery(kind, mallId), enabled: mallId !== "" });
  const kindName = t(`policy.kind.${kind}`);

  const items = POLICY_KINDS.map((value) => ({ value, label: <TabLabel kind={value} mallId={mallId} /> }));

  const body = (
    <QueryContent
      query={list}
      loading={t("policy.list.loading")}
      failed={t("policy.list.loadFailed")}
      retry={t("policy.retry")}
      empty={t("policy.list.empty", { kind: kindName })}
      emptyAction={
        <>
          <Link className={buttonClassName("primary", false, styles.action)} to="/productList">
            {t("policy.list.shop")}
          </Link>
          <Link className={buttonClassName("default", false, styles.action)} to="/policySearch">
            {t("policy.list.search")}
          </Link>
        </>
      }
    >
      {(policies) => (
        <ul className={styles.list} aria-label={t("policy.list.label", { kind: kindName })}>
          {policies.map((policy) => (
            <PolicyItem key={policy.policyNo} policy={policy} />
          ))}
        </ul>
      )}
    </QueryContent>
  );

  return (
    <Page title={t("policy.list.title")} back>
      <RenewalBanner mallId={mallId} />
      <Tabs
        label={t("policy.list.tabs")}
        items={items}
        value={kind}
        onChange={(value: PolicyKind) => setParams({ tab: value }, { replace: true })}
      >
        {body}
      </Tabs>
    </Page>
  );
}

/** A tab's name, with the count of its line (loaded for every tab, opened or not). */
function TabLabel({ kind, mallId }: { readonly kind: PolicyKind; readonly mallId: string }) {
  const t = useMessages(POLICY_MESSAGES);
  const list = useQuery({ ...policyListQuery(kind, mallId), enabled: mallId !== "" });
  return <>{`${t(`policy.kind.${kind}`)}${list.data === undefined ? "" : ` ${list.data.length}`}`}</>;
}

/** Policies ending within 30 days, with the way to renew each; nothing when none is due. */
function RenewalBanner({ mallId }: { readonly mallId: string }) {
  const t = useMessages(POLICY_MESSAGES);
  const renewals = useQuery({ ...renewalsQuery(mallId), enabled: mallId !== "" });
  const now = new Date();
  const due = (renewals.data ?? []).filter((item) => renewalDueAt(item, now));
  if (due.length === 0) return null;
  return (
    <section className={styles.banner} aria-labelledby="policy-renewal-heading">
      <h2 id="policy-renewal-heading" className={styles.bannerHeading}>
        {t("policy.renewal.heading")}
      </h2>
      <ul className={styles.bannerList}>
        {due.map((item) => {
          const values = {
            name: item.riskName,
            plate: item.licenseNo === "" ? "" : `（${item.licenseNo}）`,
            date: item.endDate,
            days: daysToEnd(item.endDate, now) ?? item.daysLeft,
            premium: formatMoneyText(item.renewalPremium),
          };
          return (
            <li key={item.policyNo} className={styles.bannerItem}>
              <span>{values.days === 0 ? t("policy.renewal.itemToday", values) : t("policy.renewal.item", values)}</span>
              <Link className={buttonClassName("primary", false, styles.action)} to={`/policyDetails?policyNo=${encodeURIComponent(item.policyNo)}`}>
                {t("policy.renewal.go")}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
