/**
 * Whether a link stays inside the app: the one check behind {@link safeRedirect} and {@link linkTarget}, so an
 * address from a query string or from the gateway never sends a customer to another site.
 *
 * An app path starts with exactly one "/". Refused: "//host" and "/\host" (browsers read both as another host:
 * the URL parser turns "\" into "/" for http(s)), any scheme ("javascript:", "https:"), and any control
 * character (a tab or newline inside a URL is dropped by the URL parser, so "/\t/host" is "//host").
 */

/** C0 controls and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether `link` is a same-app path (a route, with any query and hash). Total.
 * @example isAppPath("/insureInfo?productCode=EAJ") // true
 * @example isAppPath("//evil.example") // false
 * @example isAppPath("/\\evil.example") // false
 * @example isAppPath("https://example.com/a") // false
 */
export function isAppPath(link: string): boolean {
  return (
    typeof link === "string" &&
    link.startsWith("/") &&
    !link.startsWith("//") &&
    !link.startsWith("/\\") &&
    !CONTROL.test(link)
  );
}
