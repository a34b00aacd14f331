import { defineMessagesEnglishLater } from "../../i18n";

/** The applicant texts in Chinese (the English: `applicant.messages.en.ts`). */
export const APPLICANT_TEXTS_ZH = {
  "app.section.applicant": "投保人信息",
  "app.filledFromId": "已根据身份证号码填写出生日期和性别",
  "app.male": "男",
  "app.female": "女",
  "field.applyName": "投保人姓名",
  "field.applyName.enterprise": "企业名称",
  "field.applyIdentifyType": "证件类型",
  "field.applyIdentifyNumber": "证件号码",
  "field.applyBirthday": "出生日期",
  "field.applySex": "性别",
  "field.applyMobile": "手机号码",
  "field.applyMobile.enterprise": "联系电话",
  "field.applyEmail": "电子邮箱（选填）",
  "app.loadFailed": "加载失败，请检查网络后重试",
  "app.electronic": "本产品提供电子保单，支付成功后发送至投保人手机，填写了邮箱的同时发送至邮箱，与纸质保单具有同等法律效力。",
  "app.agreement": "我已阅读并同意",
  "app.agreement.link": "《投保须知、保险条款和投保声明》",
  "app.agreement.read": "阅读《投保须知、保险条款和投保声明》",
  "app.submitting": "提交中…",
} as const;

/**
 * The applicant's part of the application form's texts (part of `APPLICATION_MESSAGES`): the section's title, the
 * applicant fields' labels, the sexes, the electronic policy, the agreement and the submit's texts. The applicant step of /insureRight draws the same
 * fields and agreement with them, without loading the whole form's table. The English is a module of its own
 * (`applicant.messages.en.ts`), brought in when the table is first read in English.
 */
export const APPLICANT_MESSAGES = defineMessagesEnglishLater(APPLICANT_TEXTS_ZH, () => import("./applicant.messages.en").then((module) => module.APPLICANT_TEXTS_EN));
