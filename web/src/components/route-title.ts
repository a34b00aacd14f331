/**
 * The page title a screen shows in its header, read from its route's meta the way the shell reads it for
 * document.title (`app/use-after-navigation.ts`): one table, one rule, so the two never disagree. On a screen that
 * serves adding and editing the title follows what it does (issue 20 item 9, customer report 3 H6).
 */
import { useLocation } from "react-router-dom";
import type { Locale } from "@micromall/domain";
import { translate, useLocale } from "../i18n";
import { routeTitleKey, type RouteMeta } from "./routing";

/**
 * A page's title in `locale` at the address with query `search` (the edit title on an editing address).
 * @example pageTitle(EDIT_PERSON_META, "zh-CN", "?contactId=C1") // "编辑联系人"
 */
export function pageTitle(meta: RouteMeta, locale: Locale, search = ""): string {
  return translate(meta.titles, routeTitleKey(meta, search), undefined, locale);
}

/**
 * Hook: the title of the page being shown, whose route has `meta`; follows the address and a language switch.
 * @example const title = usePageTitle(EDIT_PERSON_META);
 */
export function usePageTitle(meta: RouteMeta): string {
  const { search } = useLocation();
  return pageTitle(meta, useLocale(), search);
}
