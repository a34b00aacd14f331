/**
 * Bottom tab bar (spec §2): mall home (/home), product list (/productList) and personal centre
 * (/personalCenter), as router `NavLink`s (the current one gets `aria-current="page"`) in a labelled
 * `<nav>`. Fixed to the bottom with `env(safe-area-inset-bottom)` padding (h5-notes §3); `Page` leaves room
 * for it.
 */
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { useMessages, type MessageKeyOf } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";

/** The three tabs: target path, label key and icon. */
export const TABS: readonly { readonly to: string; readonly labelKey: MessageKeyOf<typeof UI_MESSAGES>; readonly icon: ReactNode }[] = [
  { to: "/home", labelKey: "ui.tab.home", icon: <path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z" /> },
  { to: "/productList", labelKey: "ui.tab.productList", icon: <path d="M4 5h16M4 12h16M4 19h16" /> },
  { to: "/personalCenter", labelKey: "ui.tab.personalCenter", icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" /> },
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
          <svg className="mm-tabbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            {tab.icon}
          </svg>
          <span className="mm-tabbar__label">{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
