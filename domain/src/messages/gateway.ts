/**
 * Texts of the gateway error catalogue (spec §8) and of the wrapper's own failures.
 * Keys are prefixed `gateway.` so they never collide with other areas' keys.
 */
import type { MessageTable } from "./locale";

/** Gateway texts, zh-CN and en. */
export const GATEWAY_MESSAGES = {
  "gateway.success": { "zh-CN": "成功", en: "Success" },
  "gateway.http404": {
    "zh-CN": "网络崩溃了，请刷新页面重试",
    en: "The network crashed. Please refresh the page and try again.",
  },
  "gateway.http500": {
    "zh-CN": "数据获取失败，您可以返回首页重新投保",
    en: "Data could not be fetched. You can go back to the home page and insure again.",
  },
  "gateway.http503": {
    "zh-CN": "服务暂时不可用，请稍后重试",
    en: "The service is temporarily unavailable. Please try again later.",
  },
  "gateway.other": { "zh-CN": "系统繁忙，请稍后重试", en: "The system is busy. Please try again later." },
  "gateway.x1": {
    "zh-CN": "数据获取失败，您可以返回首页或拨打客服热线 95518",
    en: "Data could not be fetched. You can go back to the home page or call us on 95518.",
  },
  "gateway.x2": { "zh-CN": "网络崩溃了，请刷新重试", en: "The network crashed. Please refresh and try again." },
  "gateway.x3": { "zh-CN": "请求未能完成，请返回首页", en: "The request could not be completed. Please go back to the home page." },
  "gateway.x9": { "zh-CN": "请求未能完成，请返回首页", en: "The request could not be completed. Please go back to the home page." },
  "gateway.signature": { "zh-CN": "微信签名失败", en: "The messenger signature failed." },
  "gateway.buttonHome": { "zh-CN": "返回首页", en: "Back to home" },
  "gateway.buttonCall": { "zh-CN": "联系我们", en: "Contact us" },
  "gateway.buttonReload": { "zh-CN": "刷新", en: "Refresh" },
  "gateway.buttonOk": { "zh-CN": "确定", en: "OK" },
} as const satisfies MessageTable;

/** Keys of the gateway texts. */
export type GatewayMessageKey = keyof typeof GATEWAY_MESSAGES;
