/**
 * The catalogue of the older string-keyed API (`t`, `useT`, `registerMessages`), kept until the features have
 * moved onto their own typed tables (`features/<f>/messages.ts` read through `useMessages`). The shell's tables
 * (app, ui; the typed API reads them directly) are in it from the start so the old API still finds them; the
 * gateway client registers its tables through `../gateway-messages.ts`, each feature's `messages.ts` its own.
 * The completeness test (`../i18n.test.ts`) reads the table modules themselves.
 */
import type { Locale } from "@micromall/domain";
import type { MessagesOf } from "../define";
import { APP_MESSAGES } from "./app";
import { UI_MESSAGES } from "./ui";

/** A message table: locale → key → text (the old name of {@link MessagesOf}). */
export type MessageTable = MessagesOf;

/** The tables in the catalogue from the first load on. */
export const EAGER_TABLES: readonly MessageTable[] = [APP_MESSAGES, UI_MESSAGES];

/**
 * The catalogue: locale → key → text, grown by {@link registerMessages}.
 * @example CATALOGUE["zh-CN"]["ui.loading"] // "加载中..."
 */
export const CATALOGUE: Record<Locale, Record<string, string>> = { "zh-CN": {}, en: {} };

/**
 * Adds tables to the catalogue (a later table wins on a shared key; registering a table twice is harmless).
 * @example registerMessages(SCREENS_HOME_MESSAGES); CATALOGUE["zh-CN"]["home.title"] // "保险商城"
 */
export function registerMessages(...tables: readonly MessageTable[]): void {
  for (const table of tables) {
    Object.assign(CATALOGUE["zh-CN"], table["zh-CN"]);
    Object.assign(CATALOGUE.en, table.en);
  }
}

registerMessages(...EAGER_TABLES);
