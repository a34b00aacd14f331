import { defineMessages } from "../../i18n";

/** Texts of the applicant step of /insureRight (they load with that step only). */
export const CAR_APPLICANT_MESSAGES = defineMessages({
  "zh-CN": {
    "car.applicant.owner": "被保险人为车主：{name}",
    "car.pay": "提交并支付 ¥{amount}",
    "car.pay.noAmount": "提交并支付",
  },
  en: {
    "car.applicant.owner": "The insured is the owner: {name}",
    "car.pay": "Submit and pay ¥{amount}",
    "car.pay.noAmount": "Submit and pay",
  },
});
