/**
 * The message tables themselves, wherever they live (the shell's `i18n/messages/*.ts`, each feature's
 * `features/<f>/messages.ts`): every key in both languages with real text and the same placeholders, found
 * through the module graph (a new feature's table is checked without editing a list). Then the lookup
 * itself: fallbacks and own-property lookups.
 */
import { describe, expect, it } from "vitest";
import { MESSAGE_TABLES, TABLE_FILES, withEnglish } from "../test/message-tables";
import { englishReady, translate, type MessagesOf } from "./index";

/** Every source file's text (relative to src/), to find a table declared outside the naming rule (test/message-tables.ts). */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../**/*.ts", "../**/*.tsx", "!../**/*.test.*", "!../**/*.d.ts"], { eager: true, query: "?raw", import: "default" }),
  ).map(([file, text]) => [file.startsWith("./") ? `i18n/${file.slice(2)}` : file.replace(/^\.\.\//, ""), text]),
);

// the tables whose English is a module of its own (defineMessagesEnglishLater) that the test setup has not loaded
const NOT_PRELOADED = MESSAGE_TABLES.filter(({ table }) => !englishReady(table)).map(({ file, name }) => `${file} ${name}`);
// they are checked with their English
const TABLES: readonly (readonly [string, MessagesOf])[] = (await withEnglish()).map(({ file, name, table }) => [`${file} ${name}`, table] as const);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

describe("message tables", () => {
  it("has the English of every table that loads it later in the tests' setup (src/test/setup.ts), as a screen in English needs it", () => {
    expect(NOT_PRELOADED).toEqual([]);
  });

  it("finds every table: no file outside the naming rule declares one", () => {
    const declaring = Object.entries(SOURCES)
      .filter(([file, text]) => file !== "i18n/define.ts" && /\bdefineMessages\(/.test(text))
      .map(([file]) => file);
    expect(declaring.length).toBeGreaterThan(60);
    expect(declaring.filter((file) => !TABLE_FILES.includes(file))).toEqual([]);
  });

  it("finds the shell's tables", () => {
    const names = TABLES.map(([name]) => name);
    for (const expected of ["i18n/messages/app.ts APP_MESSAGES", "i18n/messages/ui.ts UI_MESSAGES", "i18n/messages/session.ts SESSION_UI_MESSAGES"]) {
      expect(names).toContain(expected);
    }
  });

  for (const [name, table] of TABLES) {
    it(`${name}: the same keys in zh-CN and en, each with text and the same placeholders`, () => {
      const zh = Object.keys(table["zh-CN"]).sort();
      expect(Object.keys(table.en).sort()).toEqual(zh);
      for (const key of zh) {
        const chinese = table["zh-CN"][key] ?? "";
        const english = table.en[key] ?? "";
        expect(chinese.trim(), `${key} zh-CN`).not.toBe("");
        expect(english.trim(), `${key} en`).not.toBe("");
        expect(placeholders(english), key).toEqual(placeholders(chinese));
      }
    });
  }
});

describe("translate", () => {
  const TABLE = { "zh-CN": { "test.only": "只有中文{n}", "test.both": "两种" }, en: { "test.both": "Both" } } as const satisfies MessagesOf;
  it("answers a key missing in English with the Chinese text, and fills parameters", () => {
    expect(translate(TABLE, "test.both", undefined, "en")).toBe("Both");
    expect(translate(TABLE, "test.only", { n: 3 }, "en")).toBe("只有中文3");
    expect(translate(TABLE, "test.only", { m: 3 }, "zh-CN")).toBe("只有中文{n}");
  });

  it("treats inherited names as unknown keys", () => {
    for (const key of ["__proto__", "constructor", "toString", "valueOf"]) {
      expect(translate(TABLE, key as "test.both", undefined, "zh-CN")).toBe(key);
      expect(translate(TABLE, key as "test.both", { n: 1 }, "en")).toBe(key);
    }
  });
});
