import { defineMessages } from "../../i18n";

/** Texts of the ID card's back reader (web/src/components/upload/IdCardBack.tsx; its field's name in idcard-back-label.messages.ts). */
export const IDCARD_BACK_MESSAGES = defineMessages({
  "zh-CN": {
    "idBack.photo": "身份证国徽面照片",
    "idBack.validPeriod": "有效期限",
    "idBack.issuedBy": "签发机关",
  },
  en: {
    "idBack.photo": "Photo of the ID card's national emblem side",
    "idBack.validPeriod": "Validity period",
    "idBack.issuedBy": "Issuing authority",
  },
});
