/**
 * Texts of the session rules (spec §4): the mall session check, the messenger login flow and the mall account
 * checks (mall-account.ts).
 * Keys are prefixed `session.`.
 */
import type { MessageTable } from "./locale";

/** Session texts, by locale then key. */
export const SESSION_MESSAGES = {
  "zh-CN": {
    "session.expired": "登录已失效，请重新登录",
    "session.loginRequired": "请先登录",
    "session.authoriseFailed": "微信授权失败，请关闭页面后重新进入",
    "session.mobileRegistered": "该手机号已注册，请直接登录",
    "session.mobileInUse": "该手机号已被其他账号使用",
    "session.mobileUnregistered": "该手机号未注册，请先注册",
  },
  en: {
    "session.expired": "Your login has expired. Please log in again.",
    "session.loginRequired": "Please log in first.",
    "session.authoriseFailed": "Messenger authorisation failed. Please close the page and open it again.",
    "session.mobileRegistered": "This mobile number is already registered. Please log in.",
    "session.mobileInUse": "This mobile number is used by another account.",
    "session.mobileUnregistered": "This mobile number is not registered. Please register first.",
  },
} as const satisfies MessageTable;

/** Keys of the session texts. */
export type SessionMessageKey = keyof (typeof SESSION_MESSAGES)["zh-CN"];
