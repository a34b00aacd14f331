/**
 * Texts of the session rules (spec §4): the mall session check and the messenger login flow.
 * Keys are prefixed `session.`.
 */
import type { MessageTable } from "./locale";

/** Session texts, zh-CN and en. */
export const SESSION_MESSAGES = {
  "session.expired": { "zh-CN": "登录已失效，请重新登录", en: "Your login has expired. Please log in again." },
  "session.loginRequired": { "zh-CN": "请先登录", en: "Please log in first." },
  "session.authoriseFailed": {
    "zh-CN": "微信授权失败，请关闭页面后重新进入",
    en: "Messenger authorisation failed. Please close the page and open it again.",
  },
} as const satisfies MessageTable;

/** Keys of the session texts. */
export type SessionMessageKey = keyof typeof SESSION_MESSAGES;
