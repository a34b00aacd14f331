/**
 * Completeness of the screens' message tables: both languages carry the same keys with real text, no key
 * collides with another area's table, every message key the feature code names exists, and every feature
 * module that translates registers its feature's table (the tables load with their screens, not up front).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_TABLES, FEATURE_TABLES } from "./all-tables.test-helper";
import { PRODUCT_CATEGORY_FILTERS } from "../../features/buy/hooks/product-categories";

const SCREEN_TABLES = FEATURE_TABLES;
const KEY_LITERAL = /["'`]((?:home|buy|account|services|policies)\.[A-Za-z0-9.]+)["'`]/g;
/** An import of the shell's i18n module from a feature file (features/<feature>/<folder>/<file>). */
const I18N_IMPORT = /from "\.\.\/\.\.\/\.\.\/i18n"/;
/** The side-effect import that registers the feature's table. */
const MESSAGES_IMPORT = /^import "\.\.\/messages";$/m;

function featuresDir(): string {
  // This file sits in web/src/i18n/messages; the features are web/src/features.
  return join(dirname(expect.getState().testPath ?? ""), "../../features");
}

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
    const others = ALL_TABLES.filter((table) => !mine.has(table as never)).flatMap((table) => Object.keys(table["zh-CN"]));
    const ours = Object.values(SCREEN_TABLES).flatMap((table) => Object.keys(table["zh-CN"]));
    expect(ours.filter((key) => others.includes(key))).toEqual([]);
    expect(new Set(ours).size).toBe(ours.length);
  });

  it("has every key the screens name, in both languages", () => {
    const zh = Object.assign({}, ...Object.values(SCREEN_TABLES).map((table) => table["zh-CN"])) as Record<string, string>;
    const en = Object.assign({}, ...Object.values(SCREEN_TABLES).map((table) => table.en)) as Record<string, string>;
    const used = new Set<string>(PRODUCT_CATEGORY_FILTERS.map((category) => `buy.category.${category}`));
    for (const file of sourceFiles(featuresDir())) {
      for (const match of readFileSync(file, "utf8").matchAll(KEY_LITERAL)) if (match[1] !== undefined) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !(key in zh) || !(key in en));
    expect(missing).toEqual([]);
  });

  it("registers each feature's table from every feature module that translates, and no other table", async () => {
    const translating = sourceFiles(featuresDir()).filter((file) => I18N_IMPORT.test(readFileSync(file, "utf8")));
    expect(translating.length).toBeGreaterThan(15);
    const unregistered = translating.filter((file) => !MESSAGES_IMPORT.test(readFileSync(file, "utf8")));
    expect(unregistered).toEqual([]);
    for (const [area, table] of Object.entries(SCREEN_TABLES)) {
      const source = readFileSync(join(featuresDir(), area, "messages.ts"), "utf8");
      const registered = [...source.matchAll(/registerMessages\(([^)]*)\)/g)].map((match) => match[1]);
      const module = (await import(`./screens-${area}.ts`)) as Record<string, unknown>;
      const exported = Object.keys(module).find((name) => module[name] === table);
      expect(exported).toBeDefined();
      expect(registered).toEqual([exported]);
    }
  });

  it("never names another feature's keys (a feature's table is only there once that feature loaded)", () => {
    const foreign: string[] = [];
    for (const file of sourceFiles(featuresDir())) {
      const feature = relative(featuresDir(), file).split(sep)[0] ?? "";
      for (const match of readFileSync(file, "utf8").matchAll(KEY_LITERAL)) {
        if (match[1] !== undefined && !match[1].startsWith(`${feature}.`)) foreign.push(`${feature}: ${match[1]}`);
      }
    }
    expect(foreign).toEqual([]);
  });
});
