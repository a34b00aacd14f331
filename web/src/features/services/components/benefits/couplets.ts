/**
 * The Spring Festival couplets of /couplet (synthetic content of the seasonal activity): each a first and a
 * second line and a banner, with a short id for the shared link (`/couplet?c=<id>`). Traditional couplets, in
 * Chinese whatever the language (a couplet is not translated).
 */

/** One couplet. */
export interface Couplet {
  readonly id: string;
  readonly upper: string;
  readonly lower: string;
  readonly horizontal: string;
}

/** The couplet shown first (and for a link naming none). */
const FIRST: Couplet = { id: "peace", upper: "平安二字值千金", lower: "和顺一门有百福", horizontal: "平安是福" };

/** The couplets to pick from, in the order shown. */
export const COUPLETS: readonly Couplet[] = [
  FIRST,
  { id: "spring", upper: "春回大地千山秀", lower: "日照神州万木荣", horizontal: "春满人间" },
  { id: "smooth", upper: "一帆风顺年年好", lower: "万事如意步步高", horizontal: "吉星高照" },
  { id: "renew", upper: "五湖四海皆春色", lower: "万水千山尽得辉", horizontal: "万象更新" },
  { id: "family", upper: "福星高照全家福", lower: "春光耀辉满堂春", horizontal: "春意盎然" },
  { id: "long", upper: "天增岁月人增寿", lower: "春满乾坤福满门", horizontal: "福满人间" },
];

/**
 * The couplet of an id, or the first when the id is not one (a link from elsewhere cannot put its own words
 * on the page).
 * @example coupletOf("spring").horizontal // "春满人间"
 */
export function coupletOf(id: string | null): Couplet {
  return COUPLETS.find((couplet) => couplet.id === id) ?? FIRST;
}
