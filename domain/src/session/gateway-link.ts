/**
 * The one rule for every address the gateway gives that the mall opens, links or downloads (issue 23 finding 4):
 * pay URLs, partner hand-overs, downloads (`downProposal`, `invoicedDwnload`, the e-policy) and home's banner,
 * product and service links. An address is accepted only when:
 * - it is `https://host…` (scheme in any case), one token: no whitespace, control characters or backslashes;
 * - it carries no `user:password@` part and no port other than the default;
 * - its host is on the allow-list passed as configuration ({@link GatewayLinkPolicy.hosts}: payment, partners,
 *   documents), written in ASCII and compared after the browser's own parsing, so a Unicode, full-width or
 *   punycode look-alike of a listed host is refused unless that exact name is listed;
 * - it is at most {@link MAX_GATEWAY_LINK_LENGTH} characters;
 * - for a download (`purpose: "download"`), it names an allowed document type: a PDF data URI
 *   (`data:application/pdf;base64,…`, at most {@link MAX_GATEWAY_DOCUMENT_LENGTH} characters) or an https
 *   address whose last path segment has no extension or a `.pdf` one (the e-policy's `toPolicyFile` rule).
 *
 * Decisions: "//host", "/\host", "javascript:", "data:" (outside a PDF download), "http:" and any other scheme
 * are refused with `reason: "scheme"`; in-app paths are not this rule's business (see `isAppPath`). Total,
 * linear, never throws: any value for `url`.
 */

/** Longest address accepted (an https page or document). */
export const MAX_GATEWAY_LINK_LENGTH = 4096;
/** Longest PDF data URI accepted for a download (about 15 MB of base64). */
export const MAX_GATEWAY_DOCUMENT_LENGTH = 20_000_000;

/** Where an address may go: the allowed hosts and what it is for. */
export interface GatewayLinkPolicy {
  /** Allowed host names, lower-case ASCII ("pay.example.cn"); "*.example.cn" allows any sub-domain of example.cn. */
  readonly hosts: readonly string[];
  /** "open" (default): a page to open or link to; "download": a document to save or show. */
  readonly purpose?: "open" | "download";
}

/** Why an address was refused. */
export type GatewayLinkRefusal = "empty" | "length" | "characters" | "scheme" | "credentials" | "host" | "document";

/** The address to use (normalised by the URL parser), or why it is refused. */
export type GatewayLink = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: GatewayLinkRefusal };

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
const HTTPS = /^https:\/\/[^/]/i;
/** "https://" then an authority (up to the first "/", "?" or "#") holding an "@". */
const AUTHORITY_WITH_USER = /^https:\/\/[^/?#@]*@/i;
/** An authority written with anything but ASCII (Unicode, full-width or ideographic-dot look-alikes). */
// eslint-disable-next-line no-control-regex -- "non-ASCII" is written as the complement of \u0001-\u007f
const NON_ASCII_AUTHORITY = /^https:\/\/[^/?#]*[^\u0001-\u007f]/i;
const PDF_DATA = "data:application/pdf;base64,";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const DOCUMENT_EXTENSIONS = new Set(["pdf"]);

const refuse = (reason: GatewayLinkRefusal): GatewayLink => ({ ok: false, reason });

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  if (!HOST_NAME.test(hostname)) return false;
  for (const entry of hosts) {
    if (typeof entry !== "string" || entry === "") continue;
    const allowed = entry.toLowerCase();
    if (allowed.startsWith("*.")) {
      const domain = allowed.slice(1);
      if (hostname.length > domain.length && hostname.endsWith(domain)) return true;
    } else if (hostname === allowed) return true;
  }
  return false;
}

function hasDocumentType(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return dot < 0 || DOCUMENT_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/**
 * The gateway address `url` checked against `policy`. Total: any value for `url`; never throws.
 * @example parseGatewayLink("https://pay.example.cn/cashier?o=1", { hosts: ["pay.example.cn"] }) // { ok: true, url: "https://pay.example.cn/cashier?o=1" }
 * @example parseGatewayLink("https://user:pw@pay.example.cn/", { hosts: ["pay.example.cn"] }) // { ok: false, reason: "credentials" }
 * @example parseGatewayLink("http://pay.example.cn/", { hosts: ["pay.example.cn"] }) // { ok: false, reason: "scheme" }
 * @example parseGatewayLink("data:application/pdf;base64,JVBERi0=", { hosts: [], purpose: "download" }) // { ok: true, url: "data:application/pdf;base64,JVBERi0=" }
 */
export function parseGatewayLink(url: unknown, policy: GatewayLinkPolicy): GatewayLink {
  if (typeof url !== "string" || url === "") return refuse("empty");
  const download = policy.purpose === "download";
  if (download && url.slice(0, PDF_DATA.length).toLowerCase() === PDF_DATA) {
    if (url.length > MAX_GATEWAY_DOCUMENT_LENGTH) return refuse("length");
    const base64 = url.slice(PDF_DATA.length);
    return BASE64.test(base64) && base64.length % 4 === 0 ? { ok: true, url: PDF_DATA + base64 } : refuse("document");
  }
  if (url.length > MAX_GATEWAY_LINK_LENGTH) return refuse("length");
  if (UNSAFE_CHARACTERS.test(url)) return refuse("characters");
  if (!HTTPS.test(url)) return refuse("scheme");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse("host");
  }
  if (parsed.protocol !== "https:") return refuse("scheme");
  if (parsed.username !== "" || parsed.password !== "" || AUTHORITY_WITH_USER.test(url)) return refuse("credentials");
  if (NON_ASCII_AUTHORITY.test(url) || parsed.port !== "" || !hostAllowed(parsed.hostname, Array.isArray(policy.hosts) ? policy.hosts : [])) return refuse("host");
  if (download && !hasDocumentType(parsed.pathname)) return refuse("document");
  return { ok: true, url: parsed.href };
}
