import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer } from "@micromall/fixtures/node";
import { setGatewayUi, type GatewayUi } from "../gateway/gateway-ui";
import { gatewayHandler, type SeenRequest } from "../gateway/test-server";
import { useAppStore } from "../state/store";
import { applyShare, resetShareConfiguration, setSdkLoader, sharePage, type MessengerJsSdk } from "./share";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const MESSENGER_ANDROID = "Mozilla/5.0 (Linux; Android 13; wv) Chrome/116 Mobile MicroMessenger/8.0.47";
const MESSENGER_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50";
const SHARE = { title: "驾乘意外险", desc: "全家出行一份保障", link: "https://mall.example.cn/micromall/home", imgUrl: "https://mall.example.cn/a.png" };
const SIGNATURE = { appId: "wxdemo", timestamp: 1700000000, nonceStr: "abc", signature: "0f0e" };

/** The fixtures' mock gateway; each test puts the answers it is about in front (`server.use`). */
const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let toast: ReturnType<typeof vi.fn>;
let restoreUi: () => void;
let seen: SeenRequest[];
let restoreSdk: () => void = () => {};

function fakeSdk(outcome: "ready" | "error" = "ready"): MessengerJsSdk & Record<string, ReturnType<typeof vi.fn>> {
  const sdk = {
    config: vi.fn(),
    ready: vi.fn((callback: () => void) => {
      if (outcome === "ready") queueMicrotask(callback);
    }),
    error: vi.fn((callback: (result: { errMsg?: string }) => void) => {
      if (outcome === "error") queueMicrotask(() => callback({ errMsg: "config:invalid signature" }));
    }),
    hideAllNonBaseMenuItem: vi.fn(),
    showMenuItems: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  restoreSdk = setSdkLoader(async () => sdk);
  return sdk;
}

function userAgent(value: string): void {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(value);
}

beforeEach(() => {
  window.WeixinJSBridge = {};
  seen = [];
  toast = vi.fn(() => () => undefined);
  restoreUi = setGatewayUi({ toast } as Partial<GatewayUi>);
  resetShareConfiguration();
});
afterEach(() => {
  delete window.WeixinJSBridge;
  restoreUi();
  restoreSdk();
  server.resetHandlers();
  server.db.reset();
  vi.restoreAllMocks();
});

describe("applyShare", () => {
  it("does nothing outside the messenger browser", async () => {
    userAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/120");
    const sdk = fakeSdk();
    await applyShare(false);
    await applyShare(true, SHARE);
    expect(sdk.config).not.toHaveBeenCalled();
    expect(sdk.hideAllNonBaseMenuItem).not.toHaveBeenCalled();
  });

  it("does nothing in the messenger when the JS-SDK cannot load (no external script is loaded)", async () => {
    userAgent(MESSENGER_ANDROID);
    restoreSdk = setSdkLoader(async () => {
      throw new Error("chunk failed");
    });
    const scriptsBefore = document.scripts.length;
    await expect(applyShare(true, SHARE)).resolves.toBeUndefined();
    expect(document.scripts.length).toBe(scriptsBefore);
    expect(seen).toHaveLength(0);
  });

  it("hides the non-basic menu items on a page that must not be shared", async () => {
    userAgent(MESSENGER_ANDROID);
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk();
    await applyShare(false);
    expect(sdk.config).toHaveBeenCalledWith(expect.objectContaining({ ...SIGNATURE, debug: false }));
    expect(sdk.hideAllNonBaseMenuItem).toHaveBeenCalledTimes(1);
    expect(sdk.showMenuItems).not.toHaveBeenCalled();
  });

  it("shows the share items and sets the cards on a shareable page, signing the current URL on Android", async () => {
    userAgent(MESSENGER_ANDROID);
    window.history.replaceState(null, "", "/micromall/productList?tab=2#top");
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk();
    await applyShare(true, SHARE);
    expect(seen[0]?.payload).toEqual({ url: `${window.location.origin}/micromall/productList?tab=2` });
    expect(sdk.showMenuItems).toHaveBeenCalledWith({ menuList: ["menuItem:share:appMessage", "menuItem:share:timeline"] });
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith(SHARE);
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({ title: SHARE.title, link: SHARE.link, imgUrl: SHARE.imgUrl });
  });

  it("signs the landing URL on iOS, once per signed URL", async () => {
    userAgent(MESSENGER_IOS);
    useAppStore.getState().updateSession({ firstLocation: "https://mall.example.cn/micromall/home?shopId=8" });
    window.history.replaceState(null, "", "/micromall/personalCenter");
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk();
    await applyShare(true, SHARE);
    await applyShare(false);
    expect(seen.map((request) => request.payload.url)).toEqual(["https://mall.example.cn/micromall/home?shopId=8"]);
    expect(sdk.config).toHaveBeenCalledTimes(1);
    expect(sdk.hideAllNonBaseMenuItem).toHaveBeenCalledTimes(1);
  });

  it("shows a failed signature's message in a toast", async () => {
    userAgent(MESSENGER_ANDROID);
    server.use(gatewayHandler("getSign", { resultCode: "E21", resultMsg: "签名服务异常" }, seen));
    const sdk = fakeSdk();
    await applyShare(true, SHARE);
    expect(toast).toHaveBeenCalledWith("签名服务异常");
    expect(sdk.config).not.toHaveBeenCalled();
    expect(sdk.showMenuItems).not.toHaveBeenCalled();
  });

  it("shows the JS-SDK's error in a toast", async () => {
    userAgent(MESSENGER_ANDROID);
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk("error");
    await applyShare(true, SHARE);
    expect(toast).toHaveBeenCalledWith("config:invalid signature");
    expect(sdk.showMenuItems).not.toHaveBeenCalled();
  });

  it("shows a failed signature's toast once per page load, however many pages fail", async () => {
    userAgent(MESSENGER_ANDROID);
    server.use(gatewayHandler("getSign", { resultCode: "E21", resultMsg: "签名服务异常" }, seen));
    fakeSdk();
    window.history.replaceState(null, "", "/micromall/home");
    await applyShare(true);
    window.history.replaceState(null, "", "/micromall/productList");
    await applyShare(true);
    expect(seen).toHaveLength(2);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("keeps a page's own card for its path: the navigation's applyShare(true) there keeps it, elsewhere not", async () => {
    userAgent(MESSENGER_ANDROID);
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk();
    window.history.replaceState(null, "", "/micromall/insureInfo?productCode=EAJ");
    await sharePage(SHARE);
    await applyShare(true);
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledTimes(2);
    expect(sdk.updateAppMessageShareData).toHaveBeenLastCalledWith(SHARE);
    window.history.replaceState(null, "", "/micromall/home");
    await applyShare(true);
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledTimes(2);
  });

  it("asks nothing before the messenger's bridge is on the page, and goes on when it arrives", async () => {
    userAgent(MESSENGER_ANDROID);
    delete window.WeixinJSBridge;
    server.use(gatewayHandler("getSign", { data: SIGNATURE }, seen));
    const sdk = fakeSdk();
    const applied = applyShare(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    expect(sdk.config).not.toHaveBeenCalled();
    window.WeixinJSBridge = {};
    document.dispatchEvent(new Event("WeixinJSBridgeReady"));
    await applied;
    expect(sdk.hideAllNonBaseMenuItem).toHaveBeenCalledTimes(1);
  });
});
