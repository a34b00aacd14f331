/**
 * The handover to a partner service (issue 12: /videoDoctor, /careVoice): the gateway answers a link with a
 * one-time token (`tokenAndRight`, `careVoice`); the mall follows it only when it stays on the mall's own origin
 * or goes to an https page. Anything else (http to another host, "//host", "javascript:", "data:", other
 * schemes, text with whitespace or control characters, text that is not a URL) is refused: the screen then
 * says the service cannot be opened now instead of following it.
 *
 * {@link benefitLinkTarget} applies the same rule to the links of benefits and value-added services.
 *
 * Decision: an external page must be written out as `https://…` (a scheme-relative "//host" is refused even on
 * an https page: the gateway names its partners in full); a same-origin link may be a path ("/micromall/…").
 */

import { isAppPath } from "../session/app-path";

/** A link the mall may follow, or the refusal. */
export type HandoverLink = { readonly ok: true; readonly href: string; readonly external: boolean } | { readonly ok: false };

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f]/;
const HTTPS = /^https:\/\//i;

/**
 * The partner link `url` as the address to open from a page of `origin` (e.g. "https://mall.example.cn"), or
 * `{ ok: false }` when it is neither same-origin nor https. Total.
 * @example handoverLink("https://doctor.example.com/sso?token=t1", "https://mall.example.cn") // { ok: true, href: "https://doctor.example.com/sso?token=t1", external: true }
 * @example handoverLink("/micromall/careVoice?token=t", "https://mall.example.cn") // { ok: true, href: "https://mall.example.cn/micromall/careVoice?token=t", external: false }
 * @example handoverLink("http://doctor.example.com/sso", "https://mall.example.cn") // { ok: false }
 * @example handoverLink("javascript:alert(1)", "https://mall.example.cn") // { ok: false }
 */
export function handoverLink(url: unknown, origin: string): HandoverLink {
  if (typeof url !== "string" || url === "" || url.length > 4096 || UNSAFE_CHARACTERS.test(url) || url.includes("\\")) return { ok: false };
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(url, base.origin);
  } catch {
    return { ok: false };
  }
  if (url.startsWith("//")) return { ok: false };
  if (resolved.origin === base.origin && (resolved.protocol === "https:" || resolved.protocol === "http:")) {
    return { ok: true, href: resolved.href, external: false };
  }
  if (HTTPS.test(url) && resolved.protocol === "https:" && resolved.hostname !== "") return { ok: true, href: resolved.href, external: true };
  return { ok: false };
}

/** Where a benefit's or a value-added service's link goes: an in-app route, or a partner page to open. */
export type BenefitLinkTarget = { readonly kind: "route"; readonly to: string } | { readonly kind: "external"; readonly href: string };

/**
 * The target of a benefit's or a service's `link` from the gateway: a path is an in-app route when domain's
 * `isAppPath` accepts it (else the fallback: a path never leaves the mall's routes); a full address is a page
 * {@link handoverLink} accepts for `origin` (same-origin or https); anything else goes to `fallback`. Total.
 * @example benefitLinkTarget("/roadRescue", "https://mall.example.cn", "/serviceIndex") // { kind: "route", to: "/roadRescue" }
 * @example benefitLinkTarget("https://partner.example.cn/a", "https://mall.example.cn", "/serviceIndex") // { kind: "external", href: "https://partner.example.cn/a" }
 * @example benefitLinkTarget("http://partner.example.cn/a", "https://mall.example.cn", "/serviceIndex") // { kind: "route", to: "/serviceIndex" }
 */
export function benefitLinkTarget(link: unknown, origin: string, fallback: string): BenefitLinkTarget {
  if (typeof link === "string" && link.startsWith("/")) return isAppPath(link) ? { kind: "route", to: link } : { kind: "route", to: fallback };
  const page = handoverLink(link, origin);
  return page.ok ? { kind: "external", href: page.href } : { kind: "route", to: fallback };
}
