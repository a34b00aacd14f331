import { defineMessages } from "../../i18n";

/** Texts of the ID card's back reader (web/src/components/upload/IdCardBack.tsx). */
export const IDCARD_BACK_MESSAGES = defineMessages({
  "zh-CN": {
    "idBack.photos": "拍摄或上传身份证国徽面，识别有效期限和签发机关（选填）",
    "idBack.photo": "身份证国徽面照片",
    "idBack.validPeriod": "有效期限",
    "idBack.issuedBy": "签发机关",
  },
  en: {
    "idBack.photos": "Photograph or upload the national emblem side of your ID card to read its validity period and issuing authority (optional)",
    "idBack.photo": "Photo of the ID card's national emblem side",
    "idBack.validPeriod": "Validity period",
    "idBack.issuedBy": "Issuing authority",
  },
});
