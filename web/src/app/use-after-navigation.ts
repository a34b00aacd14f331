/**
 * What happens after each navigation (spec §2 "After each navigation", §4 "Navigation and flags"):
 * - any open message box closes;
 * - the page title comes from the route meta (and follows a language switch, and on a screen that serves adding and
 *   editing the address: `RouteMeta.editTitle`);
 * - routes flagged `isLoading` show the loading indicator, released 1000 ms after the navigation (spec §9);
 * - the messenger share menu follows `isShare`;
 * - the store records the page's flags.
 *
 * Decision: the shell releases only the loading request it made itself (the indicator is a counter shared
 * with gateway calls), so "off after 1 s" never hides the indicator of a call still running.
 */
import { useEffect } from "react";
import type { Location } from "react-router-dom";
import type { Locale } from "@micromall/domain";
import { useLocale, useMessages } from "../i18n";
import type { RouteMeta } from "../components/routing";
import { pageTitle } from "../components/route-title";
import { APP_MESSAGES } from "../i18n/messages/app";
import type { NavigationEffects } from "./navigation-effects";

/**
 * A page's title in `locale`, from the title table its route carries (`meta.titles`), at the address with query
 * `search` (a screen that serves adding and editing is titled by what it does).
 * @example routeTitle(routeMeta(APP_MESSAGES, "route.home"), "zh-CN") // "首页"
 */
export function routeTitle(meta: RouteMeta, locale: Locale, search = ""): string {
  return pageTitle(meta, locale, search);
}

/** Loading indicator hide delay after navigation (spec §9). */
export const LOADING_HIDE_DELAY_MS = 1000;

/**
 * Runs the after-navigation behaviours for the page at `location` with `meta`.
 * @example useAfterNavigation(location, meta, effects)
 */
export function useAfterNavigation(location: Location, meta: RouteMeta | undefined, effects: NavigationEffects): void {
  const t = useMessages(APP_MESSAGES);
  const locale = useLocale();
  const title = meta === undefined ? t("app.name") : routeTitle(meta, locale, location.search);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const navigationKey = location.key;
  useEffect(() => {
    effects.closeAllMessageBoxes();
    if (!meta) return;
    effects.recordNavigation(meta);
    effects.applyShare(meta.isShare);
    if (!meta.isLoading) return;
    const release = effects.showLoading();
    const timer = setTimeout(release, LOADING_HIDE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per navigation: the meta belongs to the location.
  }, [navigationKey]);
}
