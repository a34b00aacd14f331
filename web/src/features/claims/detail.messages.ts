import { defineMessages } from "../../i18n";

/** Texts of the /claimClaims page around the shared claim detail (`components/claim`). */
export const DETAIL_MESSAGES = defineMessages({
  "zh-CN": {
    "detail.title": "理赔进度",
    "detail.loading": "正在加载理赔进度...",
    "detail.notFound": "未找到这个理赔案件，请返回我的理赔重新选择。",
    "detail.missing": "没有指定理赔案件。",
    "detail.toList": "返回我的理赔",
  },
  en: {
    "detail.title": "Claim progress",
    "detail.loading": "Loading the claim...",
    "detail.notFound": "This claim was not found. Please go back to your claims and choose again.",
    "detail.missing": "No claim was named.",
    "detail.toList": "Back to my claims",
  },
});
