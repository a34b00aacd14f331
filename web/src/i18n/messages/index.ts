/**
 * Merges the UI message tables. Each area keeps its own table file (`app.ts`, `ui.ts`, `screens-*.ts`) with
 * the same keys in "zh-CN" and "en"; add a table here when you add a file. A completeness test checks that
 * every key exists in both languages.
 */
import type { Locale } from "@micromall/domain";
import { APP_MESSAGES } from "./app";
import { UI_MESSAGES } from "./ui";
import { SESSION_UI_MESSAGES } from "./session";
import { SCREENS_ACCOUNT_MESSAGES } from "./screens-account";
import { SCREENS_BUY_MESSAGES } from "./screens-buy";
import { SCREENS_HOME_MESSAGES } from "./screens-home";
import { SCREENS_POLICIES_MESSAGES } from "./screens-policies";
import { SCREENS_SERVICES_MESSAGES } from "./screens-services";

export type MessageTable = { readonly "zh-CN": Readonly<Record<string, string>>; readonly en: Readonly<Record<string, string>> };

export const TABLES: readonly MessageTable[] = [APP_MESSAGES, UI_MESSAGES, SESSION_UI_MESSAGES, SCREENS_HOME_MESSAGES, SCREENS_BUY_MESSAGES, SCREENS_ACCOUNT_MESSAGES, SCREENS_SERVICES_MESSAGES, SCREENS_POLICIES_MESSAGES];

export const CATALOGUE: Record<Locale, Record<string, string>> = {
  "zh-CN": Object.assign({}, ...TABLES.map((table) => table["zh-CN"])),
  en: Object.assign({}, ...TABLES.map((table) => table.en)),
};
