/**
 * The province names of the GB/T 2260 region table, worked out at build time by the `regionProvinces` plugin of
 * vite.config.ts (docs/decisions/0004-region-data.md).
 */
declare module "virtual:region-provinces" {
  /** Every province of the table (`toRegionTable(areaList)`), by name, in GB/T 2260 code order. */
  export const REGION_PROVINCES: readonly string[];
}
