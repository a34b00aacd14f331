import { defineMessages } from "../../i18n";

/**
 * Texts shared by the information and service screens (svc-a): retry, loading, the hotline, the login, why
 * there is no location, and /about's links. Each screen's own texts are its `*.messages.ts` table, so a
 * route loads only its own.
 */
export const INFO_MESSAGES = defineMessages({
  "zh-CN": {
    "info.retry": "重新加载",
    "info.loading": "加载中...",
    "info.callHotline": "拨打客服热线 {hotline}",
    "info.home": "返回首页",
    "info.login": "登录",
    "info.geo.denied": "您未允许获取位置。如需使用，请在浏览器或微信的设置中允许本页面获取位置后重试。",
    "info.geo.unavailable": "暂时无法获取您的位置，请到信号较好的地方后重试。",
    "info.geo.timeout": "获取位置超时，请稍后重试。",
    "info.geo.unsupported": "当前浏览器不支持获取位置。",
    "info.about.more": "了解我们",
    "info.about.events": "大事记",
    "info.about.introductions": "产品与服务介绍",
    "info.about.consumer": "消费者权益保护",
    "info.about.complaint": "投诉建议",
  },
  en: {
    "info.retry": "Reload",
    "info.loading": "Loading...",
    "info.callHotline": "Call our hotline on {hotline}",
    "info.home": "Back to home",
    "info.login": "Log in",
    "info.geo.denied": "You did not allow access to your location. To use it, allow this page to read your location in the browser's or the messenger's settings and try again.",
    "info.geo.unavailable": "Your location cannot be found right now. Move to a place with better signal and try again.",
    "info.geo.timeout": "Finding your location took too long. Please try again.",
    "info.geo.unsupported": "This browser cannot share your location.",
    "info.about.more": "Get to know us",
    "info.about.events": "Milestones",
    "info.about.introductions": "Products and services",
    "info.about.consumer": "Consumer rights",
    "info.about.complaint": "Complaints and suggestions",
  },
});
