/**
 * Where a benefit's or a value-added service's link goes (issue 12): an in-app route, or a partner page the
 * mall may open under session's `handoverLink` rule (same-origin or https only), else a fallback route.
 */

import { isAppPath } from "../session/app-path";
import { handoverLink } from "../session/handover-link";

/** Where a benefit's or a value-added service's link goes: an in-app route, or a partner page to open. */
export type BenefitLinkTarget = { readonly kind: "route"; readonly to: string } | { readonly kind: "external"; readonly href: string };

/**
 * The target of a benefit's or a service's `link` from the gateway: a path is an in-app route when domain's
 * `isAppPath` accepts it (else the fallback: a path never leaves the mall's routes); a full address is a page
 * {@link handoverLink} accepts for `origin` and the partner hosts `hosts` (same-origin, or https on the allow-list);
 * anything else goes to `fallback`. Total.
 * @example benefitLinkTarget("/roadRescue", "https://mall.example.cn", "/serviceIndex") // { kind: "route", to: "/roadRescue" }
 * @example benefitLinkTarget("https://partner.example.cn/a", "https://mall.example.cn", "/serviceIndex", ["partner.example.cn"]) // { kind: "external", href: "https://partner.example.cn/a" }
 * @example benefitLinkTarget("http://partner.example.cn/a", "https://mall.example.cn", "/serviceIndex") // { kind: "route", to: "/serviceIndex" }
 */
export function benefitLinkTarget(link: unknown, origin: string, fallback: string, hosts: readonly string[] = []): BenefitLinkTarget {
  if (typeof link === "string" && link.startsWith("/")) return isAppPath(link) ? { kind: "route", to: link } : { kind: "route", to: fallback };
  const page = handoverLink(link, origin, hosts);
  return page.ok ? { kind: "external", href: page.href } : { kind: "route", to: fallback };
}
