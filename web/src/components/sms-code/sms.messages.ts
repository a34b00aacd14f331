/**
 * Texts of the SMS code piece (the code field, its send button and the hook's toasts), shared by the account forms
 * and the non-motor claim query.
 */
import { defineMessages } from "../../i18n";

/** The SMS code texts (zh-CN and English). */
export const SMS_CODE_MESSAGES = defineMessages({
  "zh-CN": {
    "sms.field": "短信验证码",
    "sms.placeholder": "请输入6位验证码",
    "sms.wrong": "验证码错误或已过期，请重新获取",
    "sms.send": "获取验证码",
    "sms.resend": "重新获取",
    "sms.countdown": "{n}秒后重新获取",
    "sms.sent": "验证码已发送",
    "sms.sendFailed": "验证码发送失败，请稍后重试",
    "sms.checkFailed": "验证码校验失败，请稍后重试",
  },
  en: {
    "sms.field": "SMS code",
    "sms.placeholder": "6-digit code",
    "sms.wrong": "The code is wrong or has expired. Please request a new one",
    "sms.send": "Get code",
    "sms.resend": "Resend",
    "sms.countdown": "Resend in {n} s",
    "sms.sent": "Code sent",
    "sms.sendFailed": "The code could not be sent. Please try again later",
    "sms.checkFailed": "The code could not be checked. Please try again later",
  },
});
