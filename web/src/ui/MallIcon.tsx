/**
 * The mall's own icon set for its chrome (issue 20 item 8): one set of line icons on a 24 × 24 grid, drawn with
 * `currentColor` strokes, inline SVG (no request, no font, no package: the paths are the mall's own, about 1 KB
 * gzip for the whole set). An icon is decoration beside a visible name, so it is hidden from assistive technology.
 *
 * Decision: an own set of a dozen paths instead of `lucide-react` (a maintained package whose icons are
 * tree-shaken, ≈ 0.3–0.5 KB gzip each plus its ≈ 1 KB icon factory): the chrome needs few icons, and the home
 * route's first-render budget (130 KB, now ≈ 125 KB) is the tightest in the mall.
 */
import styles from "./MallIcon.module.css";

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
} as const;

/** The name of an icon of the set. */
export type MallIconName = keyof typeof PATHS;

/** Whether `name` is an icon of the set. @example isMallIconName("policy") // true */
export function isMallIconName(name: string): name is MallIconName {
  return Object.prototype.hasOwnProperty.call(PATHS, name);
}

/**
 * An icon of the mall's set, 1em square (`size` in CSS units otherwise), in the text colour.
 * @example <MallIcon name="policy" />
 */
export function MallIcon({ name, className }: { readonly name: MallIconName; readonly className?: string }) {
  return (
    <svg className={className === undefined ? styles.icon : `${styles.icon} ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
