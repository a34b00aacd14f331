import { defineMessages } from "../../i18n";

/** The premium footer of the covers and applicant steps of /insureRight. */
export const CAR_PREMIUM_MESSAGES = defineMessages({
  "zh-CN": {
    "car.premium": "保费",
    "car.premium.pending": "保费计算中",
    "car.premium.failed": "保费暂时无法计算：{reason}",
    "car.premium.fixCovers": "请先调整保障",
  },
  en: {
    "car.premium": "Premium",
    "car.premium.pending": "Calculating the premium",
    "car.premium.failed": "The premium cannot be calculated now: {reason}",
    "car.premium.fixCovers": "Adjust the covers first",
  },
});
