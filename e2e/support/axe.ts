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
  // Once per document: a walk inside the running app (no document load) keeps the axe it was given; evaluating its
  // 500 kB source again on every route cost a third of axe's time there.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    type CheckRef = string | { readonly id: string };
    type Rule = { readonly id: string; readonly enabled: boolean; readonly tags: readonly string[]; readonly impact?: string; readonly any: CheckRef[]; readonly all: CheckRef[]; readonly none: CheckRef[] };
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
          _audit?: { rules: Rule[]; tagExclude?: readonly string[]; data: { checks: Record<string, { impact?: string } | undefined> } };
        };
      }
    ).axe;
    // Only the rules that can fail a page: a violation's impact is the highest of its rule's failing checks (or the
    // rule's own), so a rule whose checks are all minor or moderate never reports a serious one. Skipping those 29
    // rules drops no check that counts. Without axe's rule data (a future axe), every rule runs.
    const rank = (impact: string | undefined): number => ["minor", "moderate", "serious", "critical"].indexOf(impact ?? "") + 1;
    const audit = axe._audit;
    const failing = audit?.rules
      // the rules axe runs by default: enabled, and not of an excluded tag ("experimental")
      .filter((rule) => rule.enabled && !rule.tags.some((tag) => audit.tagExclude?.includes(tag) ?? tag === "experimental"))
      .filter((rule) => Math.max(rank(rule.impact), ...[...rule.any, ...rule.all, ...rule.none].map((check) => rank(audit.data.checks[typeof check === "string" ? check : check.id]?.impact))) >= 3)
      .map((rule) => rule.id);
    const only = failing === undefined || failing.length === 0 ? {} : { runOnly: { type: "rule", values: failing } };
    const result = await axe.run(document, { resultTypes: ["violations"], ...only });
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

/** Waits until a screen is there: its title shows and no loading indicator is left. */
export async function screenSettled(page: Page): Promise<void> {
  // the visible title: index.html's inert prerendered frames (home, login) carry the same class, hidden
  await expect(page.locator(".mm-page__title").filter({ visible: true })).toBeVisible();
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
