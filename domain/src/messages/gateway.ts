/**
 * Texts of the gateway error catalogue (spec §8) and of the wrapper's own failures.
 * Keys are prefixed `gateway.` so they never collide with other areas' keys.
 */
import type { MessageTable } from "./locale";

/** Gateway texts, by locale then key. */
export const GATEWAY_MESSAGES = {
  "zh-CN": {
    "gateway.success": "成功",
    "gateway.http404": "网络崩溃了，请刷新页面重试",
    "gateway.http500": "数据获取失败，您可以返回首页重新投保",
    "gateway.http503": "服务暂时不可用，请稍后重试",
    "gateway.other": "系统繁忙，请稍后重试",
    "gateway.x1": "数据获取失败，您可以返回首页或拨打客服热线 95518",
    "gateway.x2": "网络崩溃了，请刷新重试",
    "gateway.x3": "请求未能完成，请返回首页",
    "gateway.x9": "请求未能完成，请返回首页",
    "gateway.signature": "微信签名失败",
    "gateway.buttonHome": "返回首页",
    "gateway.buttonCall": "联系我们",
    "gateway.buttonReload": "刷新",
    "gateway.buttonOk": "确定",
  },
  en: {
    "gateway.success": "Success",
    "gateway.http404": "The network crashed. Please refresh the page and try again.",
    "gateway.http500": "Data could not be fetched. You can go back to the home page and insure again.",
    "gateway.http503": "The service is temporarily unavailable. Please try again later.",
    "gateway.other": "The system is busy. Please try again later.",
    "gateway.x1": "Data could not be fetched. You can go back to the home page or call us on 95518.",
    "gateway.x2": "The network crashed. Please refresh and try again.",
    "gateway.x3": "The request could not be completed. Please go back to the home page.",
    "gateway.x9": "The request could not be completed. Please go back to the home page.",
    "gateway.signature": "The messenger signature failed.",
    "gateway.buttonHome": "Back to home",
    "gateway.buttonCall": "Contact us",
    "gateway.buttonReload": "Refresh",
    "gateway.buttonOk": "OK",
  },
} as const satisfies MessageTable;

/** Keys of the gateway texts. */
export type GatewayMessageKey = keyof (typeof GATEWAY_MESSAGES)["zh-CN"];
