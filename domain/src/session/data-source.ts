/**
 * The data-source parameter of spec §2/§6: when the data source is `scrm` or `h5project` the messenger login is
 * skipped; for `h5project` the source and the shop id are remembered.
 *
 * Our reading (the spec does not name the parameter): the query parameter `dataSource`, or `source` when
 * `dataSource` is absent; the shop id comes from `shopId`. Values are compared exactly (no trimming or case
 * folding). Accepts a search string with or without `?`, or a whole URL (its query is read, not its hash).
 */

/** Query parameter names of the data source, first found wins. */
export const DATA_SOURCE_PARAMS = ["dataSource", "source"] as const;

/** Query parameter of the shop id. */
export const SHOP_ID_PARAM = "shopId";

/** Data sources that skip the messenger login. */
export const SKIP_LOGIN_SOURCES = ["scrm", "h5project"] as const;

/** A data source that skips the messenger login. */
export type DataSource = (typeof SKIP_LOGIN_SOURCES)[number];

/** What the data-source parameter says. */
export interface DataSourceInfo {
  readonly skipLogin: boolean;
  readonly source?: DataSource;
  /** Only for `h5project`, when present and not blank. */
  readonly shopId?: string;
}

/**
 * Reads the data-source parameter. Total.
 * @example readDataSource("?dataSource=h5project&shopId=S001") // { skipLogin: true, source: "h5project", shopId: "S001" }
 * @example readDataSource("?source=scrm") // { skipLogin: true, source: "scrm" }
 * @example readDataSource("?dataSource=other") // { skipLogin: false }
 */
export function readDataSource(search: string): DataSourceInfo {
  const params = new URLSearchParams(queryOf(typeof search === "string" ? search : ""));
  const name = DATA_SOURCE_PARAMS.find((param) => params.has(param));
  const value = name === undefined ? null : params.get(name);
  if (value !== "scrm" && value !== "h5project") return { skipLogin: false };
  if (value === "scrm") return { skipLogin: true, source: value };
  const shopId = params.get(SHOP_ID_PARAM);
  return shopId !== null && shopId.trim() !== ""
    ? { skipLogin: true, source: value, shopId }
    : { skipLogin: true, source: value };
}

function queryOf(text: string): string {
  const hashAt = text.indexOf("#");
  const withoutHash = hashAt >= 0 ? text.slice(0, hashAt) : text;
  const queryAt = withoutHash.indexOf("?");
  return queryAt >= 0 ? withoutHash.slice(queryAt + 1) : withoutHash;
}
