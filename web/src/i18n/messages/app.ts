import { defineMessages } from "../define";

/**
 * Texts of the shell itself: the landing pages' titles (`route.<name>`, zh-CN with English; every other page's title
 * is in `route-titles.ts`, which comes with the whole route table), the first-load fallback and
 * the root error screen (shown when a page cannot load, so it must not depend on any screen's own texts).
 */
export const APP_MESSAGES = defineMessages({
  "zh-CN": {
    "app.name": "保险商城",
    "app.loading": "加载中...",
    "app.pageLoading": "页面加载中",
    "app.error.title": "出错了",
    "app.error.heading": "页面暂时无法显示",
    "app.clientUnavailable": "网络不给力，请稍后重试",
    "app.error.chunk": "页面加载失败，可能是网络不稳定，请重新加载。",
    "app.error.generic": "页面出现异常，请重新加载或返回首页。",
    "app.error.reload": "重新加载",
    "app.error.home": "返回首页",
    "route.home": "首页",
    "route.productList": "保险产品",
    "route.personalCenter": "个人中心",
    "route.login": "登录",
    "route.notFound": "页面不存在",
  },
  en: {
    "app.name": "Insurance Mall",
    "app.loading": "Loading...",
    "app.pageLoading": "Loading the page",
    "app.error.title": "Error",
    "app.error.heading": "This page cannot be shown right now",
    "app.clientUnavailable": "The network is unstable. Please try again later.",
    "app.error.chunk": "The page failed to load, perhaps because the network is unstable. Please reload.",
    "app.error.generic": "Something went wrong on this page. Please reload or go back to the home page.",
    "app.error.reload": "Reload",
    "app.error.home": "Back to home",
    "route.home": "Home",
    "route.productList": "Products",
    "route.personalCenter": "Personal centre",
    "route.login": "Log in",
    "route.notFound": "Page not found",
  },
});
