import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEFAULT_AFTER_LOGIN, LOGIN_PAGES, REDIRECT_PARAM, loginPageTarget, loginPathFor, safeRedirect } from "./safe-redirect";
import { MAX_APP_PATH_LENGTH, isAppPath, toAppPath } from "./app-path";
import { routePath } from "./route-path";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;
const CHECK_BASE = "https://mall.example/micromall/";

/** Every form of `link` that repeated percent-decoding of ASCII escapes gives (the link itself first). */
function decodedForms(link: string): string[] {
  const forms = [link];
  for (let i = 0; i < 10; i += 1) {
    const next = forms[forms.length - 1]!.replace(/%[0-7][0-9A-Fa-f]/g, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/** What a browser makes of a route under the base path: must stay on the origin and under /micromall/. */
function staysUnderBase(route: string): boolean {
  const url = new URL(`/micromall${route}`, CHECK_BASE);
  return url.origin === "https://mall.example" && (url.pathname === "/micromall" || url.pathname.startsWith("/micromall/"));
}

/** Pieces that make dangerous links likely: dot segments in every encoding, slashes, backslashes, controls. */
const piece = fc.constantFrom("/", "\\", ".", "..", "%2e", "%2E", "%252e", "%25252e", "%2f", "%2F", "%252F", "%5c", "%5C", "%25", "%", "a", "evil.com", "?", "#", "\t", "\n", "%09", "%0a", ":", "@", "micromall", " ", "😀", "\ud800");
const hostileLink = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

/** A path built only from safe segments: letters, digits, "-" and "_", with a query. */
const safeSegment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const safePath = fc
  .tuple(fc.array(safeSegment, { minLength: 0, maxLength: 5 }), fc.option(fc.tuple(safeSegment, safeSegment)))
  .map(([segments, query]) => `/${segments.join("/")}${query === null ? "" : `?${query[0]}=${query[1]}`}`);

describe("toAppPath (issue 8 point 6: one rule for every return path)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(toAppPath("/insureInfo?productCode=EAJ")).toBe("/insureInfo?productCode=EAJ");
    expect(toAppPath("/%2e%2e/%2e%2e/x")).toBeNull();
    expect(toAppPath("/%252e%252e/%252e%252e/evil.com")).toBeNull();
    expect(toAppPath("//evil.example")).toBeNull();
    expect(toAppPath("https://example.com/a")).toBeNull();
  });

  test("percent-encoded dot segments, other hosts, backslashes and controls are refused", () => {
    const redirect = new URL("https://mall.example/micromall/login?redirect=%2F%252e%252e%2F%252e%252e%2Fevil.com").searchParams.get("redirect");
    expect(redirect).toBe("/%2e%2e/%2e%2e/evil.com");
    for (const link of [
      redirect,
      "%2F%252e%252e%2F%252e%252e%2Fevil.com",
      "/%2e%2e/%2e%2e/x",
      "/%2E%2E/x",
      "/..",
      "/../x",
      "/a/../../x",
      "/a/%2e%2e/%2e%2e/x",
      "/a/..%2F..%2Fx",
      "/a/%252e%252e/%252e%252e/x",
      "/%25252e%25252e/x",
      "//host",
      "/\\host",
      "\\\\host",
      "/%2Fhost",
      "/%5Chost",
      "/\t/host",
      "/a\nb",
      "/a\rb",
      "/a%0Ab",
      "/a\u007f",
      "javascript:alert(1)",
      "",
      "home",
    ]) {
      expect(toAppPath(link), String(link)).toBeNull();
      expect(isAppPath(link as string), String(link)).toBe(false);
      expect(safeRedirect(link), String(link)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  test("in-app paths, with dots that stay inside, queries and hashes, are kept exactly", () => {
    for (const link of ["/", "/home#top", "/a/../b", "/productList?category=%E6%97%85%E6%B8%B8", "/p?next=%2F%2Fevil.com", "/file.pdf", "/a%20b", "/100%"]) {
      expect(toAppPath(link), link).toBe(link);
    }
  });

  test("non-strings and texts over the cap are refused", () => {
    for (const value of [null, undefined, 1, {}, [], Symbol("x"), () => "/home", new String("/home")]) {
      expect(toAppPath(value)).toBeNull();
      expect(isAppPath(value as never)).toBe(false);
    }
    expect(toAppPath(`/${"a".repeat(MAX_APP_PATH_LENGTH - 1)}`)).not.toBeNull();
    expect(toAppPath(`/${"a".repeat(MAX_APP_PATH_LENGTH)}`)).toBeNull();
  });

  test("property: anything accepted resolves under the base with the URL parser, in every decoded form", () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, hostileLink.map((rest) => `/${rest}`), fc.string({ unit: "binary" })), (link) => {
        const path = toAppPath(link);
        if (path === null) return;
        expect(path).toBe(link);
        for (const form of decodedForms(link)) expect(staysUnderBase(form), form).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test("property: generated safe paths are accepted unchanged", () => {
    fc.assert(
      fc.property(safePath, (link) => {
        expect(toAppPath(link)).toBe(link);
        expect(staysUnderBase(link)).toBe(true);
      }),
    );
  });

  // their time (linear) is a budget of `npm run bench` (bench/timing.budget.ts)
  test("a long run of slashes is refused, and routePath trims it", () => {
    const link = `/a${"/".repeat(100_000)}x`;
    expect(safeRedirect(link)).toBe(DEFAULT_AFTER_LOGIN);
    expect(routePath(link)).toBe(link);
    expect(routePath(`/a${"/".repeat(100_000)}`)).toBe("/a");
  });
});


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

describe("loginPageTarget (customer report 2, G4: a logged-in customer is never shown a login form)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(loginPageTarget("/login", "?redirect=%2Fshopset")).toBe("/shopset");
    expect(loginPageTarget("/register", "")).toBe(DEFAULT_AFTER_LOGIN);
    expect(loginPageTarget("/home", "?redirect=%2Fshopset")).toBeNull();
  });

  test("every login page, however written, goes on to its target; other pages are left alone", () => {
    for (const page of ["/login", "/register", "/resetPassword", "/Login/", "/micromall/resetpassword"]) {
      expect(loginPageTarget(page, "?redirect=%2FinputInfo%3FplanCode%3DX")).toBe("/inputInfo?planCode=X");
    }
    for (const page of ["/loginHelp", "/personalCenter", "/", "/mocpaw"]) expect(loginPageTarget(page, "?redirect=%2Fshopset")).toBeNull();
  });

  test("a target that is itself a login page or another site is never followed", () => {
    expect(loginPageTarget("/login", "?redirect=%2Fregister%3Fredirect%3D%252Fshopset")).toBe(DEFAULT_AFTER_LOGIN);
    expect(loginPageTarget("/login", "?redirect=https%3A%2F%2Fevil.example")).toBe(DEFAULT_AFTER_LOGIN);
  });

  test("property: from a login page the answer is an app path and never a login page, whatever the query", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOGIN_PAGES), fc.string({ unit: "binary" }), (page, search) => {
        const target = loginPageTarget(page, search);
        expect(target).not.toBeNull();
        expect(isAppPath(target ?? "")).toBe(true);
        expect(loginPageTarget(target ?? "", "")).toBeNull();
      }),
    );
  });
});
