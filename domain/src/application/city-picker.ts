/**
 * Picking a city by its province (/dotquery's outlets; customer rehearsal 2026-11-28: one flat list of ~370 cities was
 * hard to find a city in). A module apart from `region-picker.ts`, which the address form uses whole: the outlets'
 * route then carries only these few lines (its route budget of 40 kB).
 */
import type { RegionTable } from "./region-picker";

/** The table as given, or none when it is not one. */
function tableOf(table: RegionTable): RegionTable {
  return Array.isArray(table) ? table : [];
}

/**
 * The province of the table that holds a city of that name, "" when none does. Total.
 * @example provinceOfCity(table, "深圳市") // "广东省"
 * @example provinceOfCity(table, "火星市") // ""
 */
export function provinceOfCity(table: RegionTable, city: string): string {
  if (typeof city !== "string") return "";
  return tableOf(table).find((province) => province.cities.some((entry) => entry.name === city))?.name ?? "";
}

/**
 * The cities of a province of the table, in code order; none for a province not in it. Total.
 * @example provinceCities(table, "广东省") // ["广州市", "韶关市", "深圳市", …]
 */
export function provinceCities(table: RegionTable, province: string): string[] {
  return tableOf(table).find((entry) => entry.name === province)?.cities.map((city) => city.name) ?? [];
}

/**
 * The city a picker opens at when the customer picks a province: its first city in code order (the provincial
 * capital in GB/T 2260), "" for a province not in the table. Total.
 * @example provinceFirstCity(table, "四川省") // "成都市"
 */
export function provinceFirstCity(table: RegionTable, province: string): string {
  return provinceCities(table, province)[0] ?? "";
}
