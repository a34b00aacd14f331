/**
 * Accessibility checks with axe-core (the installed `axe-core` package; `@axe-core/playwright` needs Node 22).
 *
 * The mall's Content-Security-Policy allows only its own scripts, so axe is not added as a `<script>` tag (that
 * would be an inline script, refused by the policy and reported as a violation): its source is evaluated through
 * Playwright, which the page's policy does not govern.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

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
