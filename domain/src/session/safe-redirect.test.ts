import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEFAULT_AFTER_LOGIN, LOGIN_PAGES, REDIRECT_PARAM, loginPathFor, safeRedirect } from "./safe-redirect";
import { isAppPath } from "./app-path";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("isAppPath", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(isAppPath("/insureInfo?productCode=EAJ")).toBe(true);
    expect(isAppPath("//evil.example")).toBe(false);
    expect(isAppPath("/\\evil.example")).toBe(false);
    expect(isAppPath("https://example.com/a")).toBe(false);
  });

  test("schemes, relative paths and control characters are not app paths", () => {
    for (const link of ["", "home", "javascript:alert(1)", "data:text/html,x", "/\t/evil.example", "/a\nb", "/a\u007f", null, undefined]) {
      expect(isAppPath(link as string)).toBe(false);
    }
    expect(isAppPath("/")).toBe(true);
    expect(isAppPath("/home#top")).toBe(true);
  });

  test("property: an app path resolves on the app's own origin", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        if (isAppPath(input)) expect(new URL(input, "https://mall.example/micromall/").origin).toBe("https://mall.example");
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii" }), (rest) => {
        const link = `/${rest}`;
        if (isAppPath(link)) expect(new URL(link, "https://mall.example/").host).toBe("mall.example");
      }),
    );
  });
});

describe("safeRedirect", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples: keeps an in-app path with its query", () => {
    expect(safeRedirect("/insurancePolicy?tab=1")).toBe("/insurancePolicy?tab=1");
    expect(safeRedirect("/shopset")).toBe("/shopset");
    expect(safeRedirect("https://evil.example")).toBe("/personalCenter");
    expect(safeRedirect("//evil.example")).toBe("/personalCenter");
    expect(safeRedirect("/register?x=1")).toBe("/personalCenter");
    expect(safeRedirect(null)).toBe("/personalCenter");
  });

  test("refuses other hosts, schemes and the login pages", () => {
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/login", "/register?x=1", "", null, undefined]) {
      expect(safeRedirect(target)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  test("the login pages are refused however they are written (query, hash, trailing slash, base path)", () => {
    expect(LOGIN_PAGES).toEqual(["/login", "/register", "/resetPassword"]);
    for (const target of ["/login/", "/login#x", "/resetPassword?mobile=1", "/micromall/register"]) {
      expect(safeRedirect(target)).toBe(DEFAULT_AFTER_LOGIN);
    }
    expect(safeRedirect("/loginHelp")).toBe("/loginHelp");
    expect(safeRedirect("/LOGIN")).toBe("/LOGIN");
  });

  test("a caller's fallback replaces the personal centre", () => {
    expect(safeRedirect("//evil.example", "/home")).toBe("/home");
    expect(safeRedirect("/orders", "/home")).toBe("/orders");
  });

  test("always answers a path starting with a single slash", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const target = safeRedirect(input);
        return target.startsWith("/") && !target.startsWith("//");
      }),
    );
  });

  test("property: the answer is the input itself or the fallback, and always an app path", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string().map((rest) => `/${rest}`)), (input) => {
        const target = safeRedirect(input);
        expect([input, DEFAULT_AFTER_LOGIN]).toContain(target);
        expect(isAppPath(target)).toBe(true);
      }),
    );
  });
});

describe("loginPathFor", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc example", () => {
    expect(loginPathFor("/shopset?a=1")).toBe("/login?redirect=%2Fshopset%3Fa%3D1");
  });

  test("the login page reads back exactly the target it was given (round trip with safeRedirect)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (tail) => {
        const target = `/p${tail}`;
        const address = new URL(loginPathFor(target), "https://mall.example");
        expect(address.pathname).toBe("/login");
        const back = address.searchParams.get(REDIRECT_PARAM);
        // URLSearchParams carries any string (lone surrogates become U+FFFD, as in every URL).
        expect(back).toBe(new URLSearchParams({ x: target }).get("x"));
        if (isAppPath(target) && back === target) expect(safeRedirect(back)).toBe(target);
      }),
    );
  });
});
