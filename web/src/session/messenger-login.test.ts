import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer } from "@micromall/fixtures/node";
import { decodeOAuthState, encodeOAuthState } from "@micromall/domain";
import { setGatewayUi, type GatewayUi } from "../gateway/gateway-ui";
import { gatewayHandler, type SeenRequest } from "../gateway/test-server";
import { initialApplication, initialSession, useAppStore } from "../state/store";
import {
  AUTHORISE_ATTEMPTS_KEY,
  AUTHORISE_ATTEMPTS_PARAM,
  DEMO_OPENID,
  forgetAttemptsInMemory,
  startMessengerLogin,
  type LoginEnvironment,
} from "./messenger-login";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const MESSENGER_UA = "Mozilla/5.0 (Linux; Android 13; wv) Chrome/116 Mobile MicroMessenger/8.0.47";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120";
const ORIGIN = "https://mall.example.cn";

/** The fixtures' mock gateway; each test puts the answers it is about in front (`server.use`). */
const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let alertBox: ReturnType<typeof vi.fn>;
let restoreUi: () => void;
let seen: SeenRequest[];

/** A page at `pathAndQuery` under /micromall, with a spy for location.replace. */
function page(pathAndQuery: string, overrides: Partial<LoginEnvironment> = {}) {
  const url = new URL(`/micromall${pathAndQuery}`, ORIGIN);
  const replace = vi.fn();
  const env: LoginEnvironment = {
    location: { origin: url.origin, pathname: url.pathname, search: url.search, replace },
    userAgent: MESSENGER_UA,
    appId: "wxAPPID123",
    mockMode: false,
    basePath: "/micromall/",
    ...overrides,
  };
  return { env, replace };
}

beforeEach(() => {
  sessionStorage.clear();
  forgetAttemptsInMemory();
  useAppStore.setState({ ...initialApplication(), ...initialSession() });
  seen = [];
  alertBox = vi.fn(async () => undefined);
  restoreUi = setGatewayUi({ alertBox } as Partial<GatewayUi>);
});
afterEach(() => {
  restoreUi();
  server.resetHandlers();
  server.db.reset();
});

describe("messenger login flow", () => {
  it("no open id and no code: replaces the page with the authorisation URL, target route in state", async () => {
    const { env, replace } = page("/personalCenter?tab=orders");
    await expect(startMessengerLogin(env)).resolves.toBe("redirected");
    expect(replace).toHaveBeenCalledTimes(1);
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.origin + target.pathname).toBe("https://open.weixin.qq.com/connect/oauth2/authorize");
    expect(target.hash).toBe("#wechat_redirect");
    expect(target.searchParams.get("appid")).toBe("wxAPPID123");
    expect(target.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/micromall/personalCenter?tab=orders`);
    expect(target.searchParams.get("scope")).toBe("snsapi_base");
    expect(decodeOAuthState(target.searchParams.get("state") ?? "")).toBe("/personalCenter?tab=orders");
    expect(sessionStorage.getItem(AUTHORISE_ATTEMPTS_KEY)).toBe("1");
  });

  it("a code and no open id: exchanges it, stores open id and profile, reloads on the clean target URL", async () => {
    server.use(
      gatewayHandler("getToken", { data: { openid: "oREAL42", access_token: "at-1" } }, seen),
      gatewayHandler("getUser", { data: { openid: "oREAL42", nickname: "小王", headimgurl: "https://img/1.png" } }, seen),
    );
    const state = encodeOAuthState("/productList?category=travel");
    const { env, replace } = page(`/productList?category=travel&code=061abc&state=${state}`);
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, "1");
    await expect(startMessengerLogin(env)).resolves.toBe("logged-in");
    expect(seen.map((request) => [request.name, request.payload])).toEqual([
      ["getToken", { code: "061abc" }],
      ["getUser", { openid: "oREAL42", access_token: "at-1" }],
    ]);
    const { openid, userinfo } = useAppStore.getState();
    expect(openid).toBe("oREAL42");
    expect(userinfo?.nickname).toBe("小王");
    expect(replace).toHaveBeenCalledWith(`${ORIGIN}/micromall/productList?category=travel`);
    expect(sessionStorage.getItem(AUTHORISE_ATTEMPTS_KEY)).toBe("0");
  });

  it("a state carrying a path that leaves the mall once decoded is ignored: the page's own route is the target", async () => {
    server.use(
      gatewayHandler("getToken", { data: { openid: "oREAL42", access_token: "at-1" } }, seen),
      gatewayHandler("getUser", { data: { openid: "oREAL42", nickname: "小王", headimgurl: "" } }, seen),
    );
    const state = encodeOAuthState("/%2e%2e/%2e%2e/evil.com");
    const { env, replace } = page(`/home?code=061abc&state=${state}`);
    await expect(startMessengerLogin(env)).resolves.toBe("logged-in");
    expect(replace).toHaveBeenCalledWith(`${ORIGIN}/micromall/home`);
  });

  it("an exchange answered with status ≠ 1 authorises again", async () => {
    server.use(gatewayHandler("getToken", { status: 0, resultMsg: "code been used" }, seen));
    const { env, replace } = page(`/home?code=used&state=${encodeOAuthState("/home")}`);
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, "1");
    await expect(startMessengerLogin(env)).resolves.toBe("redirected");
    expect(String(replace.mock.calls[0]?.[0])).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?/);
    expect(String(replace.mock.calls[0]?.[0])).not.toContain("used");
    expect(sessionStorage.getItem(AUTHORISE_ATTEMPTS_KEY)).toBe("2");
    expect(alertBox).not.toHaveBeenCalled();
  });

  it("gives up after the bounded number of redirects: one alert, no redirect, guest browsing", async () => {
    server.use(gatewayHandler("getToken", { status: 0 }, seen));
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, "3");
    const { env, replace } = page("/home?code=again");
    await expect(startMessengerLogin(env)).resolves.toBe("gave-up");
    expect(replace).not.toHaveBeenCalled();
    expect(alertBox).toHaveBeenCalledWith("微信授权失败，请关闭页面后重新进入", expect.anything());
    expect(useAppStore.getState().openid).toBe("");
  });

  it.each([
    ["an empty open id", { data: { openid: "", access_token: "at-1" } }],
    ["no open id", { data: { access_token: "at-1" } }],
    ["no data at all", { data: null }],
  ])("an exchange answered status 1 with %s is a failure: no login, a counted redirect, then give-up", async (_, answer) => {
    server.use(gatewayHandler("getToken", answer, seen));
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, "1");
    const first = page(`/home?code=c1&state=${encodeOAuthState("/home")}`);
    await expect(startMessengerLogin(first.env)).resolves.toBe("redirected");
    expect(useAppStore.getState().openid).toBe("");
    expect(sessionStorage.getItem(AUTHORISE_ATTEMPTS_KEY)).toBe("2");
    expect(seen.map((request) => request.name)).toEqual(["getToken"]);
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, "3");
    const last = page(`/home?code=c3&state=${encodeOAuthState("/home")}`);
    await expect(startMessengerLogin(last.env)).resolves.toBe("gave-up");
    expect(last.replace).not.toHaveBeenCalled();
  });

  it.each([
    ["refuses every access", () => {
      vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => { throw new DOMException("denied", "SecurityError"); });
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => { throw new DOMException("full", "QuotaExceededError"); });
    }],
    ["swallows writes", () => {
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => undefined);
    }],
  ])("the redirect bound holds when session storage %s: the count rides in the redirect URI", async (_, breakStorage) => {
    server.use(gatewayHandler("getToken", { status: 0 }, seen));
    breakStorage();
    try {
      // Follow the loop as the messenger would: each redirect comes back to redirect_uri with a fresh code, on a
      // fresh page (nothing kept in memory).
      let current = page("/home");
      const outcomes: string[] = [];
      for (let load = 0; load < 10; load += 1) {
        forgetAttemptsInMemory();
        const outcome = await startMessengerLogin(current.env);
        outcomes.push(outcome);
        if (outcome !== "redirected") break;
        const authorise = new URL(String(current.replace.mock.calls[0]?.[0]));
        const back = new URL(authorise.searchParams.get("redirect_uri") ?? "");
        back.searchParams.set("code", `code${load}`);
        back.searchParams.set("state", authorise.searchParams.get("state") ?? "");
        current = page(back.pathname.replace(/^\/micromall/, "") + back.search);
      }
      expect(outcomes).toEqual(["redirected", "redirected", "redirected", "gave-up"]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("counts in memory too, and leaves the count parameter out of the target it returns to", async () => {
    server.use(
      gatewayHandler("getToken", { data: { openid: "oREAL42", access_token: "at-1" } }, seen),
      gatewayHandler("getUser", { data: { openid: "oREAL42", nickname: "小王", headimgurl: "" } }, seen),
    );
    const { env, replace } = page(`/productList?${AUTHORISE_ATTEMPTS_PARAM}=2&code=c&state=`);
    await expect(startMessengerLogin(env)).resolves.toBe("logged-in");
    expect(replace).toHaveBeenCalledWith(`${ORIGIN}/micromall/productList`);
  });

  it("an open id already stored: nothing happens", async () => {
    useAppStore.getState().updateSession({ openid: "oKNOWN" });
    const { env, replace } = page("/home");
    await expect(startMessengerLogin(env)).resolves.toBe("already");
    expect(replace).not.toHaveBeenCalled();
  });

  it.each(["?dataSource=scrm", "?source=scrm"])("data source scrm (%s) skips the login", async (query) => {
    const { env, replace } = page(`/home${query}`);
    await expect(startMessengerLogin(env)).resolves.toBe("skipped-data-source");
    expect(replace).not.toHaveBeenCalled();
    expect(useAppStore.getState().shopInfo).toBeNull();
  });

  it("data source h5project skips the login and remembers source and shop id, also after a reload", async () => {
    const first = page("/home?dataSource=h5project&shopId=S001");
    await expect(startMessengerLogin(first.env)).resolves.toBe("skipped-data-source");
    expect(useAppStore.getState().shopInfo).toEqual({ source: "h5project", shopId: "S001" });
    const reload = page("/productList");
    await expect(startMessengerLogin(reload.env)).resolves.toBe("skipped-data-source");
    expect(first.replace).not.toHaveBeenCalled();
    expect(reload.replace).not.toHaveBeenCalled();
  });

  it("mock mode outside the messenger: a demo open id, no redirect", async () => {
    const { env, replace } = page("/home", { mockMode: true, userAgent: DESKTOP_UA });
    await expect(startMessengerLogin(env)).resolves.toBe("demo");
    expect(replace).not.toHaveBeenCalled();
    expect(useAppStore.getState().openid).toBe(DEMO_OPENID);
  });

  it("mock mode in the messenger without an app id: a demo open id, no redirect", async () => {
    const { env, replace } = page("/home", { mockMode: true, appId: "" });
    await expect(startMessengerLogin(env)).resolves.toBe("demo");
    expect(replace).not.toHaveBeenCalled();
  });

  it("a real build outside the messenger browses as a guest (no authorisation page there)", async () => {
    const { env, replace } = page("/home", { userAgent: DESKTOP_UA });
    await expect(startMessengerLogin(env)).resolves.toBe("guest");
    expect(replace).not.toHaveBeenCalled();
    expect(useAppStore.getState().openid).toBe("");
  });
});
