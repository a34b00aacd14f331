import { defineMessagesEnglishLater } from "../../i18n";

/** The insured and insured-object field labels in Chinese (the English: `application-field.messages.en.ts`). */
export const APPLICATION_FIELD_TEXTS_ZH = {
  "field.insuredRelationship": "与投保人关系",
  "field.insuredName": "被保险人姓名",
  "field.insuredIdentifyType": "证件类型",
  "field.insuredIdentifyNumber": "证件号码",
  "field.insuredBirthday": "出生日期",
  "field.insuredSex": "性别",
  "field.insuredMobile": "手机号码（选填）",
  "field.inType": "职业类别",
  "field.insuredAccount": "理赔收款银行卡号（选填）",
  "field.comCode": "理赔服务机构",
  "field.propertyAddress": "房屋地址",
  "field.enterpriseCategory": "企业类别",
  "field.managementContent": "经营内容",
  "field.exhibitionAddress": "展会地址",
  "field.expoTheme": "展会主题",
  "field.venueBoothNum": "展位号",
  "field.boothDuration": "展位天数",
  "field.brand": "手机品牌",
  "field.model": "手机型号",
  "field.information": "手机配置（颜色、容量，选填）",
  "field.imei": "IMEI号",
  "field.sales": "销售门店",
  "field.salesman": "销售人员（选填）",
  "field.datePlaceholder": "YYYY-MM-DD",
} as const;

/** The labels of the application form's insured-person and insured-object fields (part of `APPLICATION_MESSAGES`); the English is
 * `application-field.messages.en.ts`, brought in when the table is first read in English.
 */
export const APPLICATION_FIELD_MESSAGES = defineMessagesEnglishLater(APPLICATION_FIELD_TEXTS_ZH, () =>
  import("./application-field.messages.en").then((module) => module.APPLICATION_FIELD_TEXTS_EN),
);
