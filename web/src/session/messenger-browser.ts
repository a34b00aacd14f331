/**
 * Detection of the messenger's in-app browser (h5-notes §1 "Detection"). The user agent is a UI hint only,
 * never authentication.
 */

import { isMessengerUserAgent } from "@micromall/domain";

/** iOS devices (the JS-SDK signs the landing URL there, h5-notes §2). */
const IOS_UA = /iPhone|iPad|iPod/i;

/**
 * Whether the page runs inside the messenger's browser.
 * @example isMessengerBrowser("Mozilla/5.0 … MicroMessenger/8.0.50") // true
 */
export function isMessengerBrowser(userAgent: string = currentUserAgent()): boolean {
  return isMessengerUserAgent(userAgent);
}

/**
 * Whether the device is an iPhone/iPad/iPod.
 * @example isIosDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)") // true
 */
export function isIosDevice(userAgent: string = currentUserAgent()): boolean {
  return IOS_UA.test(userAgent);
}

function currentUserAgent(): string {
  return typeof navigator === "undefined" ? "" : navigator.userAgent;
}
