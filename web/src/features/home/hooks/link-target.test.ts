import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target";

describe("linkTarget", () => {
  it("keeps in-app paths and http(s) pages, falls back otherwise", () => {
    expect(linkTarget("/insureInfo?productCode=EAJ", "/productList")).toEqual({ kind: "route", to: "/insureInfo?productCode=EAJ" });
    expect(linkTarget("https://example.com/a", "/home")).toEqual({ kind: "external", href: "https://example.com/a" });
    for (const bad of ["javascript:alert(1)", "//evil.example", "", undefined, "data:text/html,x"]) {
      expect(linkTarget(bad, "/home")).toEqual({ kind: "route", to: "/home" });
    }
  });
});
