import { defineMessages } from "../../../i18n";

/** Texts of /introduceIndex and /introduceDetails (the shared ones are `INFO_MESSAGES`). */
export const INTRO_MESSAGES = defineMessages({
  "zh-CN": {
    "info.intro.title": "产品与服务介绍",
    "info.intro.products": "保险产品",
    "info.intro.services": "增值服务",
    "info.intro.none": "暂无介绍，您可以先看看在售的保险产品。",
    "info.intro.browse": "浏览产品",
    "info.intro.loadFailed": "介绍加载失败。",
    "info.intro.detailTitle": "介绍详情",
    "info.intro.notFound": "这篇介绍不存在或已下线。",
    "info.intro.back": "查看全部介绍",
    "info.intro.act.product": "了解并投保",
    "info.intro.act.service": "立即使用",
  },
  en: {
    "info.intro.title": "Products and services",
    "info.intro.products": "Insurance products",
    "info.intro.services": "Value-added services",
    "info.intro.none": "There are no introductions yet. Have a look at the products on sale.",
    "info.intro.browse": "Browse products",
    "info.intro.loadFailed": "The introductions failed to load.",
    "info.intro.detailTitle": "Introduction",
    "info.intro.notFound": "This introduction does not exist or is no longer available.",
    "info.intro.back": "All introductions",
    "info.intro.act.product": "Learn more and apply",
    "info.intro.act.service": "Use it now",
  },
});
