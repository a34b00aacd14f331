/**
 * Where a product card goes: its own link from the gateway (the insure page of the product, or an http(s)
 * page) or, when the gateway gave none usable, the product list filtered to its category. Which links are
 * followed is domain's rule (`linkTarget`: app paths or http(s) only); this file only picks the fallback.
 */
import { linkTarget, type LinkTarget, type ProductSummary } from "@micromall/domain";

/**
 * @example productLink({ link: "/insureInfo?productCode=EAJ", category: "accident" }) // { kind: "route", to: "/insureInfo?productCode=EAJ" }
 * @example productLink({ link: "", category: "car" }) // { kind: "route", to: "/productList?category=car" }
 * @example productLink({ link: "https://partner.example/p", category: "car" }) // { kind: "external", href: "https://partner.example/p" }
 */
export function productLink(product: Pick<ProductSummary, "link" | "category">): LinkTarget {
  return linkTarget(product.link, `/productList?category=${encodeURIComponent(product.category)}`);
}
