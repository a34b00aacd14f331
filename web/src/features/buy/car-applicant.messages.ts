import { defineMessages } from "../../i18n";

/** Texts of the applicant step of /insureRight (they load with that step only). */
export const CAR_APPLICANT_MESSAGES = defineMessages({
  "zh-CN": {
    "car.applicant.owner": "被保险人为车主：{name}",
    "car.pay": "立即投保 ¥{amount}",
    "car.pay.noAmount": "立即投保",
  },
  en: {
    "car.applicant.owner": "The insured is the owner: {name}",
    "car.pay": "Submit application ¥{amount}",
    "car.pay.noAmount": "Submit application",
  },
});
