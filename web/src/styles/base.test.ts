import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// jsdom does not apply stylesheets, so the elder-mode and target-size rules are checked in the source.
const candidates = [
  ...(import.meta.url.startsWith("file:") ? [join(dirname(fileURLToPath(import.meta.url)), "base.css")] : []),
  join(process.cwd(), "src/styles/base.css"),
  join(process.cwd(), "web/src/styles/base.css"),
];
const css = readFileSync(candidates.find((path) => existsSync(path)) ?? "base.css", "utf8");

/** The declarations of the first rule whose selector list is exactly `selector`. */
function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, `rule ${selector}`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("}", start));
}

/** The px floor of a `max(NNpx, …)` value of custom property `name` in `rule`. */
function floorOf(rule: string, name: string): number {
  const match = new RegExp(`${name}:\\s*(?:max\\((\\d+)px|(\\d+)px)`).exec(rule);
  return Number(match?.[1] ?? match?.[2] ?? Number.NaN);
}

describe("base.css", () => {
  it("normal mode: targets at least 44 px", () => {
    expect(floorOf(block(":root"), "--mm-target")).toBeGreaterThanOrEqual(44);
  });

  it("elder mode: every text at least 18 px, headings about 24 px, line height at least 1.3, targets 60 px", () => {
    const elder = block("html.elder");
    expect(floorOf(elder, "--mm-font-body")).toBeGreaterThanOrEqual(18);
    expect(floorOf(elder, "--mm-font-small")).toBeGreaterThanOrEqual(18);
    expect(floorOf(elder, "--mm-font-title")).toBeGreaterThanOrEqual(24);
    expect(Number(/--mm-line-height:\s*([\d.]+)/.exec(elder)?.[1])).toBeGreaterThanOrEqual(1.3);
    expect(floorOf(elder, "--mm-target")).toBeGreaterThanOrEqual(60);
    expect(css).toMatch(/html\.elder a,\s*html\.elder button,[^{]*\{\s*min-height: 60px;/);
  });

  it("pins the text size on iOS, uses system fonts only and keeps the brand red", () => {
    expect(css).toContain("-webkit-text-size-adjust: 100%");
    expect(css).not.toMatch(/@font-face|@import|https?:\/\//);
    expect(block(":root")).toContain("--mm-brand: #e60012;");
  });

  it("keeps the tab bar above the iPhone home indicator and the shell one screen high", () => {
    expect(css).toContain("env(safe-area-inset-bottom");
    expect(block(".mm-page-shell")).toMatch(/min-height: 100vh;\s*min-height: 100dvh;/);
  });
});
