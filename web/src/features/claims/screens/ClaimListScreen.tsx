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
 * - Non-motor claims (`?type=noCar`, issue 21, spec §3 "Claim query") ask `isNoCarBindUserInfo` first: a bound
 *   account sees its list at once; otherwise the claim query's form (loaded on its own, `NoCarQueryForm`) asks
 *   name, identity type (1200xx), number, mobile and SMS code (`checkNocarVCode`), and its criteria list the claims
 *   (`queryNoCarClaimList` with them). The criteria live in this history entry's state (replaced, never pushed), so
 *   back from a claim's progress returns to the results and a reload keeps them, and no back re-enters the form
 *   with its code. The unbound page's way to bind also offers the query.
 * - "All" shows once both lists are in; a failure of either offers a retry of what failed.
 * - Claims of policies bought through the partner insurer are handled by the partner: a link explains and
 *   hands over (/claimZhongan). An empty list offers the online report (/claimApplication).
 */
import { Suspense, lazy, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { isClaimAmountAssessed, statusLabel, type ClaimSummary, type NoCarClaimLookupRequest } from "@micromall/domain";
import { Amount, Button, DataSentence, DataText, Page, Spinner, Tabs, buttonClassName } from "../../../ui";
import { useMessages, useLocale } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { queriesAsOne, type QueryContentQuery } from "../../../components/QueryContent";
import { claimListQuery, noCarBindStateQuery, noCarClaimLookupQuery } from "../api/claim-queries";
import { BIND_FROM_PAGE, ClaimsContent, useClaimBinding } from "../components/bind-state";
import { LIST_MESSAGES } from "../list.messages";
import { NOCAR_MESSAGES } from "../noncar.messages";
import styles from "../claims.module.css";

type Filter = "all" | "car" | "noCar";
const FILTERS: readonly Filter[] = ["all", "car", "noCar"];

/** The claim query's form, loaded only when an unbound customer opens the non-motor claims. */
const NoCarQueryForm = lazy(() => import("../components/NoCarQueryForm"));

/** The claim list screen: the non-motor claims by their own binding or query, the others by the claim binding. */
export default function ClaimListScreen() {
  const [params] = useSearchParams();
  return params.get("type") === "noCar" ? <NoCarClaimsPage /> : <BoundClaimList />;
}

function BoundClaimList() {
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
              <NoCarQueryLink />
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
  const [params] = useSearchParams();
  const fallback: Filter = location.pathname === "/claimCar" ? "car" : "all";
  const filter = FILTERS.find((value) => value === params.get("type")) ?? fallback;
  const car = useQuery({ ...claimListQuery("car", mallId), enabled: filter !== "noCar" });
  const noCar = useQuery({ ...claimListQuery("noCar", mallId), enabled: filter !== "car" });
  const shown = filter === "all" ? [car, noCar] : filter === "car" ? [car] : [noCar];
  const filterName = t(`list.${filter === "all" ? "all" : filter}`);

  // both lists of "all" as one answer: in once both are in
  const merged = queriesAsOne(shown, shown.every((query) => query.data !== undefined) ? shown.flatMap((query) => query.data ?? []) : undefined);
  const listName = filter === "all" ? t("list.title") : filterName;
  return (
    <>
      <FilterTabs filter={filter}>
        <ClaimList query={merged} label={t("list.label", { filter: listName })} empty={t("list.empty", { filter: listName })} />
      </FilterTabs>
      <ClaimLinks />
    </>
  );
}

/** The filter's tabs over a list (the filter written into the address, replaced). */
function FilterTabs({ filter, children }: { readonly filter: Filter; readonly children: ReactNode }) {
  const t = useMessages(LIST_MESSAGES);
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      label={t("list.filter")}
      items={FILTERS.map((value) => ({ value, label: t(`list.${value}`) }))}
      value={filter}
      onChange={(value: Filter) => setParams({ type: value }, { replace: true })}
    >
      {children}
    </Tabs>
  );
}

/** The ways on from any claim list: the online report and the partner insurer's claims. */
function ClaimLinks() {
  const t = useMessages(LIST_MESSAGES);
  return (
    <div className={styles.links}>
      <Link className={buttonClassName("default", false, styles.action)} to="/claimApplication">
        {t("list.report")}
      </Link>
      <Link className={buttonClassName("default", false, styles.action)} to="/claimZhongan">
        {t("list.partner")}
      </Link>
    </div>
  );
}

/** The way to the non-motor claim query from a page that asks for the claim binding. */
function NoCarQueryLink() {
  const t = useMessages(NOCAR_MESSAGES);
  return (
    <Link className={buttonClassName("default", true, styles.action)} to="/claimList?type=noCar">
      {t("noCar.query")}
    </Link>
  );
}

/** The criteria of a finished claim query kept in the history entry's state (total: anything else is none). */
function searchedOf(state: unknown): NoCarClaimLookupRequest | null {
  if (typeof state !== "object" || state === null || !("noCarQuery" in state)) return null;
  const query: unknown = state.noCarQuery;
  if (typeof query !== "object" || query === null) return null;
  const text = (key: string): string | null => {
    const value: unknown = (query as Record<string, unknown>)[key];
    return typeof value === "string" ? value : null;
  };
  const name = text("name");
  const fcQueryIdentifyType = text("fcQueryIdentifyType");
  const fcQueryIdentifyNumber = text("fcQueryIdentifyNumber");
  if (name === null || fcQueryIdentifyType === null || fcQueryIdentifyNumber === null) return null;
  const mallId = text("mallId");
  return mallId === null || mallId === "" ? { name, fcQueryIdentifyType, fcQueryIdentifyNumber } : { name, fcQueryIdentifyType, fcQueryIdentifyNumber, mallId };
}

/** /claimList?type=noCar: the non-motor claims (issue 21). */
function NoCarClaimsPage() {
  const t = useMessages(LIST_MESSAGES);
  return (
    <Page title={t("list.title")} back>
      <FilterTabs filter="noCar">
        <NoCarClaims />
      </FilterTabs>
      <ClaimLinks />
    </Page>
  );
}

function NoCarClaims() {
  const t = useMessages(NOCAR_MESSAGES);
  const location = useLocation();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const searched = searchedOf(location.state);
  const bound = useQuery({ ...noCarBindStateQuery(mallId), enabled: mallId !== "" && searched === null });
  // the query's criteria replace this history entry's state: back and reload keep the results, never a second entry
  const show = (payload: NoCarClaimLookupRequest | null) =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: payload === null ? null : { noCarQuery: payload } });

  if (searched !== null) return <NoCarResults payload={searched} onAgain={() => show(null)} />;
  return (
    <ClaimsContent query={bound}>
      {(state) =>
        state.bound ? (
          <BoundNoCarClaims mallId={mallId} />
        ) : (
          <Suspense fallback={<Spinner />}>
            <NoCarQueryForm onFound={show} />
            <p className={styles.intro}>
              {t("noCar.bindHint")}{" "}
              <Link to={`/Bind?redirect=${encodeURIComponent(location.pathname + location.search)}`} state={BIND_FROM_PAGE}>
                {t("noCar.bind")}
              </Link>
            </p>
          </Suspense>
        )
      }
    </ClaimsContent>
  );
}

/** The bound account's non-motor claims (its mall id alone). */
function BoundNoCarClaims({ mallId }: { readonly mallId: string }) {
  const t = useMessages(LIST_MESSAGES);
  const claims = useQuery(claimListQuery("noCar", mallId));
  return <ClaimList query={claims} label={t("list.label", { filter: t("list.noCar") })} empty={t("list.empty", { filter: t("list.noCar") })} />;
}

function NoCarResults({ payload, onAgain }: { readonly payload: NoCarClaimLookupRequest; readonly onAgain: () => void }) {
  const t = useMessages(NOCAR_MESSAGES);
  const claims = useQuery(noCarClaimLookupQuery(payload));
  const heading = t("noCar.results", { name: payload.name ?? "" });
  const again = (
    <Button onClick={onAgain} className={styles.action}>
      {t("noCar.again")}
    </Button>
  );
  return (
    <section className={styles.section} aria-labelledby="claims-nocar-results">
      <h2 id="claims-nocar-results" className={styles.heading}>
        {heading}
      </h2>
      <ClaimList query={claims} label={heading} empty={t("noCar.empty", { name: payload.name ?? "" })} emptyAction={again} />
      {claims.data !== undefined && claims.data.length > 0 ? again : null}
    </section>
  );
}

/** A list of claims with its states, the newest report first. */
function ClaimList({ query, label, empty, emptyAction }: { readonly query: QueryContentQuery<ClaimSummary[]>; readonly label: string; readonly empty: string; readonly emptyAction?: ReactNode }) {
  const t = useMessages(LIST_MESSAGES);
  return (
    <ClaimsContent
      query={query}
      empty={empty}
      emptyAction={
        emptyAction ?? (
          <Link className={buttonClassName("primary", false, styles.action)} to="/claimApplication">
            {t("list.report")}
          </Link>
        )
      }
    >
      {(claims) => (
        <ul className={styles.list} aria-label={label}>
          {newestFirst([...claims]).map((claim) => (
            <ClaimItem key={claim.claimNo} claim={claim} />
          ))}
        </ul>
      )}
    </ClaimsContent>
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
        {/* the number the report's confirmation gave (F5: one claim, one number the customer can match) */}
        {claim.registNo === "" ? null : <span className={styles.line}>{t("list.registNo", { registNo: claim.registNo })}</span>}
        <span className={styles.line}>{t("list.accident", { date: claim.accidentDate })}</span>
        <span className={styles.line}>
          <DataSentence text={t("list.place")} data={{ place: claim.accidentPlace }} />
        </span>
        <span className={styles.line}>
          {t("list.amount")} {isClaimAmountAssessed(claim.claimState) ? <Amount unit="fen" value={claim.sumClaim} /> : t("list.amountPending")}
        </span>
      </Link>
    </li>
  );
}
