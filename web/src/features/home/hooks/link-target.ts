/**
 * Where a link from the gateway (banner, product, service entry) goes: an in-app route for paths, a full
 * page load for http(s) addresses, and the fallback for anything else (an empty link, `javascript:` or other
 * schemes never become a link). Belongs in ui or domain once another feature needs it (the product list has
 * the same rule for its cards).
 */

/** An in-app route or an external page. */
export type LinkTarget = { kind: "route"; to: string } | { kind: "external"; href: string };

const EXTERNAL = /^https?:\/\/[^\s]+$/i;

/**
 * @example linkTarget("/insureInfo?productCode=EAJ", "/productList") // { kind: "route", to: "/insureInfo?productCode=EAJ" }
 * @example linkTarget("https://example.com/a", "/home") // { kind: "external", href: "https://example.com/a" }
 * @example linkTarget("javascript:alert(1)", "/home") // { kind: "route", to: "/home" }
 */
export function linkTarget(link: string | undefined, fallback: string): LinkTarget {
  if (typeof link === "string") {
    if (link.startsWith("/") && !link.startsWith("//")) return { kind: "route", to: link };
    if (EXTERNAL.test(link)) return { kind: "external", href: link };
  }
  return { kind: "route", to: fallback };
}
