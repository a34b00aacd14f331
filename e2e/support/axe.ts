/**
 * Accessibility checks with axe-core (the installed `axe-core` package; `@axe-core/playwright` needs Node 22).
 *
 * The mall's Content-Security-Policy allows only its own scripts, so axe is not added as a `<script>` tag (that
 * would be an inline script, refused by the policy and reported as a violation): its source is evaluated through
 * Playwright, which the page's policy does not govern.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { goInApp } from "./customer";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail a page. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** One violation as the report shows it. */
interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * The serious and critical axe violations of the page as it is now, one line each (rule, impact, help, the first
 * elements); [] when there are none.
 * @example expect(await seriousViolations(page)).toEqual([])
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(" ")),
    }));
  });
  return violations
    .filter((violation) => violation.impact !== null && FAILING_IMPACTS.has(violation.impact))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(", ")}`);
}

/** The two display modes every axe check runs in: normal, and elder mode (bigger type and targets). */
export const MODES = [
  { elder: false, title: "" },
  { elder: true, title: " in elder mode" },
] as const;

/**
 * Opens the app in the mode: elder mode is switched on before the first page load (the setting is read at boot),
 * then `open` loads the first page, and in elder mode the page is checked to show it.
 * @example await openInMode(page, true, () => openLoggedIn(page, "/myCard", DEMO_ACCOUNT))
 */
export async function openInMode(page: Page, elder: boolean, open: () => Promise<void>): Promise<void> {
  if (elder) await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
  await open();
  if (elder) await expect(page.locator("html")).toHaveClass(/elder/);
}

/** Waits until a screen is there: its title shows and no loading indicator is left. */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator(".mm-page__title")).toBeVisible();
  await expect(page.getByRole("img", { name: /加载/ })).toHaveCount(0);
}

/**
 * The serious and critical violations of the page as it is now, each line prefixed with `label` (the route).
 * @example found.push(...(await labelledViolations(page, "/cardShare")))
 */
export async function labelledViolations(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((violation) => `${label}: ${violation}`);
}

/**
 * Goes to each path inside the running app (no document load), waits until its screen is settled (`settled`,
 * by default {@link screenSettled}), runs axe there; the violations of all of them, each prefixed by its path.
 * @example expect(await violationsAlong(page, ["/myCard", "/cardBind"])).toEqual([])
 */
export async function violationsAlong(
  page: Page,
  paths: readonly string[],
  settled: (page: Page) => Promise<void> = screenSettled,
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await goInApp(page, path);
    await settled(page);
    found.push(...(await labelledViolations(page, path)));
  }
  return found;
}
