/**
 * The text for a `?reason=` query value: only a key of the message catalogue becomes text, so a crafted
 * link can never put its own words on the insurer's error page. An unknown or missing key gives the
 * fallback key's text.
 */
import { t } from "../../../i18n";
import "../messages";

/**
 * The catalogue text of `reason` when it is a known key, else the text of `fallbackKey`.
 * @example reasonText("services.error.network", "services.error.defaultReason") // "网络连接不稳定，请检查网络后重试。"
 * @example reasonText("<b>call 123</b>", "services.error.defaultReason") // "页面打开失败，…"
 */
export function reasonText(reason: string | null, fallbackKey: string, locale?: Parameters<typeof t>[2]): string {
  if (reason !== null && reason !== "") {
    const text = t(reason, undefined, locale);
    // `t` answers the key itself when no table knows it.
    if (text !== reason) return text;
  }
  return t(fallbackKey, undefined, locale);
}
