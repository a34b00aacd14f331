/**
 * Where a product card goes: its own in-app link (the insure page of the product) or, when the gateway gave
 * none usable, the product list filtered to its category. Only same-app paths are followed.
 */
import type { ProductSummary } from "@micromall/domain";

/**
 * @example productLink({ link: "/insureInfo?productCode=EAJ", category: "accident" }) // "/insureInfo?productCode=EAJ"
 * @example productLink({ link: "", category: "car" }) // "/productList?category=car"
 */
export function productLink(product: Pick<ProductSummary, "link" | "category">): string {
  const { link } = product;
  if (typeof link === "string" && link.startsWith("/") && !link.startsWith("//")) return link;
  return `/productList?category=${encodeURIComponent(product.category)}`;
}
