import { defineMessages } from "../../../../i18n";

/**
 * Texts every benefits page may need (loading, failure and retry, the login prompt), apart from the benefit
 * card's, so a page that shows no benefit does not carry them; zh-CN with English.
 */
export const PAGE_MESSAGES = defineMessages({
  "zh-CN": {
    "benefit.loading": "正在加载权益",
    "benefit.loadFailed": "权益加载失败，请检查网络后重试",
    "benefit.retry": "重新加载",
    "benefit.loginFirst": "登录后即可查看和激活您的权益。",
    "benefit.login": "去登录",
    "benefit.home": "返回首页",
  },
  en: {
    "benefit.loading": "Loading benefits",
    "benefit.loadFailed": "The benefits could not be loaded. Check the network and try again.",
    "benefit.retry": "Reload",
    "benefit.loginFirst": "Log in to see and activate your benefits.",
    "benefit.login": "Log in",
    "benefit.home": "Back to home",
  },
});
