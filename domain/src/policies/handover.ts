/**
 * Where the partner insurer's claim hand-over may send the customer (/claimZhongan, `linkageUnified`): only
 * a page of the mall's own origin or an https page. Anything else — plain http, `javascript:`, `data:`, a
 * protocol-relative `//host`, text that is no address — is refused, and the screen says the hand-over is not
 * available instead of following it.
 *
 * Decision: an address that starts with one "/" is resolved against the mall's origin and must stay on it
 * (so "/\host" and "/%2F%2Fhost" tricks that a browser reads as another host fail); an absolute address must
 * be `https:` and one token (no whitespace or control characters). At most {@link MAX_HANDOVER_URL_LENGTH}
 * characters are read.
 */

/** The `linkageUnified` target naming the partner insurer's claim page. */
export const PARTNER_CLAIM_TARGET = "partnerClaim";

/** Longest hand-over address accepted. */
export const MAX_HANDOVER_URL_LENGTH = 4096;

// eslint-disable-next-line no-control-regex
const ONE_TOKEN = /^[^\s\u0000-\u001f\u007f]+$/;

/**
 * The address to open for a hand-over link, or null when it may not be followed.
 * @example toHandoverUrl("/micromall/home", "https://mall.example.com") // "https://mall.example.com/micromall/home"
 * @example toHandoverUrl("https://partner.example.com/claim?id=1", "https://mall.example.com") // "https://partner.example.com/claim?id=1"
 * @example toHandoverUrl("http://partner.example.com/claim", "https://mall.example.com") // null
 * @example toHandoverUrl("javascript:alert(1)", "https://mall.example.com") // null
 */
export function toHandoverUrl(link: string, origin: string): string | null {
  if (typeof link !== "string" || typeof origin !== "string") return null;
  if (link.length === 0 || link.length > MAX_HANDOVER_URL_LENGTH || origin.length > MAX_HANDOVER_URL_LENGTH) return null;
  if (!ONE_TOKEN.test(link)) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  if (link.startsWith("/")) {
    if (link.startsWith("//") || link.startsWith("/\\")) return null;
    let resolved: URL;
    try {
      resolved = new URL(link, base.origin);
    } catch {
      return null;
    }
    return resolved.origin === base.origin ? resolved.href : null;
  }
  if (!/^https:\/\/[^/\\]/i.test(link)) return null;
  let absolute: URL;
  try {
    absolute = new URL(link);
  } catch {
    return null;
  }
  return absolute.protocol === "https:" && absolute.hostname !== "" ? absolute.href : null;
}
