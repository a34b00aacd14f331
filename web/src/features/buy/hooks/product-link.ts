/**
 * Where a product card goes: its own link from the gateway (the insure page of the product, or an http(s)
 * page) or, when the gateway gave none usable, the product list filtered to its category. Which links are
 * followed is domain's rule (`linkTarget`: app paths, or https pages of the partners' allow-list through the one
 * gateway-link rule; anything else is `refused`, issue 23 finding 4); this file only picks the fallback.
 */
import { linkTarget, type LinkTarget, type ProductSummary } from "@micromall/domain";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";

/**
 * @example productLink({ link: "/insureInfo?productCode=EAJ", category: "accident" }) // { kind: "route", to: "/insureInfo?productCode=EAJ" }
 * @example productLink({ link: "", category: "car" }) // { kind: "route", to: "/productList?category=car" }
 * @example productLink({ link: "https://partner.example/p", category: "car" }) // { kind: "refused", reason: "host" } (unless listed)
 */
export function productLink(product: Pick<ProductSummary, "link" | "category">): LinkTarget {
  return linkTarget(product.link, `/productList?category=${encodeURIComponent(product.category)}`, GATEWAY_LINK_HOSTS.partners);
}
