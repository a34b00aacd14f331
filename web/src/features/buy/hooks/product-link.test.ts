import { describe, expect, it } from "vitest";
import { productLink } from "./product-link";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";

describe("productLink", () => {
  it("follows the product's own app path, or an https page of an allow-listed partner", () => {
    expect(productLink({ link: "/insureInfo?productCode=EAJ", category: "accident" })).toEqual({ kind: "route", to: "/insureInfo?productCode=EAJ" });
    const partner = GATEWAY_LINK_HOSTS.partners[0] ?? "";
    expect(productLink({ link: `https://${partner}/p`, category: "car" })).toEqual({ kind: "external", href: `https://${partner}/p` });
  });

  it("falls back to the product list of its category when there is no link", () => {
    expect(productLink({ link: "", category: "car" })).toEqual({ kind: "route", to: "/productList?category=car" });
    expect(productLink({ link: "", category: "travel" })).toEqual({ kind: "route", to: "/productList?category=travel" });
  });

  it("refuses any other link under the one gateway-link rule (issue 23 finding 4)", () => {
    const partner = GATEWAY_LINK_HOSTS.partners[0] ?? "";
    for (const link of ["//evil.example", "javascript:alert(1)", "/\\evil.example", `http://${partner}/p`, `https://user:pw@${partner}/p`, "https://partner.example/p"]) {
      expect(productLink({ link, category: "car" }).kind, link).toBe("refused");
    }
  });
});
