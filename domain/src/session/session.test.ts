import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { routePath } from "./route-path";
import { PROTECTED_PAGES, isProtectedPage } from "./protected-pages";
import { afterSessionCheck, sessionCheckDecision, SESSION_CHECK_DELAY_MS } from "./session-check";
import {
  authoriseUrl,
  decodeOAuthState,
  encodeOAuthState,
  isOAuthState,
  messengerLoginDecision,
  stripOAuthParams,
} from "./messenger-login";
import { MAX_SHOP_ID_LENGTH, isShopId, proposalChannel, readDataSource } from "./data-source";
import { canEnter } from "./route-guard";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

const anyText = fc.string({ unit: "binary" });

describe("routePath", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(routePath("/micromall/personalCenter?x=1#top")).toBe("/personalCenter");
    expect(routePath("https://mall.example/micromall/")).toBe("/");
    expect(routePath("invoiceQuery/")).toBe("/invoiceQuery");
  });
  test("the base path only as a whole segment; case kept", () => {
    expect(routePath("/micromallx/home")).toBe("/micromallx/home");
    expect(routePath("/micromall")).toBe("/");
    expect(routePath("")).toBe("/");
    expect(routePath("/DDA")).toBe("/DDA");
  });
});

describe("protected pages (spec §4)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("the §4 areas", () => {
    for (const page of [
      "/personalCenter", "/shopset", "/identityAuth", "/identityAuthInfo", "/identityAuthInfoQuery", "/mocpaw",
      "/mocmobile", "/contacts", "/editPerson", "/address", "/newaddress", "/invoiceQuery", "/invoiceRequest",
      "/invoiceRequestSuc", "/invoiceRequestFail", "/invoicesessage", "/skipInvoice", "/surrender", "/application",
      "/surrful", "/surrenderQuery", "/surrenderQueryFail", "/applicationQuery", "/applicationEntry",
      "/applicationResulst", "/alter", "/serviceIndex", "/myServiceIndex", "/settlementHome", "/settlementQuery",
      "/settleementmessage",
    ]) {
      expect(isProtectedPage(page), page).toBe(true);
      expect(isProtectedPage(`/micromall${page}?a=1`), page).toBe(true);
    }
  });
  test("public pages are not protected", () => {
    for (const page of ["/", "/home", "/login", "/register", "/resetPassword", "/insureRight", "/about", "/productList", "/DDA", "/Bind", "/claimList", "/PERSONALCENTER"]) {
      expect(isProtectedPage(page), page).toBe(false);
    }
  });
  test("every listed page is a distinct route path", () => {
    expect(new Set(PROTECTED_PAGES).size).toBe(PROTECTED_PAGES.length);
    for (const page of PROTECTED_PAGES) expect(routePath(page)).toBe(page);
  });
});

describe("mall session check (spec §4)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(sessionCheckDecision({ mallId: "m1", path: "/personalCenter" })).toBe(true);
    expect(sessionCheckDecision({ mallId: "m1", path: "/login" })).toBe(false);
    expect(sessionCheckDecision({ mallId: "", path: "/personalCenter" })).toBe(false);
    expect(afterSessionCheck({ status: -1, path: "/personalCenter", alertShown: false, message: "请重新登录" })).toEqual({ toLogin: true, alert: "请重新登录" });
    expect(afterSessionCheck({ status: -1, path: "/personalCenter", alertShown: true, message: "请重新登录" })).toEqual({ toLogin: true, alert: null });
    expect(afterSessionCheck({ status: 1, path: "/personalCenter", alertShown: false, message: "" })).toEqual({ toLogin: false, alert: null });
  });

  test("runs 500 ms after navigation, not on the entry or login page, not without a mall id", () => {
    expect(SESSION_CHECK_DELAY_MS).toBe(500);
    expect(sessionCheckDecision({ mallId: "m1", path: "/" })).toBe(false);
    expect(sessionCheckDecision({ mallId: "m1", path: "/micromall/" })).toBe(false);
    expect(sessionCheckDecision({ mallId: "m1", path: "/micromall/login?from=x" })).toBe(false);
    expect(sessionCheckDecision({ mallId: "m1", path: "/home" })).toBe(true);
    expect(sessionCheckDecision({ mallId: null, path: "/home" })).toBe(false);
    expect(sessionCheckDecision({ path: "/home" })).toBe(false);
    expect(sessionCheckDecision({ mallId: "  ", path: "/home" })).toBe(false);
  });

  test("-1 on a public page does nothing; a blank message gets our text", () => {
    expect(afterSessionCheck({ status: -1, path: "/home", alertShown: false, message: "x" })).toEqual({ toLogin: false, alert: null });
    expect(afterSessionCheck({ status: "-1", path: "/contacts", alertShown: false, message: "" })).toEqual({ toLogin: true, alert: "登录已失效，请重新登录" });
    expect(afterSessionCheck({ status: -1, path: "/contacts", alertShown: false }, "en").alert).toBe("Your login has expired. Please log in again.");
    expect(afterSessionCheck({ status: "", path: "/contacts", alertShown: false }).toLogin).toBe(false);
    expect(afterSessionCheck({ status: 0, path: "/contacts", alertShown: false }).toLogin).toBe(false);
  });

  test("total; the alert only ever appears the first time and only with toLogin", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -3, max: 3 }), anyText), fc.oneof(anyText, fc.constantFrom(...PROTECTED_PAGES)), fc.boolean(), anyText, (status, path, alertShown, message) => {
        const r = afterSessionCheck({ status, path, alertShown, message });
        if (alertShown || !r.toLogin) expect(r.alert).toBeNull();
        else expect(r.alert!.trim()).not.toBe("");
        sessionCheckDecision({ mallId: message, path });
      }),
    );
  });
});

describe("messenger login flow (spec §4, h5-notes §1)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(messengerLoginDecision({ attempts: 0 })).toEqual({ action: "authorise" });
    expect(messengerLoginDecision({ code: "061x", attempts: 1 })).toEqual({ action: "exchange" });
    expect(messengerLoginDecision({ code: "061x", exchangeStatus: 0, attempts: 3 })).toEqual({ action: "give-up" });
    expect(messengerLoginDecision({ openid: "oAbc", attempts: 0 })).toEqual({ action: "proceed" });
  });

  test("exchange status 1 proceeds, anything else authorises again until the cap", () => {
    expect(messengerLoginDecision({ code: "c", exchangeStatus: 1, attempts: 1 })).toEqual({ action: "proceed" });
    expect(messengerLoginDecision({ code: "c", exchangeStatus: "1", attempts: 1 })).toEqual({ action: "proceed" });
    expect(messengerLoginDecision({ code: "c", exchangeStatus: -1, attempts: 1 })).toEqual({ action: "authorise" });
    expect(messengerLoginDecision({ code: "c", exchangeStatus: 0, attempts: 2 })).toEqual({ action: "authorise" });
    expect(messengerLoginDecision({ attempts: 3 })).toEqual({ action: "give-up" });
    expect(messengerLoginDecision({ attempts: 4, maxAttempts: 5 })).toEqual({ action: "authorise" });
    expect(messengerLoginDecision({ attempts: Number.NaN })).toEqual({ action: "give-up" });
    expect(messengerLoginDecision({ openid: " ", code: " ", attempts: 0 })).toEqual({ action: "authorise" });
  });

  test("property: never more than maxAttempts authorisations", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.array(fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 2 })), { maxLength: 20 }), (maxAttempts, answers) => {
        // simulate: the customer keeps coming back with a code whose exchange answers `answers[i]`
        let attempts = 0;
        let code: string | undefined;
        for (const exchangeStatus of answers) {
          const { action } = messengerLoginDecision({ code, exchangeStatus: code === undefined ? undefined : exchangeStatus ?? null, attempts, maxAttempts });
          if (action === "authorise") {
            attempts += 1;
            code = "c";
          } else if (action !== "exchange") break;
        }
        expect(attempts).toBeLessThanOrEqual(maxAttempts);
      }),
    );
  });

  test("authoriseUrl: documented order, #wechat_redirect, stale code dropped, route in state", () => {
    expect(authoriseUrl({ appId: "wx123", redirectUri: "https://mall.example/micromall/home?code=old", state: "/home" })).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fmall.example%2Fmicromall%2Fhome&response_type=code&scope=snsapi_base&state=2f686f6d65#wechat_redirect",
    );
    const url = new URL(authoriseUrl({ appId: "wx1", redirectUri: "https://m.example/micromall/policyDetails?id=1&state=x", state: "/policyDetails?id=1", scope: "snsapi_userinfo" }));
    expect(url.searchParams.get("redirect_uri")).toBe("https://m.example/micromall/policyDetails?id=1");
    expect(url.searchParams.get("scope")).toBe("snsapi_userinfo");
    expect(decodeOAuthState(url.searchParams.get("state")!)).toBe("/policyDetails?id=1");
    expect(url.hash).toBe("#wechat_redirect");
  });

  test("state: [a-zA-Z0-9] up to 128, round trip, too long → empty", () => {
    expect(encodeOAuthState("/home")).toBe("2f686f6d65");
    expect(decodeOAuthState("2f686f6d65")).toBe("/home");
    expect(decodeOAuthState("xyz")).toBeNull();
    expect(decodeOAuthState("ff")).toBeNull();
    expect(encodeOAuthState("/" + "a".repeat(64))).toBe("");
    expect(encodeOAuthState("\ud800")).toBe("");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (route) => {
        const state = encodeOAuthState(route);
        expect(isOAuthState(state)).toBe(true);
        if (state !== "" || route === "") expect(decodeOAuthState(state)).toBe(route);
        else expect(new TextEncoder().encode(route).length).toBeGreaterThan(64);
      }),
    );
    fc.assert(
      fc.property(anyText, anyText, anyText, (appId, redirectUri, state) => {
        const url = new URL(authoriseUrl({ appId, redirectUri, state }));
        expect(isOAuthState(url.searchParams.get("state")!)).toBe(true);
        expect(url.hash).toBe("#wechat_redirect");
        decodeOAuthState(state);
      }),
    );
  });

  test("stripOAuthParams", () => {
    expect(stripOAuthParams("/micromall/home?code=061x&state=2f&from=share#top")).toBe("/micromall/home?from=share#top");
    expect(stripOAuthParams("https://m.example/micromall/?code=1&state=2#/login")).toBe("https://m.example/micromall/#/login");
    expect(stripOAuthParams("/a?x=1&codex=2&%63ode=3")).toBe("/a?x=1&codex=2");
    expect(stripOAuthParams("/a")).toBe("/a");
    expect(stripOAuthParams("/a#x?code=1")).toBe("/a#x?code=1");
    fc.assert(
      fc.property(anyText, (url) => {
        const once = stripOAuthParams(url);
        expect(stripOAuthParams(once)).toBe(once);
        const query = once.split("#")[0]!.split("?").slice(1).join("?");
        const names = query.split("&").map((p) => p.split("=")[0]);
        expect(names).not.toContain("code");
        expect(names).not.toContain("state");
      }),
    );
  });
});

describe("data source (spec §2, §6)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(readDataSource("?dataSource=h5project&shopId=S001")).toEqual({ skipLogin: true, source: "h5project", shopId: "S001" });
    expect(readDataSource("?source=scrm")).toEqual({ skipLogin: true, source: "scrm" });
    expect(readDataSource("?dataSource=other")).toEqual({ skipLogin: false });
  });
  test("the bancassurance channel yb is remembered with its outlet but does not skip the login (issue 21)", () => {
    expect(readDataSource("?dataSource=yb&shopId=B001")).toEqual({ skipLogin: false, source: "yb", shopId: "B001" });
    expect(readDataSource("?dataSource=yb&shopId=%3Cb%3E")).toEqual({ skipLogin: false, source: "yb" });
    expect(readDataSource("?dataSource=YB")).toEqual({ skipLogin: false });
  });
  test("names, exact values, whole URLs", () => {
    expect(readDataSource("dataSource=scrm&shopId=S1")).toEqual({ skipLogin: true, source: "scrm" });
    expect(readDataSource("?dataSource=x&source=scrm")).toEqual({ skipLogin: false });
    expect(readDataSource("?dataSource=SCRM")).toEqual({ skipLogin: false });
    expect(readDataSource("https://m.example/micromall/home?dataSource=h5project#x")).toEqual({ skipLogin: true, source: "h5project" });
    expect(readDataSource("?dataSource=h5project&shopId=%20")).toEqual({ skipLogin: true, source: "h5project" });
    expect(readDataSource("")).toEqual({ skipLogin: false });
  });
  test("total", () => {
    fc.assert(fc.property(anyText, (s) => typeof readDataSource(s).skipLogin === "boolean"));
  });
  test("keeps only a shop id of 1–32 ASCII letters, digits, - and _ (issue 23 finding 6)", () => {
    expect(isShopId("S001")).toBe(true);
    expect(isShopId("8")).toBe(true);
    expect(isShopId("shop_01-A")).toBe(true);
    expect(isShopId("x".repeat(MAX_SHOP_ID_LENGTH))).toBe(true);
    for (const bad of ["", " S001", "S001 ", "-S1", "_S1", "x".repeat(MAX_SHOP_ID_LENGTH + 1), "S001<script>", "S00\u0000", "店铺1", "S%201", "S.1", "S/1", "１２"]) {
      expect(isShopId(bad), JSON.stringify(bad)).toBe(false);
      expect(readDataSource(`?dataSource=h5project&shopId=${encodeURIComponent(bad)}`), JSON.stringify(bad)).toEqual({ skipLogin: true, source: "h5project" });
    }
    expect(readDataSource(`?dataSource=h5project&shopId=${"9".repeat(200_000)}`)).toEqual({ skipLogin: true, source: "h5project" });
  });
  test("a kept shop id always passes isShopId; isShopId is the format and length, nothing else", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const info = readDataSource(`?dataSource=h5project&shopId=${encodeURIComponent(s)}`);
        expect(info.shopId === undefined ? !isShopId(s) : info.shopId === s && isShopId(s)).toBe(true);
        expect(isShopId(s)).toBe(s.length >= 1 && s.length <= MAX_SHOP_ID_LENGTH && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(s));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/), (s) => isShopId(s) && readDataSource(`?dataSource=h5project&shopId=${s}`).shopId === s),
    );
    expect(isShopId(null as unknown as string)).toBe(false);
  });
  test("a proposal carries the channel only when the check confirmed the visit's source, the shop only when well-formed", () => {
    const confirmed = { valid: true, sourceCode: "h5project" };
    expect(proposalChannel({ source: "h5project", shopId: "S001" }, confirmed)).toEqual({ channel: "h5project", channelNo: "S001" });
    expect(proposalChannel({ source: "h5project", shopId: "" }, confirmed)).toEqual({ channel: "h5project" });
    expect(proposalChannel({ source: "h5project", shopId: "S001'; DROP" }, confirmed)).toEqual({ channel: "h5project" });
    expect(proposalChannel({ source: "h5project", shopId: "S001" }, { valid: false, sourceCode: "h5project" })).toBeNull();
    expect(proposalChannel({ source: "h5project", shopId: "S001" }, { valid: true, sourceCode: "scrm" })).toBeNull();
    expect(proposalChannel({ source: "h5project", shopId: "S001" }, undefined)).toBeNull();
    expect(proposalChannel(null, confirmed)).toBeNull();
    fc.assert(
      fc.property(anyText, anyText, fc.boolean(), (source, shopId, valid) => {
        const channel = proposalChannel({ source, shopId }, { valid, sourceCode: source });
        if (channel === null) return !valid || source === "";
        return channel.channel === source && (channel.channelNo === undefined ? !isShopId(shopId) : channel.channelNo === shopId && isShopId(shopId));
      }),
    );
    expect(isShopId(8 as unknown as string)).toBe(false);
  });
});

describe("requireAuth guard", { timeout: PROPERTY_TIMEOUT }, () => {
  test("loginStatus must be exactly 1", () => {
    expect(canEnter({ requireAuth: true }, "1")).toBe(true);
    expect(canEnter({ requireAuth: true }, null)).toBe(false);
    expect(canEnter({ requireAuth: true }, " 1")).toBe(false);
    expect(canEnter({ requireAuth: false }, null)).toBe(true);
    expect(canEnter({}, "0")).toBe(true);
    fc.assert(fc.property(anyText, (s) => canEnter({ requireAuth: true }, s) === (s === "1")));
  });
});
