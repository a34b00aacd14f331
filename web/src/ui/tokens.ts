/**
 * Design tokens shared by the components' inline styles and base.css (keep the two in step), and the
 * WCAG contrast ratio used to check them.
 *
 * Decisions: the brand red is #d90011 (a property insurer's red): 4.9:1 on the page grey #f5f5f5 and 5.3:1 on
 * white, so every text link and link button in it, and white text on it, pass WCAG 1.4.3 AA (4.5:1). The
 * earlier #e60012 was 4.4:1 on the page grey; one red serves text and fills, so no screen can pick the wrong
 * one. The spinner grey
 * #888888 keeps 3.5:1 on white, above the 3:1 that WCAG 1.4.11 asks of graphics.
 */

/** Brand red (text on the page grey, on white, and white on it: all ≥ 4.5:1). */
export const BRAND_RED = "#d90011";
/** Default spinner colour (spec §9: grey). */
export const SPINNER_GREY = "#888888";
/** Body text colour. */
export const TEXT_COLOUR = "#1f1f1f";
/** Secondary text colour (≥ 4.5:1 on white). */
export const TEXT_SECONDARY = "#666666";
/** Page background. */
export const PAGE_BACKGROUND = "#f5f5f5";
/** Cards, cells, dialogs. */
export const SURFACE = "#ffffff";

/**
 * WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21); NaN when either is not `#rrggbb`.
 * @example contrastRatio("#000000", "#ffffff") // 21
 * @see https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return Number.NaN;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(Number.parseInt(part ?? "", 16) / 255));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function channel(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
