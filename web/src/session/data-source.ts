/**
 * The data-source parameter (spec §2): visitors sent by a channel (scrm) or a shop (h5project) skip the
 * messenger login; for h5project the mall remembers the source and the shop id in the store. The reading of
 * the query itself is domain's (`readDataSource`).
 */
import { readDataSource } from "@micromall/domain";
import { useAppStore } from "../state/store";

/**
 * Applies the data source of a query string; true when the messenger login must be skipped.
 * @example applyDataSource("?source=h5project&shopId=8") // true, shopInfo remembered
 */
export function applyDataSource(search: string): boolean {
  const source = readDataSource(search);
  if (source.kind === "h5project") {
    useAppStore.getState().updateSession({ shopInfo: { source: source.source, shopId: source.shopId } });
  }
  return source.skipLogin;
}
