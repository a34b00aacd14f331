/**
 * /claimList and /claimCar — the claims of the bound customer: one list with a filter (all / motor /
 * non-motor; /claimCar opens on motor), from `queryClaimList` (motor) and `queryNoCarClaimList` (non-motor),
 * newest report first; each claim links to its progress (/claimClaims?claimNo=&kind=).
 *
 * Decisions where the spec is silent:
 * - An identity-verified account is not asked to bind again (issue 20 item 6): when it is not bound yet, the
 *   binding is sent from the verified identity without asking (`useClaimBinding`, domain's
 *   `claimBindFromIdentity`) and the list shows with a note saying so. Chosen over a read-only form with one
 *   confirm: the spec (§3, §6) asks for no second confirmation of an identity the account already verified, the
 *   binding is the same person's, and /userBind changes it. Where the verified identity does not give every field
 *   (a document other than an identity card has no birthday or sex) the customer gets the form below, filled.
 * - Binding comes first: an account not bound for claims is told so here, with the way to /Bind and back
 *   (`/Bind?redirect=` this address), and sees the list once bound. Not an automatic redirect: the address
 *   stays the one the customer opened (the personal centre's entry, a shared link), so back and reload behave;
 *   and not the form itself on this page, which would put the form library on every visit of the list (the
 *   40 KB route budget).
 * - The filter is in the address (`?type=all|car|noCar`, replaced), so back from a claim keeps it.
 * - "All" shows once both lists are in; a failure of either offers a retry of what failed.
 * - Claims of policies bought through the partner insurer are handled by the partner: a link explains and
 *   hands over (/claimZhongan). An empty list offers the online report (/claimApplication).
 */
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, type ClaimSummary } from "@micromall/domain";
import { Amount, DataSentence, DataText, Page, Tabs, buttonClassName } from "../../../ui";
import { useMessages, useLocale } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { queriesAsOne } from "../../../components/QueryContent";
import { claimListQuery } from "../api/claim-queries";
import { BIND_FROM_PAGE, ClaimsContent, useClaimBinding } from "../components/bind-state";
import { LIST_MESSAGES } from "../list.messages";
import styles from "../claims.module.css";

type Filter = "all" | "car" | "noCar";
const FILTERS: readonly Filter[] = ["all", "car", "noCar"];

/** The claim list screen. */
export default function ClaimListScreen() {
  const t = useMessages(LIST_MESSAGES);
  const location = useLocation();
  const mallId = useAppStore((state) => state.mallId);
  const binding = useClaimBinding();

  return (
    <Page title={t("list.title")} back>
      <ClaimsContent query={binding}>
        {(data) =>
          data.bound ? (
            <>
              {binding.autoBound && (
                <div className={styles.links} role="status">
                  <p className={styles.intro}>{t("list.boundFromVerified")}</p>
                  <Link className={buttonClassName("default", false, styles.action)} to="/messageInfo">
                    {t("list.viewBinding")}
                  </Link>
                </div>
              )}
              <Claims mallId={mallId} />
            </>
          ) : (
            <section className={styles.section} aria-labelledby="claims-bind-first">
              <h2 id="claims-bind-first" className={styles.heading}>
                {t("list.bindFirst")}
              </h2>
              <p className={styles.intro}>{t("list.bindWhy")}</p>
              <Link className={buttonClassName("primary", true, styles.action)} to={`/Bind?redirect=${encodeURIComponent(location.pathname + location.search)}`} state={BIND_FROM_PAGE}>
                {t("list.bind")}
              </Link>
            </section>
          )
        }
      </ClaimsContent>
    </Page>
  );
}

function Claims({ mallId }: { readonly mallId: string }) {
  const t = useMessages(LIST_MESSAGES);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fallback: Filter = location.pathname === "/claimCar" ? "car" : "all";
  const filter = FILTERS.find((value) => value === params.get("type")) ?? fallback;
  const car = useQuery({ ...claimListQuery("car", mallId), enabled: filter !== "noCar" });
  const noCar = useQuery({ ...claimListQuery("noCar", mallId), enabled: filter !== "car" });
  const shown = filter === "all" ? [car, noCar] : filter === "car" ? [car] : [noCar];
  const filterName = t(`list.${filter === "all" ? "all" : filter}`);

  // both lists of "all" as one answer: in once both are in
  const merged = queriesAsOne(shown, shown.every((query) => query.data !== undefined) ? newestFirst(shown.flatMap((query) => query.data ?? [])) : undefined);
  const listName = filter === "all" ? t("list.title") : filterName;
  const list = (
    <ClaimsContent
      query={merged}
      empty={t("list.empty", { filter: listName })}
      emptyAction={
        <Link className={buttonClassName("primary", false, styles.action)} to="/claimApplication">
          {t("list.report")}
        </Link>
      }
    >
      {(claims) => (
        <ul className={styles.list} aria-label={t("list.label", { filter: listName })}>
          {claims.map((claim) => (
            <ClaimItem key={claim.claimNo} claim={claim} />
          ))}
        </ul>
      )}
    </ClaimsContent>
  );

  return (
    <>
      <Tabs
        label={t("list.filter")}
        items={FILTERS.map((value) => ({ value, label: t(`list.${value}`) }))}
        value={filter}
        onChange={(value: Filter) => setParams({ type: value }, { replace: true })}
      >
        {list}
      </Tabs>
      <div className={styles.links}>
        <Link className={buttonClassName("default", false, styles.action)} to="/claimApplication">
          {t("list.report")}
        </Link>
        <Link className={buttonClassName("default", false, styles.action)} to="/claimZhongan">
          {t("list.partner")}
        </Link>
      </div>
    </>
  );
}

/** Claims by their report date, the newest first. */
function newestFirst(claims: ClaimSummary[]): ClaimSummary[] {
  return claims.sort((a, b) => (a.reportDate < b.reportDate ? 1 : a.reportDate > b.reportDate ? -1 : 0));
}

function ClaimItem({ claim }: { readonly claim: ClaimSummary }) {
  const t = useMessages(LIST_MESSAGES);
  const locale = useLocale();
  return (
    <li className={styles.item}>
      <Link className={styles.itemLink} to={`/claimClaims?claimNo=${encodeURIComponent(claim.claimNo)}&kind=${claim.kind}`}>
        <span className={styles.itemHead}>
          <DataText className={styles.name}>{claim.riskName}</DataText>
          <span className={styles.state}>{statusLabel("claim", claim.claimState, locale)}</span>
        </span>
        <span className={styles.line}>{t("list.no", { claimNo: claim.claimNo })}</span>
        <span className={styles.line}>{t("list.accident", { date: claim.accidentDate })}</span>
        <span className={styles.line}>
          <DataSentence text={t("list.place")} data={{ place: claim.accidentPlace }} />
        </span>
        <span className={styles.line}>
          {t("list.amount")} <Amount unit="fen" value={claim.sumClaim} />
        </span>
      </Link>
    </li>
  );
}
