/**
 * The complete GB/T 2260 province / city / district table (`@vant/area-data`, docs/decisions/0004-region-data.md)
 * for the screens that pick a region (the address form's picker, the outlets' city), read into domain's tree by
 * `toRegionTable`. The data is a chunk of its own (≈ 32 KB gzip) fetched only when such a screen first asks for it,
 * never with a route or the entry; the query keeps it for the rest of the visit (it never changes).
 */
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { toRegionTable, type RegionTable } from "@micromall/domain";

/** The query of the table: loaded once, kept while the mall is open. */
export const regionTableQuery = {
  queryKey: ["regionTable"] as const,
  queryFn: async (): Promise<RegionTable> => toRegionTable((await import("@vant/area-data")).areaList),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

/**
 * The region table, loading on first use.
 * @example const regions = useRegionTable(); regions.data?.length // 34 once loaded
 */
export function useRegionTable(): UseQueryResult<RegionTable> {
  return useQuery(regionTableQuery);
}
