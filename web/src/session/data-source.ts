/**
 * The data-source parameter (spec §2): visitors sent by a channel (scrm) or a shop (h5project) skip the
 * messenger login; for h5project and the bancassurance channel yb (which logs in as usual) the mall remembers the
 * source and the shop id in the store (`shopInfo`: the application form's channel). Reading the query
 * is domain's (`readDataSource`: `dataSource`, else `source`; `shopId`).
 *
 * Decision: a remembered h5project source keeps skipping the login for the rest of the tab's session (a reload
 * inside a shop visit drops the query but is still the shop's visit).
 */
import { REMEMBERED_SOURCES, readDataSource } from "@micromall/domain";
import { useAppStore } from "../state/store";

/**
 * Applies the data source of a query string; true when the messenger login must be skipped.
 * @example applyDataSource("?dataSource=h5project&shopId=S001") // true, shopInfo { source: "h5project", shopId: "S001" }
 */
export function applyDataSource(search: string): boolean {
  const info = readDataSource(search);
  const { shopInfo, updateSession } = useAppStore.getState();
  // h5project and the bancassurance channel yb (issue 21: its identity fields are read-only on the form)
  if (info.source !== undefined && (REMEMBERED_SOURCES as readonly string[]).includes(info.source)) {
    updateSession({ shopInfo: { source: info.source, shopId: info.shopId ?? "" } });
  }
  return info.skipLogin || shopInfo?.source === "h5project";
}
