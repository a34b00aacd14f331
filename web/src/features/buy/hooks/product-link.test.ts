import { describe, expect, it } from "vitest";
import { productLink } from "./product-link";

describe("productLink", () => {
  it("follows the product's own app path or http(s) page", () => {
    expect(productLink({ link: "/insureInfo?productCode=EAJ", category: "accident" })).toEqual({ kind: "route", to: "/insureInfo?productCode=EAJ" });
    expect(productLink({ link: "https://partner.example/p", category: "car" })).toEqual({ kind: "external", href: "https://partner.example/p" });
  });

  it("falls back to the product list of its category for an empty or unsafe link", () => {
    for (const link of ["", "//evil.example", "javascript:alert(1)", "/\\evil.example"]) {
      expect(productLink({ link, category: "car" })).toEqual({ kind: "route", to: "/productList?category=car" });
    }
    expect(productLink({ link: "", category: "travel" })).toEqual({ kind: "route", to: "/productList?category=travel" });
  });
});
