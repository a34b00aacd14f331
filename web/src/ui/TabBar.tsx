/**
 * Bottom tab bar (spec §2): mall home (/home), product list (/productList) and personal centre
 * (/personalCenter), as router `NavLink`s (the current one gets `aria-current="page"`) in a labelled
 * `<nav>`. Fixed to the bottom with `env(safe-area-inset-bottom)` padding (h5-notes §3); `Page` leaves room
 * for it.
 */
import { NavLink } from "react-router-dom";
import { useMessages, type MessageKeyOf } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
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
  return (
    <nav className="mm-tabbar" aria-label={t("ui.tabBar.label")}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? "mm-tabbar__item mm-tabbar__item--active" : "mm-tabbar__item")}>
          <MallIcon name={tab.icon} className="mm-tabbar__icon" />
          <span className="mm-tabbar__label">{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
