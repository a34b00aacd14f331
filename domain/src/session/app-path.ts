/**
 * What a return path may be: the one rule behind {@link isAppPath}, {@link safeRedirect}, {@link linkTarget}
 * and every place in web/ that follows a path it did not write itself (`?redirect=`, `?from=`, the OAuth
 * `state`, the saved current link), so an address from a query string or from the gateway never sends a
 * customer out of the mall.
 *
 * A link is an in-app path when all of these hold (checked in this order, each linear in the length):
 * 1. It is a string of at most {@link MAX_APP_PATH_LENGTH} UTF-16 code units (a documented cap: longer text is
 *    refused, so no input makes the check slow).
 * 2. It starts with exactly one "/" and not with "/\" ("//host" and "/\host" are another host to a browser; the
 *    URL parser reads "\" as "/" for http(s)). "\\host" and every scheme ("javascript:", "https:") fail the
 *    leading "/" rule.
 * 3. No C0 control character or DEL anywhere (the URL parser drops tab and newline, so "/\t/host" would be
 *    "//host").
 * 4. The link and every form of it that repeated percent-decoding gives ("%2e%2e" → "..", "%252e" → "%2e" →
 *    "."; up to {@link MAX_DECODE_ROUNDS} rounds, a link still changing after that is refused) pass rule 2 and 3
 *    too, and each, resolved by the WHATWG URL parser as a route under the base path
 *    (`https://x.invalid/micromall` + link), stays on that origin with a path under `/micromall/`. Only
 *    `%00`–`%7F` are decoded when checking: a multi-byte UTF-8 sequence can never become ".", "/" or "\",
 *    and a malformed escape ("%zz", "100%") is left as it is, as the URL parser leaves it.
 *
 * Decoding repeatedly is deliberately stricter than one browser navigation: a link travels through query
 * strings, the router and `location` several times, and each may decode it once more. So
 * `/%2e%2e/%2e%2e/x` and `/%252e%252e/%252e%252e/evil.com` are refused even though one URL parse alone keeps
 * the second inside.
 *
 * An accepted link is returned exactly as given (its query and hash included): it is a route for the router,
 * relative to the base path, as `navigate()` takes it.
 */
import { BASE_PATH } from "./route-path";

/** Longest accepted in-app path, in UTF-16 code units (far above any route with its query). */
export const MAX_APP_PATH_LENGTH = 4096;

/** Rounds of percent-decoding checked before a still-changing link is refused. */
export const MAX_DECODE_ROUNDS = 4;

/** The origin the check resolves against; `.invalid` can never be a real host (RFC 2606). */
const CHECK_ORIGIN = "https://x.invalid";
/** Every resolved path must start with this. */
const BASE_PREFIX = `${BASE_PATH}/`;
/** A percent escape of an ASCII character (`%00`–`%7F`). */
const ASCII_ESCAPE = /%[0-7][0-9A-Fa-f]/g;

/**
 * The link as an in-app path (returned unchanged), or `null` when it could leave the mall. Total: any value,
 * any length. See the module comment for every rule.
 * @example toAppPath("/insureInfo?productCode=EAJ") // "/insureInfo?productCode=EAJ"
 * @example toAppPath("/%2e%2e/%2e%2e/x") // null
 * @example toAppPath("/%252e%252e/%252e%252e/evil.com") // null
 * @example toAppPath("//evil.example") // null
 * @example toAppPath("https://example.com/a") // null
 */
export function toAppPath(link: unknown): string | null {
  if (typeof link !== "string" || link.length > MAX_APP_PATH_LENGTH) return null;
  let form = link;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!staysInApp(form)) return null;
    const decoded = decodeAsciiEscapes(form);
    if (decoded === form) return link;
    form = decoded;
  }
  return null;
}

/**
 * Whether `link` is a same-app path (a route, with any query and hash): {@link toAppPath} accepts it. Total:
 * `false` for anything that is not a string.
 * @example isAppPath("/insureInfo?productCode=EAJ") // true
 * @example isAppPath("//evil.example") // false
 * @example isAppPath("/\\evil.example") // false
 * @example isAppPath("/%2e%2e/%2e%2e/x") // false
 * @example isAppPath("https://example.com/a") // false
 */
export function isAppPath(link: string): boolean {
  return toAppPath(link) !== null;
}

/** Rules 2–4 for one form of the link. */
function staysInApp(form: string): boolean {
  if (form.charCodeAt(0) !== SLASH) return false;
  const second = form.charCodeAt(1);
  if (second === SLASH || second === BACKSLASH) return false;
  for (let i = 0; i < form.length; i += 1) {
    const code = form.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  let resolved: URL;
  try {
    resolved = new URL(`${BASE_PATH}${form}`, `${CHECK_ORIGIN}${BASE_PREFIX}`);
  } catch {
    return false;
  }
  return resolved.origin === CHECK_ORIGIN && (resolved.pathname === BASE_PATH || resolved.pathname.startsWith(BASE_PREFIX));
}

/** One round of decoding `%00`–`%7F` (see the module comment); linear. */
function decodeAsciiEscapes(text: string): string {
  if (!text.includes("%")) return text;
  return text.replace(ASCII_ESCAPE, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
}

const SLASH = 47;
const BACKSLASH = 92;
