/**
 * Bottom tab bar (spec §2): mall home (/home), product list (/productList) and personal centre
 * (/personalCenter), as in-app links (the current one, or one of its sub-addresses, gets `aria-current="page"`) in a labelled
 * `<nav>`. Fixed to the bottom with `env(safe-area-inset-bottom)` padding (h5-notes §3); `Page` leaves room
 * for it.
 */
import { useLocation } from "react-router-dom";
import { useMessages, type MessageKeyOf } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { Link } from "./Link";
import { MallIcon, type MallIconName } from "./MallIcon";

/** The three tabs: target path, label key and icon (of the mall's set). */
export const TABS: readonly { readonly to: string; readonly labelKey: MessageKeyOf<typeof UI_MESSAGES>; readonly icon: MallIconName }[] = [
  { to: "/home", labelKey: "ui.tab.home", icon: "home" },
  { to: "/productList", labelKey: "ui.tab.productList", icon: "list" },
  { to: "/personalCenter", labelKey: "ui.tab.personalCenter", icon: "user" },
];

/**
 * The bottom tab bar (needs a router).
 * @example <TabBar />
 */
export function TabBar() {
  const t = useMessages(UI_MESSAGES);
  const { pathname } = useLocation();
  return (
    <nav className="mm-tabbar" aria-label={t("ui.tabBar.label")}>
      {TABS.map((tab) => {
        const current = isTabOf(tab.to, pathname);
        return (
          <Link key={tab.to} to={tab.to} aria-current={current ? "page" : undefined} className={current ? "mm-tabbar__item mm-tabbar__item--active" : "mm-tabbar__item"}>
            <MallIcon name={tab.icon} className="mm-tabbar__icon" />
            <span className="mm-tabbar__label">{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * Whether the address shown (`pathname`, in the app) is the tab's or under it — case-insensitively and whatever a
 * trailing slash, as the router matches paths.
 * @example isTabOf("/productList", "/productlist/") // true
 * @example isTabOf("/home", "/homeX") // false
 */
export function isTabOf(tab: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  const own = tab.toLowerCase();
  return path === own || path.startsWith(`${own}/`);
}
