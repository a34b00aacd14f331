/**
 * The mall's own icon set for its chrome (issue 20 item 8): one set of line icons on a 24 × 24 grid, drawn with
 * `currentColor` strokes, inline SVG (no request, no font, no package: the paths are the mall's own, about 1 KB
 * gzip for the whole set). An icon is decoration beside a visible name, so it is hidden from assistive technology.
 *
 * Every icon of the mall's chrome is one of these (`app/icon-set.test.ts` fails on an inline SVG or a text glyph
 * drawn as an icon anywhere else): the header's back arrow, the tab bar, the cells' chevron, the ticks of checkboxes
 * and done steps, the date field's calendar, the results' and the empty state's art, the carousel's play/pause.
 * Size and stroke come from the caller's class through `--mm-icon-width`, `--mm-icon-height` (default 1em) and
 * `--mm-icon-stroke` (default 1.75), so no rule has to win over the set's own. Its class is the global `mm-icon`
 * (styles/base.css), not a CSS module: the prerendered home shell (app/BootShell.tsx, rendered at build time without
 * style sheets) draws the tab bar's icons with the same markup.
 *
 * Decision: an own set of a few dozen paths instead of `lucide-react` (a maintained package whose icons are
 * tree-shaken, ≈ 0.3–0.5 KB gzip each plus its ≈ 1 KB icon factory): the chrome needs few icons, and the home
 * route's first-render budget (130 KB, now ≈ 125 KB) is the tightest in the mall.
 */

/** The circle of the result icons. */
const RING = "M12 22.5a10.5 10.5 0 1 0 0-21 10.5 10.5 0 0 0 0 21z";

/** The paths of each icon (24 × 24, stroke). */
const PATHS = {
  policy: ["M6 3h9l3 3v15H6z", "M15 3v3h3", "M9 11h6", "M9 15h6"],
  claim: ["M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z", "M9 12l2 2 4-4"],
  invoice: ["M6 3h12v18l-3-2-3 2-3-2-3 2z", "M9 8h6", "M9 12h6", "M9 16h3"],
  surrender: ["M9 7H5V3", "M5 7a8 8 0 1 1-1 6"],
  outlet: ["M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12z", "M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"],
  benefit: ["M4 10h16v11H4z", "M3 7h18v3H3z", "M12 7v14", "M12 7c-2-4-6-4-6-1s6 1 6 1c0 0 6 2 6-1s-4-3-6 1"],
  card: ["M3 6h18v12H3z", "M3 10h18", "M7 15h4"],
  service: ["M4 14v-2a8 8 0 0 1 16 0v2", "M4 14h3v5H4z", "M17 14h3v5h-3z", "M20 19c0 1-2 2-5 2"],
  rescue: ["M3 16V9l3-4h9l3 4h3v7z", "M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z", "M16.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z", "M6 9h12"],
  car: ["M4 15l1.5-5h13L20 15v4H4z", "M7 10l1.5-4h7L17 10", "M7 19v2", "M17 19v2", "M7 15h1", "M16 15h1"],
  doctor: ["M3 7h13v10H3z", "M16 11l5-3v8l-5-3", "M9.5 9.5v5", "M7 12h5"],
  search: ["M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z", "M15.5 15.5L21 21"],
  // the chrome: header, tab bar, cells, form controls, results and empty states
  back: ["M15 4l-8 8 8 8"],
  chevron: ["M9 5l7 7-7 7"],
  check: ["M5 12.5l4.5 4.5L19 7.5"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3v5", "M16 3v5"],
  home: ["M3 11l9-7 9 7v9h-6v-6H9v6H3z"],
  list: ["M4 5h16", "M4 12h16", "M4 19h16"],
  user: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4 4-6 8-6s8 2 8 6"],
  empty: ["M3 9.75L6 5.25h12l3 4.5v9H3z", "M3 9.75h6l1.5 2.25h3l1.5-2.25h6"],
  success: [RING, "M7 12.25l3.5 3.5L17 8.5"],
  failure: [RING, "M12 6.5v7", "M12 16.5v1"],
  info: [RING, "M12 11v6.5", "M12 7v1"],
  play: ["M8 5v14l11-7z"],
  pause: ["M8 5v14", "M16 5v14"],
} as const;

/** The name of an icon of the set. */
export type MallIconName = keyof typeof PATHS;

/** Whether `name` is an icon of the set. @example isMallIconName("policy") // true */
export function isMallIconName(name: string): name is MallIconName {
  return Object.prototype.hasOwnProperty.call(PATHS, name);
}

/**
 * An icon of the mall's set, 1em square (or the caller class's `--mm-icon-width` / `--mm-icon-height`), in the
 * text colour.
 * @example <MallIcon name="policy" />
 * @example <MallIcon name="back" className="mm-page__back-icon" />
 */
export function MallIcon({ name, className }: { readonly name: MallIconName; readonly className?: string | undefined }) {
  return (
    <svg className={className === undefined ? "mm-icon" : `mm-icon ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
