/**
 * Where a link given by the gateway goes (banner, product card, service entry): an in-app route for app paths,
 * a full page load for an address the one gateway-link rule accepts (`parseGatewayLink` with the allow-listed
 * `hosts`: https only, no user:password, no port, 4096 characters; issue 23 finding 4), the fallback when there
 * is no link, and `refused` for any other link ("http://", "https://user:pw@host", "//host", "javascript:",
 * "data:", a host off the list…): the screen shows the entry without a link and says why.
 */
import { isAppPath } from "./app-path";
import { parseGatewayLink, type GatewayLinkRefusal } from "./gateway-link";

/** An in-app route, an external page, or a link refused by the rule. */
export type LinkTarget =
  | { readonly kind: "route"; readonly to: string }
  | { readonly kind: "external"; readonly href: string }
  | { readonly kind: "refused"; readonly reason: GatewayLinkRefusal };

/**
 * The target of a gateway link: an app path, or an address `parseGatewayLink` accepts for `hosts`; no link (absent
 * or "") goes to `fallback`; anything else is refused. Total.
 * @example linkTarget("/insureInfo?productCode=EAJ", "/productList") // { kind: "route", to: "/insureInfo?productCode=EAJ" }
 * @example linkTarget("https://example.com/a", "/home", ["example.com"]) // { kind: "external", href: "https://example.com/a" }
 * @example linkTarget("http://example.com/a", "/home", ["example.com"]) // { kind: "refused", reason: "scheme" }
 * @example linkTarget("javascript:alert(1)", "/home") // { kind: "refused", reason: "scheme" }
 * @example linkTarget(undefined, "/home") // { kind: "route", to: "/home" }
 */
export function linkTarget(link: string | null | undefined, fallback: string, hosts: readonly string[] = []): LinkTarget {
  if (typeof link !== "string" || link === "") return { kind: "route", to: fallback };
  if (isAppPath(link)) return { kind: "route", to: link };
  const page = parseGatewayLink(link, { hosts });
  return page.ok ? { kind: "external", href: page.url } : { kind: "refused", reason: page.reason };
}
