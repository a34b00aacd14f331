/**
 * The data-source parameter of spec §2/§6: when the data source is `scrm` or `h5project` the messenger login is
 * skipped; for `h5project` the source and the shop id are remembered.
 *
 * Our reading (the spec does not name the parameter): the query parameter `dataSource`, or `source` when
 * `dataSource` is absent; the shop id comes from `shopId`. Values are compared exactly (no trimming or case
 * folding). Accepts a search string with or without `?`, or a whole URL (its query is read, not its hash).
 *
 * The bancassurance channel `yb` (issue 21 "Channel"): spec §3 makes relationship, name, identity type and number
 * read-only "when the channel is yb", and the proposal's channel is the visit's confirmed source
 * ({@link proposalChannel}), so a channel is a data source. Our reading: `?dataSource=yb` (with its `shopId`, the
 * bank outlet) is the channel's entry; it is remembered like h5project's (source and shop id) but does not skip the
 * messenger login (spec §2 names only scrm and h5project for that).
 *
 * A shop id claims a sale (it becomes the proposal's `channelNo`, issue 23 finding 6), so only a well-formed one is
 * kept ({@link isShopId}); a link with any other `shopId` is still the shop project's visit, without a shop.
 */

/**
 * Longest shop id kept (decision: the spec names no format; a shop or store code of the insurer's channel system is a
 * short code such as `S001` or `8`, and 32 leaves room for a prefixed code or a UUID without hyphens).
 */
export const MAX_SHOP_ID_LENGTH = 32;

const SHOP_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Whether the text is a shop id: 1–{@link MAX_SHOP_ID_LENGTH} ASCII letters, digits, `-` and `_`, starting with a
 * letter or digit. Nothing is trimmed. Total: false for a non-string.
 * @example isShopId("S001") // true
 * @example isShopId("S001<script>") // false
 * @example isShopId("x".repeat(33)) // false
 */
export function isShopId(text: string): boolean {
  return typeof text === "string" && text.length <= MAX_SHOP_ID_LENGTH && SHOP_ID.test(text);
}

/** Query parameter names of the data source, first found wins. */
export const DATA_SOURCE_PARAMS = ["dataSource", "source"] as const;

/** Query parameter of the shop id. */
export const SHOP_ID_PARAM = "shopId";

/** Data sources that skip the messenger login. */
export const SKIP_LOGIN_SOURCES = ["scrm", "h5project"] as const;

/** Data sources remembered with their shop id for the rest of the visit (the proposal's channel). */
export const REMEMBERED_SOURCES = ["h5project", "yb"] as const;

/** A data source the mall knows: one that skips the messenger login, or the bancassurance channel yb. */
export type DataSource = (typeof SKIP_LOGIN_SOURCES)[number] | "yb";

/** What the data-source parameter says. */
export interface DataSourceInfo {
  readonly skipLogin: boolean;
  readonly source?: DataSource;
  /** Only for a remembered source (`h5project`, `yb`), when present and a shop id ({@link isShopId}). */
  readonly shopId?: string;
}

/**
 * Reads the data-source parameter. Total.
 * @example readDataSource("?dataSource=h5project&shopId=S001") // { skipLogin: true, source: "h5project", shopId: "S001" }
 * @example readDataSource("?source=scrm") // { skipLogin: true, source: "scrm" }
 * @example readDataSource("?dataSource=yb&shopId=B001") // { skipLogin: false, source: "yb", shopId: "B001" }
 * @example readDataSource("?dataSource=other") // { skipLogin: false }
 * @example readDataSource("?dataSource=h5project&shopId=%3Cb%3E") // { skipLogin: true, source: "h5project" }
 */
export function readDataSource(search: string): DataSourceInfo {
  const params = new URLSearchParams(queryOf(typeof search === "string" ? search : ""));
  const name = DATA_SOURCE_PARAMS.find((param) => params.has(param));
  const value = name === undefined ? null : params.get(name);
  if (value !== "scrm" && value !== "h5project" && value !== "yb") return { skipLogin: false };
  if (value === "scrm") return { skipLogin: true, source: value };
  const skipLogin = value === "h5project";
  const shopId = params.get(SHOP_ID_PARAM);
  return shopId !== null && isShopId(shopId)
    ? { skipLogin, source: value, shopId }
    : { skipLogin, source: value };
}

function queryOf(text: string): string {
  const hashAt = text.indexOf("#");
  const withoutHash = hashAt >= 0 ? text.slice(0, hashAt) : text;
  const queryAt = withoutHash.indexOf("?");
  return queryAt >= 0 ? withoutHash.slice(queryAt + 1) : withoutHash;
}

/** The remembered shop visit (the store's `shopInfo`). */
export interface ShopVisit {
  readonly source: string;
  readonly shopId: string;
}

/** What `sourceCodeCheck` answered about the visit's source. */
export interface SourceCodeAnswer {
  readonly valid: boolean;
  readonly sourceCode: string;
}

/** The channel fields of a proposal: the confirmed source and, only with a well-formed shop id, the shop. */
export interface ProposalChannel {
  readonly channel: string;
  readonly channelNo?: string;
}

/**
 * The channel a proposal carries (issue 23 finding 6): nothing unless the source-code check confirmed the very
 * source the visit came with; the shop id as `channelNo` only when it is a shop id ({@link isShopId}) — a link
 * cannot claim a sale with any text it likes. Total over strings; `null`/`undefined` visit or answer → `null`.
 * @example proposalChannel({ source: "h5project", shopId: "S001" }, { valid: true, sourceCode: "h5project" }) // { channel: "h5project", channelNo: "S001" }
 * @example proposalChannel({ source: "h5project", shopId: "<b>" }, { valid: true, sourceCode: "h5project" }) // { channel: "h5project" }
 * @example proposalChannel({ source: "h5project", shopId: "S001" }, { valid: true, sourceCode: "scrm" }) // null
 */
export function proposalChannel(visit: ShopVisit | null | undefined, answer: SourceCodeAnswer | null | undefined): ProposalChannel | null {
  if (visit === null || visit === undefined || answer === null || answer === undefined) return null;
  if (answer.valid !== true || typeof answer.sourceCode !== "string" || answer.sourceCode === "" || answer.sourceCode !== visit.source) return null;
  return isShopId(visit.shopId) ? { channel: answer.sourceCode, channelNo: visit.shopId } : { channel: answer.sourceCode };
}
