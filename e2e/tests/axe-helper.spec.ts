/**
 * The accessibility helper (`support/axe.ts`) runs only the axe rules whose violations can be serious or critical;
 * this page breaks three of them, and the helper must still report each.
 */
import { test, expect } from "../support/test";
import { seriousViolations } from "../support/axe";
test("the axe helper still reports serious and critical violations (it runs only the rules that can fail a page)", async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>t</title></head><body><main><h1>x</h1><p style="color:#bbb;background:#fff">low contrast text here</p><button></button><img src="data:image/png;base64,iVBORw0KGgo="></main></body></html>`);
  const v = await seriousViolations(page);
  expect(v.some((l) => l.startsWith("color-contrast"))).toBe(true);
  expect(v.some((l) => l.startsWith("button-name"))).toBe(true);
  expect(v.some((l) => l.startsWith("image-alt"))).toBe(true);
});
