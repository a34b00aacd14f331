/**
 * The category filter of the product list: which chips the customer sees and which products each one
 * keeps. The categories are those of `ProductSummary["category"]` (payloads.ts); "all" keeps everything and
 * "other" gets no chip of its own (its products show under "all").
 */
import type { ProductSummary } from "@micromall/domain";

/** A chip of the product list. */
export type ProductCategoryFilter = "all" | Exclude<ProductSummary["category"], "other">;

/** Chips in display order (brief: all, car, travel, accident, home, phone, exhibition). */
export const PRODUCT_CATEGORY_FILTERS: readonly ProductCategoryFilter[] = [
  "all",
  "car",
  "travel",
  "accident",
  "home",
  "phone",
  "exhibition",
];

/**
 * The chip named by a `?category=` value; anything unknown is "all". Total.
 * @example categoryFromParam("car") // "car"
 * @example categoryFromParam("toString") // "all"
 */
export function categoryFromParam(value: string | null): ProductCategoryFilter {
  return PRODUCT_CATEGORY_FILTERS.find((category) => category === value) ?? "all";
}

/**
 * The products of one chip, in the gateway's order. The gateway is asked for the category already; this
 * filter keeps the list right even when an answer holds more than was asked for.
 * @example productsInCategory([{ category: "car" }, { category: "travel" }], "car") // [{ category: "car" }]
 */
export function productsInCategory<P extends Pick<ProductSummary, "category">>(
  products: readonly P[],
  category: ProductCategoryFilter,
): P[] {
  return category === "all" ? [...products] : products.filter((product) => product.category === category);
}
