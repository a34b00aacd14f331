/**
 * The messenger's in-app browser by its user agent (h5-notes §1 "Detection"): a UI hint only, never
 * authentication. Its browser blocks file downloads, so a screen offers another way to a file there.
 */

/** The messenger's user-agent marker. */
const MESSENGER_UA = /MicroMessenger/i;

/**
 * Whether a user agent is the messenger's in-app browser (WeCom's carries the same marker).
 * @example isMessengerUserAgent("Mozilla/5.0 … MicroMessenger/8.0.50") // true
 * @example isMessengerUserAgent("Mozilla/5.0 (iPhone) Safari/604.1") // false
 */
export function isMessengerUserAgent(userAgent: string): boolean {
  return typeof userAgent === "string" && MESSENGER_UA.test(userAgent);
}
