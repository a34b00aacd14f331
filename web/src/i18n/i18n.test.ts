/**
 * The message tables themselves, wherever they live (the shell's `i18n/messages/*.ts`, each feature's
 * `features/<f>/messages.ts`): every key in both languages with real text and the same placeholders, found
 * through the module graph (a new feature's table is checked without editing a list). Then the older
 * string-keyed API, kept until the features have moved: fallbacks, own-property lookups, `knownText`.
 */
import { describe, expect, it } from "vitest";
import { knownText, registerMessages, t, type MessagesOf } from "./index";

/**
 * The one naming rule of message files: a table lives in a file named `messages.ts` or `<topic>.messages.ts`
 * (anywhere under src/), in the shell's own folder `i18n/messages/`, or — for the page titles, kept beside the
 * routes they name — in a feature's `routes.ts`. The glob below is that rule; the test
 * "no table outside the rule" reads every source file, so a table in a file of another name fails instead of
 * going unchecked.
 */
const TABLE_MODULES = import.meta.glob<Record<string, unknown>>(
  ["../**/messages.ts", "../**/*.messages.ts", "../features/*/routes.ts", "./messages/*.ts", "!./messages/index.ts", "!../**/*.test.*"],
  { eager: true },
);

/** Every source file's text, to find a table declared outside the rule. */
const SOURCES = import.meta.glob<string>(["../**/*.ts", "../**/*.tsx", "!../**/*.test.*", "!../**/*.d.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

function isTable(value: unknown): value is MessagesOf {
  if (typeof value !== "object" || value === null || !("zh-CN" in value) || !("en" in value)) return false;
  return [value["zh-CN"], value.en].every((side) => typeof side === "object" && side !== null && Object.values(side).every((text) => typeof text === "string"));
}

const TABLES: readonly (readonly [string, MessagesOf])[] = Object.entries(TABLE_MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => (isTable(value) ? [[`${file} ${name}`, value] as const] : [])),
);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

describe("message tables", () => {
  it("finds every table: no file outside the naming rule declares one", () => {
    const declaring = Object.entries(SOURCES)
      .filter(([file, text]) => file !== "./define.ts" && /\bdefineMessages\(/.test(text))
      .map(([file]) => file);
    expect(declaring.length).toBeGreaterThan(60);
    expect(declaring.filter((file) => !(file in TABLE_MODULES))).toEqual([]);
  });

  it("finds the shell's tables", () => {
    const names = TABLES.map(([name]) => name);
    for (const expected of ["./messages/app.ts APP_MESSAGES", "./messages/ui.ts UI_MESSAGES", "./messages/session.ts SESSION_UI_MESSAGES"]) {
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

describe("string-keyed t (kept while the features move)", () => {
  it("answers an unknown key with the key, a key missing in English with the Chinese text, and fills parameters", () => {
    expect(t("no.such.key", undefined, "en")).toBe("no.such.key");
    registerMessages({ "zh-CN": { "test.only": "只有中文{n}" }, en: {} });
    expect(t("test.only", { n: 3 }, "en")).toBe("只有中文3");
    expect(t("test.only", { m: 3 }, "zh-CN")).toBe("只有中文{n}");
  });

  it("treats inherited names as unknown keys", () => {
    for (const key of ["__proto__", "constructor", "toString", "valueOf"]) {
      expect(t(key, undefined, "zh-CN")).toBe(key);
      expect(t(key, { n: 1 }, "en")).toBe(key);
    }
  });

  it("turns only known catalogue keys into words (knownText), else the fallback's text", () => {
    registerMessages({ "zh-CN": { "test.reason": "原因", "test.fallback": "默认原因" }, en: { "test.reason": "Reason", "test.fallback": "Default" } });
    expect(knownText("test.reason", "test.fallback", { locale: "zh-CN" })).toBe("原因");
    expect(knownText("test.reason", "test.fallback", { locale: "en" })).toBe("Reason");
    expect(knownText("<img src=x onerror=alert(1)>", "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText(null, "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText("", "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText("__proto__", "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText("constructor", "test.fallback", { locale: "en" })).toBe("Default");
    expect(knownText("test.reason", "test.fallback", { prefix: "policies.", locale: "zh-CN" })).toBe("默认原因");
  });
});
