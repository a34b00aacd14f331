import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { linkTarget } from "./link-target";
import { isAppPath } from "./app-path";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("linkTarget", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(linkTarget("/insureInfo?productCode=EAJ", "/productList")).toEqual({ kind: "route", to: "/insureInfo?productCode=EAJ" });
    expect(linkTarget("https://example.com/a", "/home")).toEqual({ kind: "external", href: "https://example.com/a" });
    expect(linkTarget("javascript:alert(1)", "/home")).toEqual({ kind: "route", to: "/home" });
    expect(linkTarget(undefined, "/home")).toEqual({ kind: "route", to: "/home" });
  });

  test("keeps in-app paths and http(s) pages, falls back otherwise", () => {
    for (const bad of ["javascript:alert(1)", "//evil.example", "", undefined, "data:text/html,x", null, "/\\evil.example", "https://a b", "ftp://example.com", "https://", "/a\nb"]) {
      expect(linkTarget(bad, "/home")).toEqual({ kind: "route", to: "/home" });
    }
    expect(linkTarget("HTTPS://Example.com/A?b=1", "/home")).toEqual({ kind: "external", href: "HTTPS://Example.com/A?b=1" });
    expect(linkTarget("http://example.com", "/home")).toEqual({ kind: "external", href: "http://example.com" });
  });

  test("property: total; a route is an app path or the fallback, an external page is http(s)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.webUrl(), fc.string().map((rest) => `/${rest}`)), (link) => {
        const target = linkTarget(link, "/fallback");
        if (target.kind === "route") expect(target.to === "/fallback" || (target.to === link && isAppPath(link))).toBe(true);
        else {
          expect(target.href).toBe(link);
          expect(["http:", "https:"]).toContain(new URL(target.href).protocol);
        }
      }),
    );
  });

  test("property: every web URL is followed as an external page", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(linkTarget(url, "/home")).toEqual({ kind: "external", href: url });
      }),
    );
  });
});
