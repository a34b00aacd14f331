/**
 * Every message table of the web, for the tests that read them all (i18n.test, label-in-name.test,
 * english-terms.test): found through the module graph by the one naming rule of message files — a table lives in
 * a file named `messages.ts` or `<topic>.messages.ts` (anywhere under src/, the shell's `i18n/messages/` included)
 * or, for the page titles kept beside the routes they name, in a feature's `routes.ts` or `route-titles.ts`.
 * i18n.test's "no table outside the rule" reads every source file, so a table in a file of another name fails
 * instead of going unchecked.
 */
import { loadEnglish, type MessagesOf } from "../i18n";

const TABLE_MODULES = import.meta.glob<Record<string, unknown>>(
  ["../**/messages.ts", "../**/*.messages.ts", "../i18n/messages/*.ts", "../features/*/routes.ts", "../features/*/route-titles.ts", "!../**/*.test.*"],
  { eager: true },
);

/** One table: the file it lives in (relative to src/, e.g. `i18n/messages/ui.ts`), its export's name, the table. */
export interface FoundTable {
  readonly file: string;
  readonly name: string;
  readonly table: MessagesOf;
}

/** Whether an export is a message table: both languages, each a record of texts. */
function isTable(value: unknown): value is MessagesOf {
  if (typeof value !== "object" || value === null || !("zh-CN" in value) || !("en" in value)) return false;
  return [value["zh-CN"], value.en].every((side) => typeof side === "object" && side !== null && Object.values(side).every((text) => typeof text === "string"));
}

/** A globbed file's path relative to src/ (`../features/buy/messages.ts` → `features/buy/messages.ts`). */
const fromSrc = (file: string): string => file.replace(/^\.\.\//, "");

/** The files that hold tables, relative to src/ (`features/buy/messages.ts`). */
export const TABLE_FILES: readonly string[] = Object.keys(TABLE_MODULES).map(fromSrc);

/**
 * Every table as it is now: a table whose English is a module of its own (defineMessagesEnglishLater) has it only
 * once loaded (the tests' setup loads those; {@link withEnglish} loads them all).
 */
export const MESSAGE_TABLES: readonly FoundTable[] = Object.entries(TABLE_MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => (isTable(value) ? [{ file: fromSrc(file), name, table: value }] : [])),
);

/**
 * Every table with its English loaded, as a screen in English reads it.
 * @example const tables = await withEnglish(); tables.some(({ table }) => "home.title" in table.en)
 */
export async function withEnglish(): Promise<readonly FoundTable[]> {
  await Promise.all(MESSAGE_TABLES.map(({ table }) => loadEnglish(table)));
  return MESSAGE_TABLES;
}
