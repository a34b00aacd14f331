/**
 * Texts of the session rules (spec §4): the mall session check and the messenger login flow.
 * Keys are prefixed `session.`.
 */
import type { MessageTable } from "./locale";

/** Session texts, by locale then key. */
export const SESSION_MESSAGES = {
  "zh-CN": {
    "session.expired": "登录已失效，请重新登录",
    "session.loginRequired": "请先登录",
    "session.authoriseFailed": "微信授权失败，请关闭页面后重新进入",
  },
  en: {
    "session.expired": "Your login has expired. Please log in again.",
    "session.loginRequired": "Please log in first.",
    "session.authoriseFailed": "Messenger authorisation failed. Please close the page and open it again.",
  },
} as const satisfies MessageTable;

/** Keys of the session texts. */
export type SessionMessageKey = keyof (typeof SESSION_MESSAGES)["zh-CN"];
