import { describe, expect, it } from "vitest";
import { categoryFromParam, PRODUCT_CATEGORY_FILTERS, productsInCategory } from "./product-categories";

describe("product categories", () => {
  it("reads a chip from the query, unknown values meaning all", () => {
    expect(categoryFromParam("travel")).toBe("travel");
    expect(categoryFromParam(null)).toBe("all");
    expect(categoryFromParam("other")).toBe("all");
    expect(categoryFromParam("constructor")).toBe("all");
  });

  it("keeps only the products of the chosen category, all keeping everything", () => {
    const products = [
      { id: 1, category: "car" as const },
      { id: 2, category: "travel" as const },
      { id: 3, category: "other" as const },
    ];
    expect(productsInCategory(products, "all").map((p) => p.id)).toEqual([1, 2, 3]);
    expect(productsInCategory(products, "travel").map((p) => p.id)).toEqual([2]);
    expect(productsInCategory(products, "phone")).toEqual([]);
  });

  it("offers the seven chips of the brief, all first", () => {
    expect(PRODUCT_CATEGORY_FILTERS).toEqual(["all", "car", "travel", "accident", "home", "phone", "exhibition"]);
  });
});
