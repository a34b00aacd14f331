/**
 * The province / city / district code table of the address form's one cascading picker (GB/T 2260 codes and
 * names), and the rules of the cascade: which cities a province offers, which districts a city offers, and
 * what a change of an upper level does to the lower ones.
 *
 * Decisions where the spec is silent:
 * - Addresses travel and are stored by NAME (`province: "广东省"`, as the gateway's Address carries them); the
 *   codes only identify the entries of the table.
 * - The table is the mall's starter table: the provinces and cities the insurer's outlets and customers are in
 *   today (every region the fixtures generate is in it). A region not in the table can still be shown (an old
 *   address keeps its names), it just cannot be picked; growing the table is a data change only.
 * - Changing the province clears the city and district; changing the city clears the district; a picked
 *   value that is not in its parent's list counts as not picked.
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

const d = (code: string, name: string): RegionDistrict => ({ code, name });

/**
 * Every province the picker offers, in GB/T 2260 order.
 * @example REGIONS[0]?.name // "北京市"
 */
export const REGIONS: readonly RegionProvince[] = [
  { code: "110000", name: "北京市", cities: [{ code: "110100", name: "北京市", districts: [d("110101", "东城区"), d("110102", "西城区"), d("110105", "朝阳区"), d("110108", "海淀区")] }] },
  { code: "310000", name: "上海市", cities: [{ code: "310100", name: "上海市", districts: [d("310101", "黄浦区"), d("310104", "徐汇区"), d("310115", "浦东新区")] }] },
  {
    code: "320000",
    name: "江苏省",
    cities: [
      { code: "320100", name: "南京市", districts: [d("320102", "玄武区"), d("320104", "秦淮区"), d("320106", "鼓楼区")] },
      { code: "320500", name: "苏州市", districts: [d("320505", "虎丘区"), d("320506", "吴中区"), d("320508", "姑苏区")] },
    ],
  },
  {
    code: "330000",
    name: "浙江省",
    cities: [
      { code: "330100", name: "杭州市", districts: [d("330102", "上城区"), d("330105", "拱墅区"), d("330106", "西湖区")] },
      { code: "330200", name: "宁波市", districts: [d("330203", "海曙区"), d("330212", "鄞州区")] },
    ],
  },
  { code: "370000", name: "山东省", cities: [{ code: "370200", name: "青岛市", districts: [d("370202", "市南区"), d("370203", "市北区"), d("370212", "崂山区")] }] },
  { code: "420000", name: "湖北省", cities: [{ code: "420100", name: "武汉市", districts: [d("420102", "江岸区"), d("420106", "武昌区"), d("420111", "洪山区")] }] },
  {
    code: "440000",
    name: "广东省",
    cities: [
      { code: "440100", name: "广州市", districts: [d("440103", "荔湾区"), d("440104", "越秀区"), d("440106", "天河区")] },
      { code: "440300", name: "深圳市", districts: [d("440303", "罗湖区"), d("440304", "福田区"), d("440305", "南山区")] },
    ],
  },
  { code: "510000", name: "四川省", cities: [{ code: "510100", name: "成都市", districts: [d("510104", "锦江区"), d("510105", "青羊区"), d("510107", "武侯区")] }] },
  { code: "610000", name: "陕西省", cities: [{ code: "610100", name: "西安市", districts: [d("610103", "碑林区"), d("610104", "莲湖区"), d("610113", "雁塔区")] }] },
];

/** A picked region, by names ("" for a level not picked yet). */
export interface RegionChoice {
  readonly province: string;
  readonly city: string;
  readonly district: string;
}

/** Nothing picked. */
export const NO_REGION: RegionChoice = { province: "", city: "", district: "" };

/**
 * The names offered at each level for a choice: every province, the cities of the picked province, the
 * districts of the picked city (empty lists for a level whose parent is not picked or not in the table).
 * @example regionOptions({ province: "广东省", city: "深圳市", district: "" }).districts // ["罗湖区", "福田区", "南山区"]
 * @example regionOptions(NO_REGION).cities // []
 */
export function regionOptions(choice: RegionChoice): { provinces: string[]; cities: string[]; districts: string[] } {
  const province = REGIONS.find((entry) => entry.name === choice.province);
  const city = province?.cities.find((entry) => entry.name === choice.city);
  return {
    provinces: REGIONS.map((entry) => entry.name),
    cities: province?.cities.map((entry) => entry.name) ?? [],
    districts: city?.districts.map((entry) => entry.name) ?? [],
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
 * @example isCompleteRegion({ province: "北京市", city: "北京市", district: "朝阳区" }) // true
 * @example isCompleteRegion({ province: "北京市", city: "深圳市", district: "南山区" }) // false
 */
export function isCompleteRegion(choice: RegionChoice): boolean {
  return regionOptions(choice).districts.includes(choice.district);
}
