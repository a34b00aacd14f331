/**
 * The data-source parameter (spec §2): visitors sent by a channel (scrm) or a shop (h5project) skip the
 * messenger login; for h5project the mall remembers the source and the shop id in the store. Reading the query
 * is domain's (`readDataSource`: `dataSource`, else `source`; `shopId`).
 *
 * Decision: a remembered h5project source keeps skipping the login for the rest of the tab's session (a reload
 * inside a shop visit drops the query but is still the shop's visit).
 */
import { readDataSource } from "@micromall/domain";
import { useAppStore } from "../state/store";

/**
 * Applies the data source of a query string; true when the messenger login must be skipped.
 * @example applyDataSource("?dataSource=h5project&shopId=S001") // true, shopInfo { source: "h5project", shopId: "S001" }
 */
export function applyDataSource(search: string): boolean {
  const info = readDataSource(search);
  const { shopInfo, updateSession } = useAppStore.getState();
  if (info.source === "h5project") {
    updateSession({ shopInfo: { source: info.source, shopId: info.shopId ?? "" } });
  }
  return info.skipLogin || shopInfo?.source === "h5project";
}
