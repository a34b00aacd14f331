/**
 * Where a link given by the gateway goes (banner, product card, service entry): an in-app route for app paths,
 * a full page load for http(s) addresses, and the fallback for anything else. An empty link, "//host",
 * "javascript:", "data:" or any other scheme never becomes a link (see {@link isAppPath}).
 *
 * Decision: an http(s) address is followed only when it is one token (no whitespace or control characters);
 * the scheme is matched case-insensitively, as browsers do, and the address is kept exactly as given.
 */
import { isAppPath } from "./app-path";

/** An in-app route or an external page. */
export type LinkTarget = { readonly kind: "route"; readonly to: string } | { readonly kind: "external"; readonly href: string };

/** An absolute http(s) address without whitespace or control characters. */
// eslint-disable-next-line no-control-regex
const EXTERNAL = /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i;

/**
 * The target of a gateway link: follow only app paths or http(s) addresses, else go to `fallback`. Total.
 * @example linkTarget("/insureInfo?productCode=EAJ", "/productList") // { kind: "route", to: "/insureInfo?productCode=EAJ" }
 * @example linkTarget("https://example.com/a", "/home") // { kind: "external", href: "https://example.com/a" }
 * @example linkTarget("javascript:alert(1)", "/home") // { kind: "route", to: "/home" }
 * @example linkTarget(undefined, "/home") // { kind: "route", to: "/home" }
 */
export function linkTarget(link: string | null | undefined, fallback: string): LinkTarget {
  if (typeof link === "string") {
    if (isAppPath(link)) return { kind: "route", to: link };
    if (EXTERNAL.test(link)) return { kind: "external", href: link };
  }
  return { kind: "route", to: fallback };
}
