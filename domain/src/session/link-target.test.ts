import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { linkTarget } from "./link-target";
import { isAppPath } from "./app-path";
import { parseGatewayLink } from "./gateway-link";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;
const HOSTS = ["example.com", "partner.example.cn"];

describe("linkTarget", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(linkTarget("/insureInfo?productCode=EAJ", "/productList")).toEqual({ kind: "route", to: "/insureInfo?productCode=EAJ" });
    expect(linkTarget("https://example.com/a", "/home", ["example.com"])).toEqual({ kind: "external", href: "https://example.com/a" });
    expect(linkTarget("http://example.com/a", "/home", ["example.com"])).toEqual({ kind: "refused", reason: "scheme" });
    expect(linkTarget("javascript:alert(1)", "/home")).toEqual({ kind: "refused", reason: "scheme" });
    expect(linkTarget(undefined, "/home")).toEqual({ kind: "route", to: "/home" });
  });

  test("no link goes to the fallback; an app path is a route; https on the allow-list is a page (issue 23 finding 4)", () => {
    for (const none of ["", undefined, null]) expect(linkTarget(none, "/home", HOSTS)).toEqual({ kind: "route", to: "/home" });
    expect(linkTarget("HTTPS://Example.com/A?b=1", "/home", HOSTS)).toEqual({ kind: "external", href: "https://example.com/A?b=1" });
    expect(linkTarget("https://partner.example.cn/x", "/home", HOSTS)).toEqual({ kind: "external", href: "https://partner.example.cn/x" });
  });

  test("refuses http, user:password, other hosts, ports, other schemes and broken text: never a link, never the fallback", () => {
    for (const bad of [
      "http://example.com",
      "https://user:pw@example.com/x",
      "https://user@example.com/x",
      "https://evil.example/x",
      "https://example.com.evil.example/x",
      "https://example.com:8443/x",
      "https://ｅxample.com/x",
      "javascript:alert(1)",
      "//evil.example",
      "data:text/html,x",
      "/\\evil.example",
      "https://a b",
      "ftp://example.com",
      "https://",
      "/a\nb",
      `https://example.com/${"a".repeat(5000)}`,
    ]) {
      const target = linkTarget(bad, "/home", HOSTS);
      expect(target.kind, bad).toBe("refused");
    }
  });

  test("property: total; a route is an app path or the fallback, an external page is what parseGatewayLink accepts", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.webUrl(), fc.string().map((rest) => `/${rest}`)), (link) => {
        const target = linkTarget(link, "/fallback", HOSTS);
        if (target.kind === "route") expect(target.to === "/fallback" || (target.to === link && isAppPath(link))).toBe(true);
        else if (target.kind === "external") {
          const page = parseGatewayLink(link, { hosts: HOSTS });
          expect(page.ok && page.url === target.href).toBe(true);
          expect(new URL(target.href).protocol).toBe("https:");
        } else expect(parseGatewayLink(link, { hosts: HOSTS }).ok).toBe(false);
      }),
    );
  });

  test("property: without an allow-list no web URL is followed", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(linkTarget(url, "/home").kind).toBe("refused");
      }),
    );
  });
});
