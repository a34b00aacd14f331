/**
 * The messenger login flow of spec §4, as decisions (the web shell does the redirects and calls).
 *
 * 1. An open id is known → proceed.
 * 2. No open id and no code → authorise (redirect to the messenger's authorisation page).
 * 3. A code and no open id → exchange it (`getToken`); exchange status 1 → proceed (the caller stores the open
 *    id, fetches the user and reloads on a clean URL); any other status → authorise again.
 * 4. Loop guard (h5-notes §1: redirect loops, refused consent returns without a code): authorisation is tried
 *    at most `maxAttempts` times (default 3); `attempts` counts the redirects already made (the shell keeps the
 *    count in session storage). Beyond that → give-up (the shell shows `session.authoriseFailed`). A
 *    non-finite `attempts` also gives up, so a broken counter can never loop.
 *
 * The authorisation URL follows h5-notes §1: parameters in the documented order, `#wechat_redirect` at the end,
 * `scope` `snsapi_base` (silent) by default. `state` may only hold `[a-zA-Z0-9]`, up to 128: the target route
 * is carried as the hex of its UTF-8 bytes ({@link encodeOAuthState}); a route longer than 64 bytes does not fit
 * and is left out (state empty) — the history-mode `redirect_uri` carries the route anyway.
 * A stale `code`/`state` is removed from the redirect URI first ({@link stripOAuthParams}): a code is single use.
 */

/** The messenger's OAuth2 authorisation endpoint. */
export const MESSENGER_AUTHORISE_URL = "https://open.weixin.qq.com/connect/oauth2/authorize";

/** Default number of authorisation redirects before giving up. */
export const MAX_AUTHORISE_ATTEMPTS = 3;

/** Longest `state` the messenger accepts. */
export const OAUTH_STATE_MAX = 128;

/** Longest messenger app id {@link authoriseUrl} carries (real ones have 18 characters). */
export const MAX_APP_ID_LENGTH = 128;

/** Longest redirect URI {@link authoriseUrl} carries (UTF-16 code units). */
export const MAX_REDIRECT_URI_LENGTH = 8192;

/** What the login flow does next. */
export type MessengerLoginAction = "proceed" | "authorise" | "exchange" | "give-up";

/** Authorisation scope: silent open id, or the consent popup for the profile. */
export type MessengerScope = "snsapi_base" | "snsapi_userinfo";

const STATE_PATTERN = /^[a-zA-Z0-9]*$/;
const HEX_STATE_PATTERN = /^(?:[0-9a-f]{2})*$/;
const OAUTH_PARAMS = new Set(["code", "state"]);
/** In a `u` regex a surrogate code unit only matches when it is unpaired (lone). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * The next step of the messenger login flow. Total.
 * @example messengerLoginDecision({ attempts: 0 }) // { action: "authorise" }
 * @example messengerLoginDecision({ code: "061x", attempts: 1 }) // { action: "exchange" }
 * @example messengerLoginDecision({ code: "061x", exchangeStatus: 0, attempts: 3 }) // { action: "give-up" }
 * @example messengerLoginDecision({ openid: "oAbc", attempts: 0 }) // { action: "proceed" }
 * @throws {TypeError} when `input` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function messengerLoginDecision(input: {
  readonly openid?: string | null | undefined;
  readonly code?: string | null | undefined;
  readonly exchangeStatus?: number | string | null | undefined;
  readonly attempts: number;
  readonly maxAttempts?: number | undefined;
}): { action: MessengerLoginAction } {
  if (present(input.openid)) return { action: "proceed" };
  if (present(input.code)) {
    const status = input.exchangeStatus;
    if (status === undefined || status === null) return { action: "exchange" };
    if (String(status) === "1") return { action: "proceed" };
  }
  const max = input.maxAttempts ?? MAX_AUTHORISE_ATTEMPTS;
  const attempts = input.attempts;
  if (!Number.isFinite(attempts) || attempts >= max) return { action: "give-up" };
  return { action: "authorise" };
}

/**
 * The messenger authorisation URL (h5-notes §1). `state` is the target route, encoded with
 * {@link encodeOAuthState}. Total. Length caps (part of the contract): an `appId` longer than
 * {@link MAX_APP_ID_LENGTH} or a `redirectUri` longer than {@link MAX_REDIRECT_URI_LENGTH} is left out (empty),
 * which the messenger refuses: no real value comes near them, and the URL stays cheap to build.
 * @example authoriseUrl({ appId: "wx123", redirectUri: "https://mall.example/micromall/home?code=old", state: "/home" })
 * // "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fmall.example%2Fmicromall%2Fhome&response_type=code&scope=snsapi_base&state=2f686f6d65#wechat_redirect"
 * @throws {TypeError} when `input` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function authoriseUrl(input: {
  readonly appId: string;
  readonly redirectUri: string;
  readonly state?: string | undefined;
  readonly scope?: MessengerScope | undefined;
}): string {
  const params = [
    `appid=${encode(capped(input.appId, MAX_APP_ID_LENGTH))}`,
    `redirect_uri=${encode(stripOAuthParams(capped(input.redirectUri, MAX_REDIRECT_URI_LENGTH)))}`,
    "response_type=code",
    `scope=${input.scope === "snsapi_userinfo" ? "snsapi_userinfo" : "snsapi_base"}`,
    `state=${encodeOAuthState(input.state ?? "")}`,
  ];
  return `${MESSENGER_AUTHORISE_URL}?${params.join("&")}#wechat_redirect`;
}

/**
 * A route as an OAuth `state`: the lowercase hex of its UTF-8 bytes, so it is `[a-zA-Z0-9]`; `""` when it would
 * exceed 128 characters or the text is not well-formed. Total.
 * @example encodeOAuthState("/home") // "2f686f6d65"
 */
export function encodeOAuthState(route: string): string {
  // UTF-8 has at least as many bytes as UTF-16 code units: a longer route cannot fit, and is not encoded.
  if (typeof route !== "string" || route.length * 2 > OAUTH_STATE_MAX) return "";
  const bytes = utf8(route);
  if (bytes === null || bytes.length * 2 > OAUTH_STATE_MAX) return "";
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/**
 * The route carried by an OAuth `state`, or `null` when the state is not one {@link encodeOAuthState} made. Total.
 * @example decodeOAuthState("2f686f6d65") // "/home"
 * @example decodeOAuthState("xyz") // null
 */
export function decodeOAuthState(state: string): string | null {
  if (typeof state !== "string" || state.length > OAUTH_STATE_MAX || !HEX_STATE_PATTERN.test(state)) return null;
  const bytes = new Uint8Array(state.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(state.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether a text is an acceptable OAuth `state` (`[a-zA-Z0-9]`, at most 128). Total.
 * @example isOAuthState("2f686f6d65") // true
 */
export function isOAuthState(state: string): boolean {
  return typeof state === "string" && state.length <= OAUTH_STATE_MAX && STATE_PATTERN.test(state);
}

/**
 * A URL without the `code` and `state` query parameters the authorisation callback adds (h5-notes §1: a code
 * is single-use; a shared or reloaded URL with it fails). Other parameters, their order and encoding, and the
 * hash are kept. Only the main query is touched, not a query inside the hash. Total.
 * @example stripOAuthParams("/micromall/home?code=061x&state=2f&from=share#top") // "/micromall/home?from=share#top"
 */
export function stripOAuthParams(url: string): string {
  const text = typeof url === "string" ? url : "";
  const hashAt = text.indexOf("#");
  const beforeHash = hashAt >= 0 ? text.slice(0, hashAt) : text;
  const hash = hashAt >= 0 ? text.slice(hashAt) : "";
  const queryAt = beforeHash.indexOf("?");
  if (queryAt < 0) return text;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .filter((part) => part !== "" && !OAUTH_PARAMS.has(paramName(part)));
  return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join("&")}` : ""}${hash}`;
}

function paramName(part: string): string {
  const eq = part.indexOf("=");
  const raw = (eq >= 0 ? part.slice(0, eq) : part).replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function capped(text: string, max: number): string {
  return typeof text === "string" && text.length <= max ? text : "";
}

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function encode(text: string): string {
  return encodeURIComponent(typeof text === "string" ? text.replace(LONE_SURROGATE, "\uFFFD") : "");
}

function utf8(text: string): Uint8Array | null {
  if (typeof text !== "string" || new RegExp(LONE_SURROGATE.source, "u").test(text)) return null;
  return new TextEncoder().encode(text);
}
