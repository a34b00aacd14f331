import { defineMessages } from "../../i18n";

/** Texts of the covers step of /insureRight (they load with that step only). */
export const CAR_COVERS_MESSAGES = defineMessages({
  "zh-CN": {
    "car.covers.compulsory": "交强险（依法必须投保）",
    "car.covers.commercial": "商业险",
    "car.covers.choose": "投保{name}",
    "car.covers.sum": "{name}保额",
    "car.covers.about": "了解{name}",
    "car.covers.start": "起保日期：{date} 0时，保险期间1年",
    "car.covers.next": "下一步：填写投保人",
  },
  en: {
    "car.covers.compulsory": "Compulsory cover (required by law)",
    "car.covers.commercial": "Commercial covers",
    "car.covers.choose": "Add {name}",
    "car.covers.sum": "{name} sum",
    "car.covers.about": "About {name}",
    "car.covers.start": "Cover starts {date} 0:00 for one year",
    "car.covers.next": "Next: applicant",
  },
});
