import { defineMessages } from "../../i18n";

/** Texts of the applicant step of /insureRight (they load with that step only). */
export const CAR_APPLICANT_MESSAGES = defineMessages({
  "zh-CN": {
    "car.applicant.section": "投保人信息",
    "car.applicant.owner": "被保险人为车主：{name}",
    "car.electronic": "本产品提供电子保单，支付成功后发送至投保人手机，与纸质保单具有同等法律效力。",
    "car.agreement": "我已阅读并同意",
    "car.agreement.link": "《投保须知、保险条款和投保声明》",
    "car.pay": "提交并支付 ¥{amount}",
    "car.pay.noAmount": "提交并支付",
    "car.submitting": "提交中…",
    "car.loadFailed": "加载失败，请检查网络后重试",
  },
  en: {
    "car.applicant.section": "Applicant",
    "car.applicant.owner": "The insured is the owner: {name}",
    "car.electronic": "The policy is electronic: after payment it is sent to the applicant's mobile, with the same legal force as a paper policy.",
    "car.agreement": "I have read and accept",
    "car.agreement.link": "the notice, the policy terms and the declaration",
    "car.pay": "Submit and pay ¥{amount}",
    "car.pay.noAmount": "Submit and pay",
    "car.submitting": "Submitting…",
    "car.loadFailed": "Could not load. Check the network and try again",
  },
});
