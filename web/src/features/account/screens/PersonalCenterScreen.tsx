/**
 * /personalCenter — the logged-in customer's page: who they are (name, masked mobile, identity state), how
 * many policies, orders, claims and cards they have, and the entries to every after-sales service, the
 * account pages, the hotline and elder mode; log out at the bottom.
 *
 * Decisions: who the customer is comes from `useCustomer` (the one source 设置 reads too); the name and masked
 * mobile of the stored user show at once while getUserInfo loads (the route
 * starts that call while this chunk downloads, `prefetchUserInfo`; the counts keep their own spinner, so the
 * route needs no page-wide loading indicator and a login's success toast never sits on one); "my orders" opens
 * /orderDetails (the spec names no separate order list route). The route is protected, but a visitor who lands
 * here logged out (session just ended) gets a login entry instead of an empty page. The header says what the
 * page title says (个人中心 / Personal centre).
 */
import "../account.css";
import "../account-center.css";
import { Link } from "../../../ui/Link";
import { HOTLINE, HOTLINE_HREF, loginPathFor, maskMobile } from "@micromall/domain";
import { Cell, CellGroup, DataSentence, EmptyState, Page } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useCustomer } from "../hooks/use-customer";
import { LogoutButton } from "../components/LogoutButton";
import { CENTER_MESSAGES } from "./PersonalCenterScreen.messages";

/** Count tiles: label key, count field, target route. */
const COUNT_TILES = [
  { label: "account.center.countPolicies", field: "policies", to: "/insurancePolicy" },
  { label: "account.center.countOrders", field: "orders", to: "/applicationEntry" },
  { label: "account.center.countClaims", field: "claims", to: "/claimList" },
  { label: "account.center.countCards", field: "cards", to: "/myCard" },
] as const;

/** After-sales entries. */
const SERVICE_CELLS = [
  { label: "account.center.policies", to: "/insurancePolicy" },
  { label: "account.center.orders", to: "/applicationEntry" },
  // the proposal lookup, found here as well as under my orders (customer rehearsal 2026-11-28: only 我的订单 led to it)
  { label: "account.center.proposals", to: "/applicationQuery" },
  { label: "account.center.claims", to: "/claimList" },
  { label: "account.center.invoices", to: "/invoiceQuery" },
  { label: "account.center.surrender", to: "/surrender" },
  { label: "account.center.cards", to: "/myCard" },
  // the benefits the policies bring (customer rehearsal 5: found only on the home's service grid)
  { label: "account.center.benefits", to: "/serviceIndex" },
] as const;

/** Account entries. */
const ACCOUNT_CELLS = [
  { label: "account.center.contacts", to: "/contacts" },
  { label: "account.center.addresses", to: "/address" },
  // /identityAuth shows the verified identity (masked) once done, the verification form before.
  { label: "account.center.identity", to: "/identityAuth" },
  { label: "account.center.settings", to: "/shopset" },
] as const;

/** The personal centre screen. */
export default function PersonalCenterScreen() {
  const t = useMessages(CENTER_MESSAGES);
  const { user, info, mallId } = useCustomer();

  if (mallId === "") {
    return (
      <Page title={t("account.center.title")} tabBar>
        <EmptyState message={t("account.center.notLoggedIn")}>
          <Link className="mm-button mm-button--primary" to={loginPathFor("/personalCenter")} replace>
            {t("account.center.goLogin")}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  // The customer's own name is data (ui/DataText); the mall's word for a customer without one is not.
  const named = user !== null && user.userName !== "";

  return (
    <Page title={t("account.center.title")} tabBar>
      <section className="profile-card" aria-label={t("account.center.title")}>
        <h2 className="profile-card__name">
          {named ? <DataSentence text={t("account.center.greeting")} data={{ name: user.userName }} /> : t("account.center.greeting", { name: t("account.center.defaultName") })}
        </h2>
        {user === null ? null : (
          <>
            <p className="profile-card__mobile">{t("account.center.mobile", { mobile: maskMobile(user.mobile) })}</p>
            <p className="profile-card__badge">{t(user.identityAuthed ? "account.center.authed" : "account.center.notAuthed")}</p>
          </>
        )}
      </section>

      <section aria-label={t("account.center.counts")}>
        <QueryContent query={info} loading={t("account.center.loading")} failed={t("account.center.loadFailed")} retry={t("account.center.retry")}>
          {(data) => (
            <ul className="count-tiles">
              {COUNT_TILES.map((tile) => (
                <li key={tile.field}>
                  <Link to={tile.to} className="count-tiles__item">
                    <strong>{data.counts[tile.field]}</strong>
                    <span>{t(tile.label)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </section>

      <CellGroup title={t("account.center.services")}>
        {SERVICE_CELLS.map((cell) => (
          <Cell key={cell.to + cell.label} title={t(cell.label)} to={cell.to} />
        ))}
      </CellGroup>
      <CellGroup title={t("account.center.account")}>
        {ACCOUNT_CELLS.map((cell) => (
          <Cell key={cell.to} title={t(cell.label)} to={cell.to} />
        ))}
        <Cell title={t("account.center.onlineService")} to="/customerService" />
        <Cell title={t("account.center.customerService")} value={HOTLINE} href={HOTLINE_HREF} />
        {/* a complaint was reachable only through 在线客服 (customer rehearsal 2026-11-28) */}
        <Cell title={t("account.center.complaint")} to="/complaint" />
        <Cell title={t("account.center.elder")} to="/elderModel" />
      </CellGroup>

      <LogoutButton />
    </Page>
  );
}
