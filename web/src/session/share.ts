/**
 * Share control in the messenger browser (spec §2 route meta isShare, h5-notes §2), through the JS-SDK the
 * page already has (`window.wx`). Outside the messenger, or when the SDK is absent, nothing happens: the mall
 * never loads an external script.
 *
 * - `applyShare(false)` hides every non-basic menu item (share, copy link…).
 * - `applyShare(true, share)` shows the two share items and sets the share card for friends and timeline.
 * Both first configure the SDK with a signature from `getSign` for the URL the messenger validates: on iOS the
 * landing URL of this page load (stored as `firstLocation`), elsewhere the current URL, each cut at `#`.
 * One configuration per signed URL; a failed signature or an SDK error shows its message in a toast (§8).
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

declare global {
  interface Window {
    wx?: MessengerJsSdk;
  }
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
/** `wx.ready` fires once per page load (h5-notes §2): after it has, a new configuration needs no second wait. */
let sdkReadyOnce = false;

/**
 * Allows or forbids sharing on the current page; a no-op outside the messenger or without the JS-SDK.
 * @example await applyShare(false) // share items hidden in the messenger
 */
export async function applyShare(isShare: boolean, share?: ShareData): Promise<void> {
  if (!isMessengerBrowser()) return;
  const wx = window.wx;
  if (!wx) return;
  const ready = await configure(wx, signatureUrl());
  if (!ready) return;
  if (!isShare) {
    wx.hideAllNonBaseMenuItem();
    return;
  }
  wx.showMenuItems({ menuList: SHARE_MENU_ITEMS });
  if (share) {
    wx.updateAppMessageShareData(share);
    wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
  }
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
}

/** The share adapter as one object (web contract name). */
export const shareAdapter = { applyShare } as const;

async function configure(wx: MessengerJsSdk, url: string): Promise<boolean> {
  if (configured?.url === url) return configured.ready;
  const ready = (async () => {
    const result = await callGateway("getSign", { url }, { quiet: true });
    if (!result.ok) {
      const message = result.refused ? result.message : result.error.message;
      gatewayUi().toast(errorForSignature(message, getLocale()).message);
      return false;
    }
    return new Promise<boolean>((resolve) => {
      wx.ready(() => {
        sdkReadyOnce = true;
        resolve(true);
      });
      wx.error((failure) => {
        gatewayUi().toast(errorForSignature(failure.errMsg ?? "", getLocale()).message);
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
