import { defineMessages } from "../../i18n";

/** Texts of the policy lookup failure page (/errors). */
export const POLICIES_MESSAGES = defineMessages({
  "zh-CN": {
    "policies.errors.title": "查询结果",
    "policies.errors.heading": "保单查询失败",
    "policies.errors.defaultReason": "未查询到符合条件的保单，请核对投保人姓名和证件号码后重试。",
    "policies.errors.reasonLabel": "失败原因：",
    "policies.errors.notFound": "未查询到符合条件的保单，请核对投保人姓名和证件号码后重试。",
    "policies.errors.mismatch": "投保人姓名与证件号码不匹配。",
    "policies.errors.busy": "查询服务繁忙，请稍后重试。",
    "policies.errors.directHeading": "保单查询结果",
    "policies.errors.direct": "这里显示保单查询的结果。您还没有查询保单，所以暂无结果。",
    "policies.errors.lookupHint": "请核对投保人姓名和证件号码后重新查询，也可以拨打客服热线 95518，我们帮您查询。",
    "policies.errors.search": "在线查询保单",
    "policies.errors.home": "返回首页",
    "policies.errors.call": "联系客服 95518",
  },
  en: {
    "policies.errors.title": "Lookup result",
    "policies.errors.heading": "Policy lookup failed",
    "policies.errors.defaultReason": "No matching policy was found. Please check the holder's name and document number and try again.",
    "policies.errors.reasonLabel": "Reason: ",
    "policies.errors.notFound": "No matching policy was found. Please check the holder's name and document number and try again.",
    "policies.errors.mismatch": "The holder's name does not match the document number.",
    "policies.errors.busy": "The lookup service is busy. Please try again later.",
    "policies.errors.directHeading": "Policy lookup result",
    "policies.errors.direct": "This page shows the result of a policy lookup. You have not looked up a policy yet, so there is no result.",
    "policies.errors.lookupHint": "Check the policyholder's name and document number and search again, or call our hotline on 95518 and we will look it up for you.",
    "policies.errors.search": "Find a policy online",
    "policies.errors.home": "Back to home",
    "policies.errors.call": "Call us on 95518",
  },
});
