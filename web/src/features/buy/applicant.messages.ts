import { defineMessages } from "../../i18n";

/**
 * The applicant's part of the application form's texts (part of `APPLICATION_MESSAGES`): the section's title, the
 * applicant fields' labels, the sexes, the electronic policy, the agreement and the submit's texts. The applicant step of /insureRight draws the same
 * fields and agreement with them, without loading the whole form's table.
 */
export const APPLICANT_MESSAGES = defineMessages({
  "zh-CN": {
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
  },
  en: {
    "app.section.applicant": "Policyholder",
    "app.filledFromId": "Date of birth and sex filled from the ID card number",
    "app.male": "Male",
    "app.female": "Female",
    "field.applyName": "Policyholder's name",
    "field.applyName.enterprise": "Enterprise name",
    "field.applyIdentifyType": "Document type",
    "field.applyIdentifyNumber": "Document number",
    "field.applyBirthday": "Date of birth",
    "field.applySex": "Sex",
    "field.applyMobile": "Mobile",
    "field.applyMobile.enterprise": "Contact phone",
    "field.applyEmail": "E-mail (optional)",
    "app.loadFailed": "Could not load. Check the network and try again",
    "app.electronic": "This cover comes with an electronic policy, sent to the policyholder's mobile after payment, and to their e-mail if one is given; it is as valid as a paper policy.",
    // the link follows in the same line: the space is the sentence's (JSX drops the one at the line break)
    "app.agreement": "I have read and accept ",
    "app.agreement.link": "the notice, policy terms and declaration",
    "app.agreement.read": "Read the notice, policy terms and declaration",
    "app.submitting": "Submitting…",
  },
});
