/**
 * The province / city / district table of the address form's one cascading picker (GB/T 2260 codes and names)
 * and the rules of the cascade: which cities a province offers, which districts a city offers, and what a change
 * of an upper level does to the lower ones.
 *
 * Decisions where the spec is silent:
 * - The table is the complete GB/T 2260 table of a maintained data package (`@vant/area-data`, see
 *   docs/decisions/0004-region-data.md), read into a tree by {@link toRegionTable}. Domain holds no copy of the data:
 *   the screens that pick a region load the package (a lazy chunk) and hand the table to these rules.
 * - Addresses travel and are stored by NAME (`province: "广东省"`, as the gateway's Address carries them); the
 *   codes only identify the entries of the table.
 * - Changing the province clears the city and district; changing the city clears the district; a picked
 *   value that is not in its parent's list counts as not picked ({@link isCompleteRegion}).
 * - Until the table is there (it loads on the customer's first touch of the picker), the picker offers the province
 *   names it has without the table and, below them, only what is picked ({@link regionOptionsWithoutTable}).
 * - The address form's own check (`completeRegion`, run without the table) asks that every level be picked
 *   ({@link isRegionPicked}); that each name is in the table is the picker's part: it offers only the table's
 *   entries.
 */

/** A district (county-level division). */
export interface RegionDistrict {
  readonly code: string;
  readonly name: string;
}
/** A city with its districts. */
export interface RegionCity {
  readonly code: string;
  readonly name: string;
  readonly districts: readonly RegionDistrict[];
}
/** A province with its cities. */
export interface RegionProvince {
  readonly code: string;
  readonly name: string;
  readonly cities: readonly RegionCity[];
}
/** The picker's table: every province with its cities and their districts, in GB/T 2260 code order. */
export type RegionTable = readonly RegionProvince[];

/**
 * A GB/T 2260 data package's three code-keyed lists (the shape of `@vant/area-data`'s `areaList`): six-digit
 * codes to names; a city's code starts with its province's first two digits, a district's with its city's four.
 */
export interface RegionCodeLists {
  readonly province_list: Readonly<Record<string, string>>;
  readonly city_list: Readonly<Record<string, string>>;
  readonly county_list: Readonly<Record<string, string>>;
}

const SIX_DIGITS = /^\d{6}$/;

/** The entries of one list with a six-digit code and a non-empty name, in code order ([] for a non-object). */
function entriesOf(list: unknown): { code: string; name: string }[] {
  if (typeof list !== "object" || list === null) return [];
  return Object.entries(list)
    .filter((entry): entry is [string, string] => SIX_DIGITS.test(entry[0]) && typeof entry[1] === "string" && entry[1].trim() !== "")
    .map(([code, name]) => ({ code, name: name.trim() }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * The tree of a package's code lists: each city under the province of its first two digits, each district under
 * the city of its first four; an entry without its parent, a malformed code or an empty name is left out, and a
 * city without districts is left out (it could never be a complete pick). Total: a non-object gives `[]`.
 * @example toRegionTable({ province_list: { "440000": "广东省" }, city_list: { "440300": "深圳市" }, county_list: { "440305": "南山区" } })
 * // [{ code: "440000", name: "广东省", cities: [{ code: "440300", name: "深圳市", districts: [{ code: "440305", name: "南山区" }] }] }]
 */
export function toRegionTable(lists: RegionCodeLists): RegionTable {
  if (typeof lists !== "object" || lists === null) return [];
  const districtsOf = new Map<string, RegionDistrict[]>();
  for (const district of entriesOf(lists.county_list)) {
    const key = district.code.slice(0, 4);
    const list = districtsOf.get(key);
    if (list === undefined) districtsOf.set(key, [district]);
    else list.push(district);
  }
  const citiesOf = new Map<string, RegionCity[]>();
  for (const city of entriesOf(lists.city_list)) {
    const districts = districtsOf.get(city.code.slice(0, 4)) ?? [];
    if (districts.length === 0) continue;
    const key = city.code.slice(0, 2);
    const list = citiesOf.get(key);
    const entry = { ...city, districts };
    if (list === undefined) citiesOf.set(key, [entry]);
    else list.push(entry);
  }
  return entriesOf(lists.province_list).flatMap((province) => {
    const cities = citiesOf.get(province.code.slice(0, 2)) ?? [];
    return cities.length === 0 ? [] : [{ ...province, cities }];
  });
}

/** A picked region, by names ("" for a level not picked yet). */
export interface RegionChoice {
  readonly province: string;
  readonly city: string;
  readonly district: string;
}

/** Nothing picked. */
export const NO_REGION: RegionChoice = { province: "", city: "", district: "" };

/**
 * The names offered at each level for a choice: every province of the table, the cities of the picked province,
 * the districts of the picked city (empty lists for a level whose parent is not picked or not in the table).
 * @example regionOptions({ province: "广东省", city: "深圳市", district: "" }, table).districts // ["罗湖区", "福田区", "南山区", …]
 * @example regionOptions(NO_REGION, table).cities // []
 */
export function regionOptions(choice: RegionChoice, table: RegionTable): { provinces: string[]; cities: string[]; districts: string[] } {
  const regions: RegionTable = Array.isArray(table) ? table : [];
  const picked = typeof choice === "object" && choice !== null ? choice : NO_REGION;
  const province = regions.find((entry) => entry.name === picked.province);
  const city = province?.cities.find((entry) => entry.name === picked.city);
  return {
    provinces: regions.map((entry) => entry.name),
    cities: province?.cities.map((entry) => entry.name) ?? [],
    districts: city?.districts.map((entry) => entry.name) ?? [],
  };
}

/**
 * The names offered while the table is not loaded yet (it loads when the customer first touches the region,
 * docs/decisions/0004-region-data.md): the province names, which the screen has without the table, and for each
 * lower level only what is already picked, so an address being edited shows its region from its own record. A
 * blank or non-string level offers nothing; the table, once there, gives {@link regionOptions} instead.
 * @example regionOptionsWithoutTable({ province: "广东省", city: "深圳市", district: "南山区" }, ["北京市", "广东省"])
 * // { provinces: ["北京市", "广东省"], cities: ["深圳市"], districts: ["南山区"] }
 * @example regionOptionsWithoutTable(NO_REGION, ["北京市", "广东省"]).cities // []
 */
export function regionOptionsWithoutTable(choice: RegionChoice, provinces: readonly string[]): { provinces: string[]; cities: string[]; districts: string[] } {
  const picked = typeof choice === "object" && choice !== null ? choice : NO_REGION;
  const named = (name: unknown): string[] => (typeof name === "string" && name.trim() !== "" ? [name] : []);
  return {
    provinces: Array.isArray(provinces) ? provinces.filter((name): name is string => typeof name === "string") : [],
    cities: named(picked.city),
    districts: named(picked.district),
  };
}

/**
 * The choice after the customer picks `value` at `level`: a lower level is cleared when its parent changes.
 * @example pickRegion({ province: "广东省", city: "深圳市", district: "南山区" }, "province", "浙江省") // { province: "浙江省", city: "", district: "" }
 * @example pickRegion({ province: "广东省", city: "深圳市", district: "" }, "district", "福田区").district // "福田区"
 */
export function pickRegion(choice: RegionChoice, level: keyof RegionChoice, value: string): RegionChoice {
  if (level === "province") return value === choice.province ? choice : { province: value, city: "", district: "" };
  if (level === "city") return value === choice.city ? choice : { ...choice, city: value, district: "" };
  return { ...choice, district: value };
}

/**
 * Whether every level is picked and each is in its parent's list of the table.
 * @example isCompleteRegion({ province: "北京市", city: "北京市", district: "朝阳区" }, table) // true
 * @example isCompleteRegion({ province: "北京市", city: "深圳市", district: "南山区" }, table) // false
 */
export function isCompleteRegion(choice: RegionChoice, table: RegionTable): boolean {
  // Plain-JavaScript callers: a wrong-typed choice is not a complete region (every is* answers false).
  if (!isRegionPicked(choice)) return false;
  return regionOptions(choice, table).districts.includes(choice.district);
}

/**
 * Whether every level of a choice is picked (a non-blank name each), whatever the table: the address form's own
 * check, which runs without the table.
 * @example isRegionPicked({ province: "广东省", city: "深圳市", district: "南山区" }) // true
 * @example isRegionPicked({ province: "广东省", city: "深圳市", district: "" }) // false
 */
export function isRegionPicked(choice: RegionChoice): boolean {
  if (typeof choice !== "object" || choice === null) return false;
  const { province, city, district } = choice;
  return [province, city, district].every((name) => typeof name === "string" && name.trim() !== "");
}
