/**
 * Where the customer pays an order (issue 9 "Payment"): `orderPay` answers a pay URL. With the mock gateway
 * the mall's own cashier page stands for the payment provider; with the real gateway the customer goes to the
 * URL the gateway gives, but only an https address or one of the mall's own origin: anything else
 * (http, javascript:, data:, a relative path that leaves nothing to check, garbage) is refused.
 *
 * Decisions where the spec is silent: a same-origin URL is used as given (the mall's own pages); any other URL
 * goes through the one gateway-link rule (`parseGatewayLink` with the payment hosts `options.hosts`, issue 23
 * finding 4): https only, no user:password ("https://user@host", a classic disguise), no port, an allow-listed
 * ASCII host, 4096 characters. Without `hosts` nothing off the origin is followed.
 */
import { parseGatewayLink } from "../session/gateway-link";

/** The outcome of {@link payTarget}. */
export type PayTarget =
  | { readonly kind: "cashier" }
  | { readonly kind: "external"; readonly url: string }
  | { readonly kind: "refused" };

/**
 * Where to send the customer with a pay URL.
 * @example payTarget("https://pay.example.com/c?o=1", { origin: "https://mall.example.com", mocks: false, hosts: ["pay.example.com"] }) // { kind: "external", url: "https://pay.example.com/c?o=1" }
 * @example payTarget("http://pay.example.com/", { origin: "https://mall.example.com", mocks: false }) // { kind: "refused" }
 * @example payTarget("javascript:alert(1)", { origin: "https://mall.example.com", mocks: true }) // { kind: "cashier" }
 */
export function payTarget(payUrl: string, options: { readonly origin: string; readonly mocks: boolean; readonly hosts?: readonly string[] }): PayTarget {
  if (options.mocks) return { kind: "cashier" };
  if (typeof payUrl !== "string" || payUrl.trim() === "") return { kind: "refused" };
  let url: URL;
  let origin: URL;
  try {
    origin = new URL(options.origin);
    url = new URL(payUrl, origin);
  } catch {
    return { kind: "refused" };
  }
  if (url.username !== "" || url.password !== "") return { kind: "refused" };
  if (url.origin === origin.origin && (url.protocol === "https:" || url.protocol === "http:")) return { kind: "external", url: url.href };
  const page = parseGatewayLink(payUrl, { hosts: options.hosts ?? [] });
  return page.ok ? { kind: "external", url: page.url } : { kind: "refused" };
}
