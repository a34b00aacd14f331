/**
 * The early call of the landing page (issue 22 point 3): the early script's request is the client's request, adopted
 * once — one request whether the client asks before or after the answer arrived; a failed early call is asked again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { REQUEST_ID_PATTERN, requestId } from "@micromall/domain";
import { callGateway, gatewayConfig } from "./client";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { earlyKey, startEarlyCall, takeEarlyAnswer, type EarlyAnswers } from "./early";
import { LANDING_SCREENS, earlyCallOf, earlyPlan, entryFilesOf, landingFilesOf, preloadLandingFiles, type EarlyCall } from "./early-plan";
import { SAMPLE_ANSWERS, gatewayHandler, type Answer, type SeenRequest } from "./test-server";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let seen: SeenRequest[];
let ui: { [K in keyof GatewayUi]: ReturnType<typeof vi.fn> };
let restoreUi: () => void;
beforeEach(() => {
  seen = [];
  ui = { navigate: vi.fn(), reload: vi.fn(), toast: vi.fn(() => () => undefined), messageBox: vi.fn(async () => null), alertBox: vi.fn(async () => undefined) };
  restoreUi = setGatewayUi(ui as unknown as GatewayUi);
});
afterEach(() => {
  server.resetHandlers();
  restoreUi();
  globalThis.__micromallEarlyAnswers?.clear();
});

/** The early call the build would bake for an address of the mall. */
function planned(pathname: string, search = ""): EarlyCall {
  const call = earlyCallOf(earlyPlan(gatewayConfig().baseUrl), "/micromall/", pathname, search);
  if (call === undefined) throw new Error(`no early call for ${pathname}`);
  return call;
}

describe("early call", () => {
  it("is the client's own request: the client adopts it, and the gateway is asked once", async () => {
    server.use(gatewayHandler("pageInitMall", {}, seen));
    startEarlyCall(planned("/micromall/home").request, requestId());
    const result = await callGateway("pageInitMall", {});
    expect(result).toEqual({ ok: true, data: SAMPLE_ANSWERS.pageInitMall, message: "成功" });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get("X-Request-Id")).toMatch(REQUEST_ID_PATTERN);
  });

  it("is adopted when the client asks after the answer has arrived (late adoption), and only once", async () => {
    server.use(gatewayHandler("queryPlanList", {}, seen));
    const store: EarlyAnswers = globalThis.__micromallEarlyAnswers ?? new Map();
    globalThis.__micromallEarlyAnswers = store;
    const { request } = planned("/micromall/productList");
    startEarlyCall(request, requestId());
    await store.get(earlyKey(request));
    expect(seen).toHaveLength(1);
    expect(await callGateway("queryPlanList", {})).toMatchObject({ ok: true, data: SAMPLE_ANSWERS.queryPlanList });
    expect(seen).toHaveLength(1);
    // adopted once: the next identical call asks the gateway
    await callGateway("queryPlanList", {});
    expect(seen).toHaveLength(2);
  });

  it("that failed (network or HTTP) is asked again the normal way, and nothing is shown for the early failure", async () => {
    server.use(gatewayHandler("pageInitMall", (request): Answer => (seen.indexOf(request) === 0 ? { http: 503 } : { status: 1 }), seen));
    startEarlyCall(planned("/micromall/").request, requestId());
    expect(await callGateway("pageInitMall", {})).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);

    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
    startEarlyCall(planned("/micromall/home").request, requestId(), offline);
    expect(await callGateway("pageInitMall", {})).toMatchObject({ ok: true });
    expect(offline).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
    expect(ui.alertBox).not.toHaveBeenCalled();
    expect(ui.messageBox).not.toHaveBeenCalled();
  });

  it("is only started for a landing address without a query, under the base path", () => {
    const plan = earlyPlan("/gw");
    expect(earlyCallOf(plan, "/micromall/", "/micromall/home", "")?.request.url).toBe("/gw/pageInit/pageInit/mall");
    expect(earlyCallOf(plan, "/micromall/", "/micromall", "")?.request.url).toBe("/gw/pageInit/pageInit/mall");
    expect(earlyCallOf(plan, "/micromall/", "/micromall/productList", "")?.request.url).toBe("/gw/order/proposal/queryPlanList");
    expect(earlyCallOf(plan, "/micromall/", "/micromall/productList", "?category=car")).toBeUndefined();
    expect(earlyCallOf(plan, "/micromall/", "/micromall/login", "")).toBeUndefined();
    expect(earlyCallOf(plan, "/micromall/", "/elsewhere/home", "")).toBeUndefined();
    // no encrypted call: the early script carries no cipher
    expect(plan.every((call) => call.request.body === null || (typeof call.request.body === "string" && !call.request.body.includes("encrypted")))).toBe(true);
  });

  it("is taken once from its store", () => {
    const store: EarlyAnswers = new Map();
    const request = planned("/micromall/home").request;
    const fake = vi.fn<typeof fetch>(async () => new Response("{}"));
    startEarlyCall(request, "abcdefghijklmnop", fake, store);
    expect(takeEarlyAnswer(request, store)).toBeInstanceOf(Promise);
    expect(takeEarlyAnswer(request, store)).toBeUndefined();
  });
});

describe("the landing screens' files (issue 22: /productList)", () => {
  const table = JSON.stringify({ "/productList": ["static/list.js", "static/list.css"] });

  it("an address of a landing screen gets its files, whatever the query; any other none", () => {
    expect(landingFilesOf(table, "/micromall/", "/micromall/productList")).toEqual(["static/list.js", "static/list.css"]);
    expect(landingFilesOf(table, "/micromall/", "/micromall/home")).toEqual([]);
    expect(landingFilesOf(table, "/micromall/", "/elsewhere/productList")).toEqual([]);
    expect(landingFilesOf(null, "/micromall/", "/micromall/productList")).toEqual([]);
    expect(landingFilesOf("{", "/micromall/", "/micromall/productList")).toEqual([]);
    expect(landingFilesOf(JSON.stringify({ "/productList": ["static/ok.js", "https://x.example/evil.js", 3] }), "/micromall/", "/micromall/productList")).toEqual(["static/ok.js"]);
    expect(landingFilesOf(table, "/micromall/", "/micromall/toString")).toEqual([]);
  });

  it("the entry's own files (the gateway client's chunks) are a plain list of file names; anything else is none", () => {
    expect(entryFilesOf(JSON.stringify(["static/client-a.js", "static/b.js"]))).toEqual(["static/client-a.js", "static/b.js"]);
    expect(entryFilesOf(JSON.stringify(["static/ok.js", "//x.example/evil.js", "https://x.example/e.js", "static/../../x.js", "/static/a.js", 3]))).toEqual(["static/ok.js"]);
    expect(entryFilesOf(null)).toEqual([]);
    expect(entryFilesOf("[")).toEqual([]);
    expect(entryFilesOf(JSON.stringify({ "/home": ["static/a.js"] }))).toEqual([]);
  });

  it("scripts are module preloads, stylesheets style preloads, under the base path", () => {
    preloadLandingFiles(document, "/micromall/", ["static/list.js", "static/list.css"]);
    const links = [...document.head.querySelectorAll("link")].slice(-2);
    expect(links.map((link) => [link.rel, link.getAttribute("as"), link.getAttribute("href"), link.getAttribute("crossorigin")])).toEqual([
      ["modulepreload", null, "/micromall/static/list.js", ""],
      ["preload", "style", "/micromall/static/list.css", null],
    ]);
    links.forEach((link) => link.remove());
  });

  it("the product list's screen is a landing screen whose files are preloaded", () => {
    expect(LANDING_SCREENS.find((screen) => screen.paths.includes("/productList"))?.module).toMatch(/ProductListScreen\.tsx$/);
  });
});
