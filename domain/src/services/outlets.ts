/**
 * Service outlets (/dotquery): the outlet types, the distance from the customer to an outlet, how a distance
 * reads, and the map link of an outlet.
 *
 * Decisions where the spec is silent:
 * - Three outlet types: customer service centres, claim service points and partner repair shops (what a
 *   property insurer's outlets are); an unknown type code reads as the code itself.
 * - Distance is the great-circle distance (haversine, mean Earth radius 6371.0088 km) between two WGS-84 points;
 *   good to a few metres at city scale, which is all a list of outlets needs.
 * - A distance under 1 km reads in whole metres, from 1 km in kilometres with one decimal, from 100 km in whole
 *   kilometres.
 * - The map link is AMap's public marker page over https (it opens in the messenger's browser and in any phone
 *   browser; no key needed): never another scheme.
 */
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** A point on the map (WGS-84 degrees). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The outlet type codes, in the order the type filter lists them. */
export const OUTLET_TYPES = ["service", "claim", "repair"] as const;
/** An outlet type code. */
export type OutletType = (typeof OUTLET_TYPES)[number];

const OUTLET_TYPE_NAMES: Readonly<Record<Locale, Readonly<Record<OutletType, string>>>> = {
  "zh-CN": { service: "客户服务中心", claim: "理赔服务点", repair: "合作修理厂" },
  en: { service: "Customer service centre", claim: "Claim service point", repair: "Partner repair shop" },
};

/** Mean Earth radius in kilometres (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * The name of an outlet type; an unknown code reads as itself.
 * @example outletTypeName("claim") // "理赔服务点"
 * @example outletTypeName("repair", "en") // "Partner repair shop"
 */
export function outletTypeName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  const table = Object.hasOwn(OUTLET_TYPE_NAMES, locale) ? OUTLET_TYPE_NAMES[locale] : OUTLET_TYPE_NAMES[DEFAULT_LOCALE];
  return typeof code === "string" && Object.hasOwn(table, code) ? table[code as OutletType] : String(code ?? "");
}

function validPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/**
 * The great-circle distance in kilometres between two points; `NaN` when either point is not a real position
 * (latitude beyond ±90, longitude beyond ±180, or not a finite number).
 * @example distanceKm({ latitude: 39.9042, longitude: 116.4074 }, { latitude: 31.2304, longitude: 121.4737 }) // ≈ 1067.3
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  if (!validPoint(from) || !validPoint(to)) return Number.NaN;
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A distance as the outlet list shows it; `""` for a negative or non-finite distance.
 * @example formatDistance(0.4567) // "457米"
 * @example formatDistance(12.34, "en") // "12.3 km"
 * @example formatDistance(1067.3) // "1067公里"
 */
export function formatDistance(km: number, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof km !== "number" || !Number.isFinite(km) || km < 0) return "";
  const en = locale === "en";
  if (km < 1) {
    const metres = Math.round(km * 1000);
    return metres >= 1000 ? (en ? "1.0 km" : "1.0公里") : en ? `${metres} m` : `${metres}米`;
  }
  const text = km < 100 ? (Math.round(km * 10) / 10).toFixed(1) : String(Math.round(km));
  return en ? `${text} km` : `${text}公里`;
}

/**
 * Items sorted nearest first from `here` (a stable sort; items without a real position go last, in their order).
 * @example sortByDistance([far, near], here)[0] === near // true
 */
export function sortByDistance<T extends GeoPoint>(items: readonly T[], here: GeoPoint): T[] {
  const measured = items.map((item, index) => ({ item, index, km: distanceKm(here, item) }));
  measured.sort((a, b) => {
    const aKnown = Number.isFinite(a.km);
    const bKnown = Number.isFinite(b.km);
    if (aKnown && bKnown && a.km !== b.km) return a.km - b.km;
    if (aKnown !== bKnown) return aKnown ? -1 : 1;
    return a.index - b.index;
  });
  return measured.map((entry) => entry.item);
}

/** Longest outlet name a map link carries (longer names are cut). */
export const MAP_LINK_NAME_MAX = 60;

/**
 * The https map link of a place (AMap marker page); `""` when the position is not a real one.
 * @example mapLinkFor({ latitude: 39.9, longitude: 116.4, name: "北京朝阳客户服务中心" })
 * // "https://uri.amap.com/marker?position=116.4,39.9&name=%E5%8C%97…&coordinate=wgs84&callnative=0"
 */
export function mapLinkFor(place: GeoPoint & { readonly name: string }): string {
  if (!validPoint(place)) return "";
  const name = typeof place.name === "string" ? place.name.slice(0, MAP_LINK_NAME_MAX) : "";
  const query = new URLSearchParams({ position: `${place.longitude},${place.latitude}`, name, coordinate: "wgs84", callnative: "0" });
  return `https://uri.amap.com/marker?${query.toString()}`;
}

/**
 * An outlet's opening hours as shown: each hyphen between digits (a time range, a date) becomes a non-breaking hyphen
 * (U+2011), so a line never breaks inside "09:00-18:00" (issue 20 item 2: numbers never break, elder mode's large type
 * beside long English labels); the rest stays as the gateway wrote it. Total.
 * @example outletHoursText("周一至周日 09:00-18:00") // "周一至周日 09:00\u201118:00"
 */
export function outletHoursText(hours: string): string {
  return hours.replace(/(?<=\d)-(?=\d)/g, "\u2011");
}
