/**
 * The catalogue of the shell: what the first load carries (the app and ui tables: nothing of a feature, of the
 * gateway/session effects or of domain's rules), what the gateway client and the session effects bring
 * (`gateway-messages`: web's session table and domain's gateway and session texts), the fallbacks of `t`,
 * registration, and `domain-messages` bringing domain's whole catalogue on demand.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { GATEWAY_MESSAGES, MESSAGES, SESSION_MESSAGES } from "@micromall/domain";
import { describe, expect, it } from "vitest";
import { knownText, registerMessages, t } from "./index";
import { FEATURE_TABLES, FIRST_LOAD_TABLES, GATEWAY_SESSION_TABLES } from "./messages/all-tables.test-helper";

/** Keys the shell (everything but web/src/features) names in its code. */
const SHELL_KEY_LITERAL = /["'`]((?:app|ui|route|gatewayUi|sessionUi|gateway|session)\.[A-Za-z0-9.]+)["'`]/g;
/** Folders whose code runs in the first paint: their keys must be in the catalogue from the start. */
const FIRST_LOAD_FOLDERS = ["app", "ui", "state"];
/** Folders of the gateway client and the session effects: their keys arrive with `gateway-messages`. */
const GATEWAY_SESSION_FOLDERS = ["gateway", "session"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes(".test-") ? [path] : [];
  });
}

/** The shell keys named in the code of these folders of web/src. */
function keysUsedIn(folders: readonly string[]): Set<string> {
  // This file sits in web/src/i18n.
  const src = join(dirname(expect.getState().testPath ?? ""), "..");
  const used = new Set<string>();
  for (const folder of folders) {
    for (const file of sourceFiles(join(src, folder))) {
      for (const match of readFileSync(file, "utf8").matchAll(SHELL_KEY_LITERAL)) if (match[1] !== undefined) used.add(match[1]);
    }
  }
  return used;
}

/** Keys that `t` does not know in one of the two languages. */
function missing(keys: Set<string>): string[] {
  return [...keys].filter((key) => t(key, undefined, "zh-CN") === key || t(key, undefined, "en") === key);
}

/** Every text of these tables is what `t` answers. */
function expectTablesIn(tables: readonly { "zh-CN": Readonly<Record<string, string>>; en: Readonly<Record<string, string>> }[]): void {
  for (const table of tables) {
    for (const [key, text] of Object.entries(table["zh-CN"])) expect(t(key, undefined, "zh-CN")).toBe(text);
    for (const [key, text] of Object.entries(table.en)) expect(t(key, undefined, "en")).toBe(text);
  }
}

describe("message catalogue", () => {
  it("knows every key the first paint names from the first load on, in both languages", () => {
    const used = keysUsedIn(FIRST_LOAD_FOLDERS);
    expect(used.size).toBeGreaterThan(20);
    expect(missing(used)).toEqual([]);
    expectTablesIn(FIRST_LOAD_TABLES);
  });

  it("carries no gateway or session text before the client or the session effects load", () => {
    for (const table of GATEWAY_SESSION_TABLES) {
      const key = Object.keys(table["zh-CN"])[0] ?? "";
      expect(t(key)).toBe(key);
    }
  });

  it("knows every key of the gateway client and the session effects once they load", async () => {
    await import("../gateway/client");
    await import("../session/session-check");
    const used = keysUsedIn(GATEWAY_SESSION_FOLDERS);
    expect(used.size).toBeGreaterThan(5);
    expect(missing(used)).toEqual([]);
    expectTablesIn(GATEWAY_SESSION_TABLES);
    expect(t("gateway.http503", undefined, "zh-CN")).toBe(GATEWAY_MESSAGES["zh-CN"]["gateway.http503"]);
    expect(t("gateway.http503", undefined, "en")).toBe(GATEWAY_MESSAGES.en["gateway.http503"]);
    expect(t("session.authoriseFailed", undefined, "en")).toBe(SESSION_MESSAGES.en["session.authoriseFailed"]);
  });

  it("carries no feature text before the feature loads, and no other domain text", () => {
    for (const table of Object.values(FEATURE_TABLES)) {
      const key = Object.keys(table["zh-CN"])[0] ?? "";
      expect(t(key)).toBe(key);
    }
    expect(MESSAGES["zh-CN"].idCard).toBe("请输入正确的身份证号码");
    expect(t("idCard")).toBe("idCard");
  });

  it("answers an unknown key with the key, a key missing in English with the Chinese text, and fills parameters", () => {
    expect(t("no.such.key", undefined, "en")).toBe("no.such.key");
    registerMessages({ "zh-CN": { "test.only": "只有中文{n}" }, en: {} });
    expect(t("test.only", { n: 3 }, "en")).toBe("只有中文3");
    expect(t("test.only", { m: 3 }, "zh-CN")).toBe("只有中文{n}");
  });

  it("registers a feature's table when the feature's messages module loads", async () => {
    const key = Object.keys(FEATURE_TABLES.home["zh-CN"])[0] ?? "";
    await import("../features/home/messages");
    expect(t(key, undefined, "zh-CN")).toBe((FEATURE_TABLES.home["zh-CN"] as Record<string, string>)[key]);
    expect(t(key, undefined, "en")).toBe((FEATURE_TABLES.home.en as Record<string, string>)[key]);
  });

  it("brings domain's whole catalogue with domain-messages, for features that show its rule texts", async () => {
    await import("./domain-messages");
    for (const [key, text] of Object.entries(MESSAGES.en)) expect(t(key, undefined, "en")).toBe(text);
    expect(t("idCard", undefined, "zh-CN")).toBe("请输入正确的身份证号码");
  });

  it("turns only known catalogue keys into words (knownText), else the fallback's text", () => {
    registerMessages({ "zh-CN": { "test.reason": "原因", "test.fallback": "默认原因" }, en: { "test.reason": "Reason", "test.fallback": "Default" } });
    expect(knownText("test.reason", "test.fallback", { locale: "zh-CN" })).toBe("原因");
    expect(knownText("test.reason", "test.fallback", { locale: "en" })).toBe("Reason");
    expect(knownText("<img src=x onerror=alert(1)>", "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText(null, "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText("", "test.fallback", { locale: "zh-CN" })).toBe("默认原因");
    expect(knownText("test.reason", "test.fallback", { prefix: "policies.", locale: "zh-CN" })).toBe("默认原因");
  });
});
