/**
 * The live message catalogue of the web shell and its registration. Each area keeps its own table file
 * (`app.ts`, `ui.ts`, `session.ts`, `screens-*.ts`) with the same keys in "zh-CN" and "en".
 *
 * Only the shell's tables ({@link EAGER_TABLES}: app and ui) are in the catalogue from the start: they are the
 * words of the first paint. The gateway client and the session effects, which load after it, register their
 * tables (web's `session.ts`, domain's gateway and session texts) through `../gateway-messages.ts`. A feature's table joins when the
 * feature's first module loads (`web/src/features/<feature>/messages.ts` calls {@link registerMessages}), so
 * the texts of screens nobody opened never ship with the first load. Features never use each other's keys,
 * so a screen always finds its own texts. Domain's other texts join through `../domain-messages.ts`. The
 * completeness tests import every table (`all-tables.test-helper.ts`).
 */
import type { Locale } from "@micromall/domain";
import { APP_MESSAGES } from "./app";
import { UI_MESSAGES } from "./ui";

/** A message table: locale → key → text. */
export type MessageTable = { readonly "zh-CN": Readonly<Record<string, string>>; readonly en: Readonly<Record<string, string>> };

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
