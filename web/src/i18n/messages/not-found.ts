import { defineMessages } from "../define";

/** Texts of the not-found page (app/NotFoundScreen.tsx), loaded with that page only; its title is `route.notFound`. */
export const NOT_FOUND_MESSAGES = defineMessages({
  "zh-CN": {
    "notFound.heading": "页面不存在",
    "notFound.asked": "您要访问的地址不存在，可能是链接已失效或输入有误：",
    "notFound.home": "返回首页",
    "notFound.products": "浏览保险产品",
  },
  en: {
    "notFound.heading": "Page not found",
    "notFound.asked": "The address you asked for does not exist; the link may be out of date or mistyped:",
    "notFound.home": "Back to home",
    "notFound.products": "Browse insurance products",
  },
});
