import { defineMessages } from "../../i18n";

/**
 * Texts of the application form's parts that load on the customer's action (the saved-contacts picker, the ID card
 * confirmation, the submit's blacklist message): apart from `APPLICATION_MESSAGES` so the form's first view does
 * not carry them.
 */
export const APPLICATION_ACTION_MESSAGES = defineMessages({
  "zh-CN": {
    "app.fromContacts": "从常用联系人选择",
    "app.fromContacts.none": "请选择联系人",
    "app.fromContacts.empty": "还没有常用联系人，添加后可一键填写被保险人",
    "app.fromContacts.add": "添加常用联系人",
    "app.blacklisted": "该证件号码暂不支持投保",
    "app.ocr.confirm": "识别结果：{name}，{number}。是否填入投保人信息？",
    "app.ocr.fill": "填入",
    "app.ocr.cancel": "不用了",
  },
  en: {
    "app.fromContacts": "Fill from a saved contact",
    "app.fromContacts.none": "Choose a contact",
    "app.fromContacts.empty": "No saved contacts yet; save one to fill an insured person in one tap",
    "app.fromContacts.add": "Add a saved contact",
    "app.blacklisted": "This identity number cannot be insured",
    "app.ocr.confirm": "Read: {name}, {number}. Fill in the policyholder?",
    "app.ocr.fill": "Fill in",
    "app.ocr.cancel": "No",
  },
});
