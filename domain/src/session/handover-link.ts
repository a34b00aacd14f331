/**
 * The one rule for following a partner link the gateway gives (issue 12 /videoDoctor, /careVoice; the online
 * service of /customerService; the partner insurer's claim hand-over of /claimZhongan; benefit and value-added
 * service links): the mall follows it only when it stays on the mall's own origin or goes to an https page.
 * Anything else (http to another host, "//host", "/\host", "javascript:", "data:", other schemes, text with
 * whitespace, backslashes or control characters, a relative "page/x" that is neither a path nor an address,
 * text that is not a URL, more than {@link MAX_HANDOVER_URL_LENGTH} characters) is refused: the screen then
 * says the service cannot be opened now instead of following it.
 *
 * Decisions: an external page must be written out as `https://host…` (a scheme-relative "//host" is refused
 * even on an https page: the gateway names its partners in full; the scheme is matched case-insensitively, as
 * browsers do); a same-origin link is a path starting with one "/" ("/micromall/…", resolved against the
 * origin and required to stay on it, so "/%2F%2Fhost" stays a path) or a full address of the mall's own origin
 * (http too, for the local preview served over http).
 *
 * Issue 23 finding 4: a page off the mall's origin goes through the one gateway-link rule (`parseGatewayLink`:
 * https only, no user:password, no port, an ASCII host on the configured allow-list, 4096 characters); without
 * `hosts` nothing off the origin is followed.
 */
import { parseGatewayLink } from "./gateway-link";

/** Longest hand-over address accepted. */
export const MAX_HANDOVER_URL_LENGTH = 4096;

/** A link the mall may follow (`external` when it leaves the mall's origin), or the refusal. */
export type HandoverLink = { readonly ok: true; readonly href: string; readonly external: boolean } | { readonly ok: false };

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f\\]/;
/** An absolute address with a scheme and a host part right after "//". */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\/[^/]/i;
const REFUSED: HandoverLink = { ok: false };

/**
 * The partner link `url` as the address to open from a page of `origin` (e.g. "https://mall.example.cn"), or
 * `{ ok: false }` when it is neither same-origin nor a page `parseGatewayLink` accepts for the partner hosts
 * `hosts`. Total: any value for `url`, any text for `origin` (a bad origin refuses everything).
 * @example handoverLink("https://doctor.example.com/sso?token=t1", "https://mall.example.cn", ["doctor.example.com"]) // { ok: true, href: "https://doctor.example.com/sso?token=t1", external: true }
 * @example handoverLink("https://doctor.example.com/sso?token=t1", "https://mall.example.cn") // { ok: false } (host not allowed)
 * @example handoverLink("/micromall/careVoice?token=t", "https://mall.example.cn") // { ok: true, href: "https://mall.example.cn/micromall/careVoice?token=t", external: false }
 * @example handoverLink("http://doctor.example.com/sso", "https://mall.example.cn") // { ok: false }
 * @example handoverLink("javascript:alert(1)", "https://mall.example.cn") // { ok: false }
 */
export function handoverLink(url: unknown, origin: string, hosts: readonly string[] = []): HandoverLink {
  if (typeof url !== "string" || url === "" || url.length > MAX_HANDOVER_URL_LENGTH || UNSAFE_CHARACTERS.test(url)) return REFUSED;
  if (typeof origin !== "string" || origin.length > MAX_HANDOVER_URL_LENGTH) return REFUSED;
  const isPath = url.startsWith("/") && !url.startsWith("//");
  if (!isPath && !ABSOLUTE.test(url)) return REFUSED;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(url, base.origin);
  } catch {
    return REFUSED;
  }
  if (resolved.origin === base.origin && (resolved.protocol === "https:" || resolved.protocol === "http:")) {
    return { ok: true, href: resolved.href, external: false };
  }
  if (isPath) return REFUSED;
  const page = parseGatewayLink(url, { hosts });
  return page.ok ? { ok: true, href: page.url, external: true } : REFUSED;
}
