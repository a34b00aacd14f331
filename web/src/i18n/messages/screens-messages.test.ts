/**
 * Completeness of the screens' message tables: both languages carry the same keys with real text, no key
 * collides with another area's table, and every message key the feature code names exists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLES } from "./index";
import { SCREENS_ACCOUNT_MESSAGES } from "./screens-account";
import { SCREENS_BUY_MESSAGES } from "./screens-buy";
import { SCREENS_HOME_MESSAGES } from "./screens-home";
import { SCREENS_POLICIES_MESSAGES } from "./screens-policies";
import { SCREENS_SERVICES_MESSAGES } from "./screens-services";
import { PRODUCT_CATEGORY_FILTERS } from "../../features/buy/hooks/product-categories";

const SCREEN_TABLES = {
  home: SCREENS_HOME_MESSAGES,
  buy: SCREENS_BUY_MESSAGES,
  account: SCREENS_ACCOUNT_MESSAGES,
  services: SCREENS_SERVICES_MESSAGES,
  policies: SCREENS_POLICIES_MESSAGES,
};
const KEY_LITERAL = /["'`]((?:home|buy|account|services|policies)\.[A-Za-z0-9.]+)["'`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("screens message tables", () => {
  for (const [area, table] of Object.entries(SCREEN_TABLES)) {
    it(`${area}: same keys in zh-CN and en, all with text, all prefixed ${area}.`, () => {
      const zh = Object.keys(table["zh-CN"]).sort();
      expect(Object.keys(table.en).sort()).toEqual(zh);
      for (const key of zh) {
        expect(key.startsWith(`${area}.`)).toBe(true);
        expect((table["zh-CN"] as Record<string, string>)[key]?.trim()).not.toBe("");
        expect((table.en as Record<string, string>)[key]?.trim()).not.toBe("");
      }
    });
  }

  it("never reuses a key of another table", () => {
    const mine = new Set(Object.values(SCREEN_TABLES));
    const others = TABLES.filter((table) => !mine.has(table as never)).flatMap((table) => Object.keys(table["zh-CN"]));
    const ours = Object.values(SCREEN_TABLES).flatMap((table) => Object.keys(table["zh-CN"]));
    expect(ours.filter((key) => others.includes(key))).toEqual([]);
    expect(new Set(ours).size).toBe(ours.length);
  });

  it("has every key the screens name, in both languages", () => {
    const zh = Object.assign({}, ...Object.values(SCREEN_TABLES).map((table) => table["zh-CN"])) as Record<string, string>;
    const en = Object.assign({}, ...Object.values(SCREEN_TABLES).map((table) => table.en)) as Record<string, string>;
    const used = new Set<string>(PRODUCT_CATEGORY_FILTERS.map((category) => `buy.category.${category}`));
    // This file sits in web/src/i18n/messages; the features are web/src/features.
    const features = join(dirname(expect.getState().testPath ?? ""), "../../features");
    for (const file of sourceFiles(features)) {
      for (const match of readFileSync(file, "utf8").matchAll(KEY_LITERAL)) if (match[1] !== undefined) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !(key in zh) || !(key in en));
    expect(missing).toEqual([]);
  });
});
