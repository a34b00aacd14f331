import { defineMessages } from "../../i18n";

/** Texts of the partner insurer's claims (/claimZhongan). */
export const ZHONGAN_MESSAGES = defineMessages({
  "zh-CN": {
    "zhongan.title": "合作保险公司理赔",
    "zhongan.heading": "由合作保险公司办理理赔",
    "zhongan.body": "通过本商城购买的部分保险由合作保险公司承保，这些保单的报案和理赔进度由合作保险公司办理。点击下方按钮后，将前往合作保险公司的理赔页面，需要您在对方页面确认身份。",
    "zhongan.points": "办理前请准备：保单号、被保险人身份证件、事故照片及相关票据。",
    "zhongan.go": "前往合作保险公司理赔",
    "zhongan.going": "正在跳转...",
    "zhongan.unsafe": "合作保险公司的理赔页面暂时无法打开，请稍后重试或拨打客服热线 95518。",
    "zhongan.call": "拨打客服热线 95518",
  },
  en: {
    "zhongan.title": "Partner insurer claims",
    "zhongan.heading": "Claims handled by our partner insurer",
    "zhongan.body": "Some covers sold in this mall are underwritten by our partner insurer, which handles their claims and progress. The button below takes you to the partner's claim page, where you confirm your identity.",
    "zhongan.points": "Have ready: the policy number, the insured's identity document, photos of the accident and receipts.",
    "zhongan.go": "Go to the partner's claim page",
    "zhongan.going": "Opening...",
    "zhongan.unsafe": "The partner's claim page cannot be opened right now. Please try again later or call 95518.",
    "zhongan.call": "Call 95518",
  },
});
