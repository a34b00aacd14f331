/**
 * The complete GB/T 2260 province / city / district table (`@vant/area-data`, docs/decisions/0004-region-data.md)
 * for the screens that pick a region (the address form's picker, the outlets' city), read into domain's tree by
 * `toRegionTable`. The data is a chunk of its own (28.8 kB gzip) fetched only when such a screen first asks for it,
 * never with a route or the entry; the query keeps it for the rest of the visit (it never changes). The address
 * form asks for it only when the customer first touches the region (`useRegionTable({ enabled })`); until then it
 * offers the province names (`REGION_PROVINCES`, worked out from the same table at build time by vite.config.ts).
 */
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { toRegionTable, type RegionTable } from "@micromall/domain";

export { REGION_PROVINCES } from "virtual:region-provinces";

/** The query of the table: loaded once, kept while the mall is open. */
export const regionTableQuery = {
  queryKey: ["regionTable"] as const,
  queryFn: async (): Promise<RegionTable> => toRegionTable((await import("@vant/area-data")).areaList),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

/**
 * The region table: loading on first use, or once `enabled` (default true) turns true; a table already loaded in this
 * visit is there at once either way.
 * @example const regions = useRegionTable(); regions.data?.length // 34 once loaded
 * @example const regions = useRegionTable({ enabled: touched }); regions.fetchStatus // "idle" until touched
 */
export function useRegionTable({ enabled = true }: { readonly enabled?: boolean } = {}): UseQueryResult<RegionTable> {
  return useQuery({ ...regionTableQuery, enabled });
}
