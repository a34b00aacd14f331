import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { GATEWAY_TIMEOUT_MS, HOTLINE_HREF, REQUEST_ID_PATTERN } from "@micromall/domain";
import { useAppStore } from "../state/store";
import { callGateway } from "./client";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { SAMPLE_ANSWERS, gatewayHandler, type SeenRequest } from "./test-server";

// The page effects are observed through a fake `gatewayUi`; the real primitives are covered in client-ui.test.tsx.
vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let ui: { [K in keyof GatewayUi]: ReturnType<typeof vi.fn> };
let restoreUi: () => void;
let seen: SeenRequest[];

beforeEach(() => {
  seen = [];
  ui = {
    navigate: vi.fn(),
    reload: vi.fn(),
    toast: vi.fn(() => () => undefined),
    messageBox: vi.fn(async () => null),
    alertBox: vi.fn(async () => undefined),
  };
  restoreUi = setGatewayUi(ui as unknown as GatewayUi);
  useAppStore.getState().updateSession({ currentLink: "" });
});
afterEach(() => {
  server.resetHandlers();
  restoreUi();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the `.then` of an alert/message box run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("requests", () => {
  it("sends a 16-character request id on every request, fresh each time", async () => {
    server.use(gatewayHandler("pageInitMall", {}, seen), gatewayHandler("login", {}, seen),
      gatewayHandler("getAddressInfo", {}, seen), gatewayHandler("orderPay", {}, seen));
    await callGateway("pageInitMall", {});
    await callGateway("pageInitMall", {});
    await callGateway("login", { mobile: "13800138000", password: "x" });
    await callGateway("getAddressInfo", { mallId: "M1", addressId: "1" });
    await callGateway("orderPay", { orderNo: "1" });
    const ids = seen.map((request) => request.headers.get("X-Request-Id") ?? "");
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(id).toMatch(REQUEST_ID_PATTERN);
    expect(new Set(ids).size).toBe(5);
  });

  it("posts the cleaned payload as plain JSON on a plain call", async () => {
    server.use(gatewayHandler("saveBpm", { data: { bpmNo: "W1", state: "1", stateName: "已受理" } }, seen));
    const result = await callGateway("saveBpm", { bpmType: "  complaint ", mallId: "", blank: "   ", none: undefined, n: "0" });
    expect(result).toEqual({ ok: true, data: { bpmNo: "W1", state: "1", stateName: "已受理" }, message: "成功" });
    expect(seen[0]?.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(seen[0]?.bodyText ?? "")).toEqual({ bpmType: "complaint", n: "0" });
  });

  it("seals an encrypted call in the envelope and opens its answer", async () => {
    server.use(gatewayHandler("login", {}, seen));
    const result = await callGateway("login", { mobile: " 13800138000 ", password: "secret1" });
    const body = JSON.parse(seen[0]?.bodyText ?? "") as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["encrypted"]);
    expect(seen[0]?.bodyText).not.toContain("13800138000");
    expect(seen[0]?.payload).toEqual({ mobile: "13800138000", password: "secret1" });
    expect(result).toEqual({ ok: true, data: SAMPLE_ANSWERS.login, message: "成功" });
  });

  it("sends a form-encoded body where the catalogue says form", async () => {
    server.use(gatewayHandler("orderPay", {}, seen));
    await callGateway("orderPay", { orderNo: "A 1", payType: "wx", mallId: "" });
    expect(seen[0]?.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(seen[0]?.bodyText).toBe("orderNo=A+1&payType=wx");
  });

  it("sends a GET call's payload as query parameters and no body", async () => {
    server.use(gatewayHandler("getAddressInfo", {}, seen));
    await callGateway("getAddressInfo", { mallId: " ", addressId: "42" });
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.url.pathname).toBe("/micromall-gateway/wd/address/getAddressInfo");
    expect(seen[0]?.url.search).toBe("?addressId=42");
  });

  it("never sends credentials across sites", async () => {
    server.use(gatewayHandler("pageInitMall", {}, seen));
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await callGateway("pageInitMall", {});
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe("same-origin");
  });

  it("returns a business 'no' (status ≠ 1) to the screen without showing anything", async () => {
    server.use(gatewayHandler("login", { status: 0, resultMsg: "密码错误", data: {} }));
    const result = await callGateway("login", { mobile: "13800138000", password: "bad" });
    expect(result).toEqual({ ok: false, refused: true, status: 0, message: "密码错误" });
    expect(ui.alertBox).not.toHaveBeenCalled();
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe("errors shown per the §8 catalogue", () => {
  it("times out after GATEWAY_TIMEOUT_MS and shows the 'other' message", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(gatewayHandler("pageInitMall", { hang: true }));
    const pending = callGateway("pageInitMall", {});
    await vi.advanceTimersByTimeAsync(GATEWAY_TIMEOUT_MS + 1);
    const result = await pending;
    expect(result).toEqual({ ok: false, refused: false, error: { kind: "message", message: "系统繁忙，请稍后重试" } });
    expect(ui.alertBox).toHaveBeenCalledWith("系统繁忙，请稍后重试", expect.anything());
  });

  it("X1 (8+ characters) opens the dialog with 返回首页 and 联系我们 (hotline link)", async () => {
    useAppStore.getState().updateSession({ currentLink: "/home?shopId=8" });
    ui.messageBox.mockResolvedValueOnce("home");
    server.use(gatewayHandler("pageInitMall", { resultCode: "X1000001", resultMsg: "内部" }));
    const result = await callGateway("pageInitMall", {});
    await settle();
    expect(result.ok).toBe(false);
    const options = ui.messageBox.mock.calls[0]?.[0] as { message: string; actions: { label: string; href?: string }[] };
    expect(options.message).toBe("数据获取失败，您可以返回首页或拨打客服热线 95518");
    expect(options.actions.map((action) => action.label)).toEqual(["返回首页", "联系我们"]);
    expect(options.actions[1]?.href).toBe(HOTLINE_HREF);
    expect(ui.navigate).toHaveBeenCalledWith("/home?shopId=8");
  });

  it("X1 dialog's 返回首页 goes to /home when no link is saved", async () => {
    ui.messageBox.mockResolvedValueOnce("home");
    server.use(gatewayHandler("pageInitMall", { resultCode: "X1234567" }));
    await callGateway("pageInitMall", {});
    await settle();
    expect(ui.navigate).toHaveBeenCalledWith("/home");
  });

  it("X2 alerts 'network crashed' with a button that reloads", async () => {
    server.use(gatewayHandler("pageInitMall", { resultCode: "X2001", resultMsg: "ignored" }));
    await callGateway("pageInitMall", {});
    await settle();
    expect(ui.alertBox).toHaveBeenCalledWith("网络崩溃了，请刷新重试", expect.objectContaining({ buttonLabel: "刷新" }));
    expect(ui.reload).toHaveBeenCalledTimes(1);
  });

  it.each(["X3001", "X9001"])("%s alerts the server message with a button that goes home", async (code) => {
    server.use(gatewayHandler("pageInitMall", { resultCode: code, resultMsg: "保单状态异常" }));
    await callGateway("pageInitMall", {});
    await settle();
    expect(ui.alertBox).toHaveBeenCalledWith("保单状态异常", expect.objectContaining({ buttonLabel: "返回首页" }));
    expect(ui.navigate).toHaveBeenCalledWith("/home");
  });

  it("another short code alerts the server message", async () => {
    server.use(gatewayHandler("pageInitMall", { resultCode: "E01", resultMsg: "产品已下架" }));
    const result = await callGateway("pageInitMall", {});
    expect(result).toEqual({ ok: false, refused: false, error: { kind: "message", message: "产品已下架" } });
    expect(ui.alertBox).toHaveBeenCalledWith("产品已下架", expect.anything());
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it.each([
    [404, "网络崩溃了，请刷新页面重试"],
    [500, "数据获取失败，您可以返回首页重新投保"],
    [502, "服务暂时不可用，请稍后重试"],
    [503, "服务暂时不可用，请稍后重试"],
    [418, "系统繁忙，请稍后重试"],
  ])("HTTP %i shows %s", async (status, message) => {
    server.use(gatewayHandler("pageInitMall", { http: status }));
    const result = await callGateway("pageInitMall", {});
    expect(result.ok).toBe(false);
    expect(ui.alertBox).toHaveBeenCalledWith(message, expect.anything());
  });

  it("HTTP 404 offers a reload, HTTP 500 a way home", async () => {
    server.use(gatewayHandler("pageInitMall", { http: 404 }), gatewayHandler("queryPlanList", { http: 500 }));
    await callGateway("pageInitMall", {});
    await callGateway("queryPlanList", {});
    await settle();
    expect(ui.reload).toHaveBeenCalledTimes(1);
    expect(ui.navigate).toHaveBeenCalledWith("/home");
  });

  it("a body that is not JSON, or does not decrypt, is the 'other' message, never a throw", async () => {
    server.use(gatewayHandler("pageInitMall", { raw: "<html>oops" }), gatewayHandler("login", { raw: "bm90IGNpcGhlcg==" }));
    const plain = await callGateway("pageInitMall", {});
    const sealed = await callGateway("login", { mobile: "13800138000", password: "x" });
    expect(plain).toEqual({ ok: false, refused: false, error: { kind: "message", message: "系统繁忙，请稍后重试" } });
    expect(sealed).toEqual({ ok: false, refused: false, error: { kind: "message", message: "系统繁忙，请稍后重试" } });
  });

  it("a quiet call (SMS send, SMS check, linkage) hides its plain result-code messages", async () => {
    server.use(gatewayHandler("getverificationCodeBJ", { resultCode: "E77", resultMsg: "发送太频繁" }),
      gatewayHandler("checkVerificationCode", { resultCode: "0", resultMsg: "验证码错误" }),
      gatewayHandler("linkageUnified", { resultCode: "E1", resultMsg: "联动失败" }));
    const sent = await callGateway("getverificationCodeBJ", { mobile: "13800138000", scene: "login" });
    const checked = await callGateway("checkVerificationCode", { mobile: "13800138000", verifyCode: "123456" });
    await callGateway("linkageUnified", {});
    await settle();
    expect(sent).toEqual({ ok: false, refused: false, error: { kind: "message", message: "发送太频繁" } });
    expect(checked.ok).toBe(false);
    for (const effect of Object.values(ui)) expect(effect).not.toHaveBeenCalled();
  });

  it("a quiet call still shows X2 (never quiet, §8)", async () => {
    server.use(gatewayHandler("linkageUnified", { resultCode: "X2001" }));
    await callGateway("linkageUnified", {});
    expect(ui.alertBox).toHaveBeenCalledWith("网络崩溃了，请刷新重试", expect.anything());
  });

  it("opts.quiet shows nothing at all: HTTP failures, X codes, timeouts", async () => {
    server.use(gatewayHandler("pageInitMall", { http: 500 }), gatewayHandler("queryPlanList", { resultCode: "X1000001" }),
      gatewayHandler("getSign", { resultCode: "E5", resultMsg: "签名失败" }));
    const failures = await Promise.all([
      callGateway("pageInitMall", {}, { quiet: true }),
      callGateway("queryPlanList", {}, { quiet: true }),
      callGateway("getSign", { url: "https://mall.example.cn/" }, { quiet: true }),
    ]);
    await settle();
    expect(failures.map((result) => result.ok)).toEqual([false, false, false]);
    for (const effect of Object.values(ui)) expect(effect).not.toHaveBeenCalled();
  });

  it("a call the caller aborts shows nothing", async () => {
    server.use(gatewayHandler("pageInitMall", { hang: true }));
    const controller = new AbortController();
    const pending = callGateway("pageInitMall", {}, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(ui.alertBox).not.toHaveBeenCalled();
  });
});
