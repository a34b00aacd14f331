/**
 * Share control in the messenger browser (spec §2 route meta isShare, h5-notes §2), through the messenger's
 * JS-SDK: the published npm package `weixin-js-sdk` (pinned), bundled and imported lazily here, so it is a chunk
 * of the mall's own origin (the CSP stays `script-src 'self'`, docs/decisions/0006-messenger-sdk-bundled.md) that
 * only the messenger ever fetches: this module itself is imported only inside the messenger (navigation effects,
 * SessionEffects' page-share port). Outside the messenger nothing happens. The SDK talks to the messenger's
 * bridge (`WeixinJSBridge`, injected by the messenger, at once or with the `WeixinJSBridgeReady` event): nothing
 * is signed or loaded before the bridge is there (`messengerBridgeReady`), so a browser that only claims to be
 * the messenger (its user agent) asks the gateway nothing.
 *
 * - `applyShare(false)` hides every non-basic menu item (share, copy link…).
 * - `applyShare(true, share)` shows the two share items and sets the share card for friends and timeline.
 * Both first configure the SDK with a signature from `getSign` for the URL the messenger validates: on iOS the
 * landing URL of this page load (stored as `firstLocation`), elsewhere the current URL, each cut at `#`.
 * One configuration per signed URL; a failed signature or an SDK error shows its message in a toast (§8), once
 * per page load (a signature that fails on one page fails on the next: one toast says it).
 * A page's own card (`rememberPageCard`, the product page's) is kept for its path, so the navigation's own
 * `applyShare(true)` for that page keeps the card instead of the route's default.
 */
import { errorForSignature } from "@micromall/domain";
import { getLocale } from "../i18n";
import { callGateway } from "../gateway/client";
import { gatewayUi } from "../gateway/gateway-ui";
import { useAppStore } from "../state/store";
import { isIosDevice, isMessengerBrowser } from "./messenger-browser";

/** The share card of a page. */
export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The signature `getSign` answers (our reading of §7 "share/getSign … payload url"). */
export interface ShareSignature {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** The part of the messenger JS-SDK the mall uses. */
export interface MessengerJsSdk {
  config(options: ShareSignature & { debug: boolean; jsApiList: readonly string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  hideAllNonBaseMenuItem(): void;
  showMenuItems(options: { menuList: readonly string[] }): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, "desc">): void;
}

let bridge: Promise<true> | null = null;

/**
 * Settles when the messenger's bridge is on the page (at once when it is); never settles where there is none.
 * @example if (await messengerBridgeReady()) …
 */
export function messengerBridgeReady(): Promise<true> {
  if (hasMessengerBridge()) return Promise.resolve(true);
  bridge ??= new Promise<true>((resolve) => document.addEventListener("WeixinJSBridgeReady", () => resolve(true), { once: true }));
  return bridge;
}

/** Whether the messenger's bridge is on the page now. */
export function hasMessengerBridge(): boolean {
  return "WeixinJSBridge" in window && (window as { WeixinJSBridge?: unknown }).WeixinJSBridge !== undefined;
}

/** How the SDK is loaded: the bundled package, as a lazy chunk (tests replace it, `setSdkLoader`). */
let loadSdk: () => Promise<MessengerJsSdk | undefined> = async () => {
  const sdk: unknown = (await import("weixin-js-sdk")).default;
  return isSdk(sdk) ? sdk : undefined;
};

function isSdk(value: unknown): value is MessengerJsSdk {
  return typeof value === "object" && value !== null && "config" in value && typeof value.config === "function";
}

/**
 * Replaces the SDK loader (tests); answers the undo.
 * @example const restore = setSdkLoader(async () => fakeSdk); … restore()
 */
export function setSdkLoader(loader: () => Promise<MessengerJsSdk | undefined>): () => void {
  const previous = loadSdk;
  loadSdk = loader;
  return () => {
    loadSdk = previous;
  };
}

/** JS-SDK interfaces the mall asks for. */
export const SHARE_JS_API_LIST = [
  "hideAllNonBaseMenuItem",
  "showMenuItems",
  "updateAppMessageShareData",
  "updateTimelineShareData",
] as const;
/** Menu items shown on shareable pages. */
export const SHARE_MENU_ITEMS = ["menuItem:share:appMessage", "menuItem:share:timeline"] as const;

let configured: { url: string; ready: Promise<boolean> } | null = null;
/** A signature failure was toasted on this page load (§8's toast, once). */
let failureShown = false;
/** The card a page gave for itself, by its path (see the file comment). */
let pageCard: { path: string; card: ShareData } | null = null;
/** `wx.ready` fires once per page load (h5-notes §2): after it has, a new configuration needs no second wait. */
let sdkReadyOnce = false;

/**
 * Allows or forbids sharing on the current page; a no-op outside the messenger or without the JS-SDK.
 * @example await applyShare(false) // share items hidden in the messenger
 */
export async function applyShare(isShare: boolean, share?: ShareData): Promise<void> {
  if (!isMessengerBrowser()) return;
  await messengerBridgeReady();
  const wx = await loadSdk().catch(() => undefined);
  if (!wx) return;
  const ready = await configure(wx, signatureUrl());
  if (!ready) return;
  if (!isShare) {
    wx.hideAllNonBaseMenuItem();
    return;
  }
  wx.showMenuItems({ menuList: SHARE_MENU_ITEMS });
  const card = share ?? (pageCard?.path === window.location.pathname ? pageCard.card : undefined);
  if (card) {
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  }
}

/**
 * Keeps `card` as the current page's own card (null forgets it) and applies it (shown) or hides sharing.
 * @example await sharePage({ title: "驾乘意外险", desc: "…", link, imgUrl })
 */
export async function sharePage(card: ShareData | null): Promise<void> {
  pageCard = card === null ? null : { path: window.location.pathname, card };
  await applyShare(card !== null, card ?? undefined);
}

/**
 * The URL the JS-SDK signature must cover: the landing URL on iOS, the current one elsewhere, cut at `#`
 * (h5-notes §2).
 * @example signatureUrl() // "https://mall.example.cn/micromall/home?shopId=8"
 */
export function signatureUrl(): string {
  const landing = useAppStore.getState().firstLocation;
  const url = isIosDevice() && landing !== "" ? landing : window.location.href;
  return url.split("#")[0] ?? url;
}

/** Forgets the SDK configuration (tests; a full reload does it naturally). */
export function resetShareConfiguration(): void {
  configured = null;
  sdkReadyOnce = false;
  failureShown = false;
  pageCard = null;
  bridge = null;
}

/** §8's toast for a signature failure, once per page load. */
function showFailure(message: string): void {
  if (failureShown) return;
  failureShown = true;
  gatewayUi().toast(errorForSignature(message, getLocale()).message);
}

/** The share adapter as one object (web contract name). */
export const shareAdapter = { applyShare, sharePage } as const;

async function configure(wx: MessengerJsSdk, url: string): Promise<boolean> {
  if (configured?.url === url) return configured.ready;
  const ready = (async () => {
    const result = await callGateway("getSign", { url }, { quiet: true });
    if (!result.ok) {
      showFailure(result.refused ? result.message : result.error.message);
      return false;
    }
    return new Promise<boolean>((resolve) => {
      wx.ready(() => {
        sdkReadyOnce = true;
        resolve(true);
      });
      wx.error((failure) => {
        showFailure(failure.errMsg ?? "");
        resolve(false);
      });
      wx.config({ ...result.data, debug: false, jsApiList: SHARE_JS_API_LIST });
      if (sdkReadyOnce) resolve(true);
    });
  })();
  configured = { url, ready };
  const ok = await ready;
  if (!ok) configured = null;
  return ok;
}
