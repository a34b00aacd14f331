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
    "app.fromAddresses.open": "从常用地址填写",
    "app.fromAddresses.loading": "正在读取常用地址",
    "app.fromAddresses": "从常用地址选择",
    "app.fromAddresses.none": "请选择地址",
    "app.fromAddresses.empty": "还没有常用地址，添加后可一键填写地址",
    "app.fromAddresses.add": "添加常用地址",
    "app.blacklisted": "该证件号码暂不支持投保",
    "app.ocr.confirm": "识别结果：{name}，{number}。是否填入投保人信息？",
    "app.ocr.fill": "填入",
    "app.ocr.cancel": "不用了",
  },
  en: {
    "app.fromContacts": "Fill from a frequent contact",
    "app.fromContacts.none": "Choose a contact",
    "app.fromContacts.empty": "No frequent contacts yet; save one to fill an insured person in one tap",
    "app.fromContacts.add": "Add a frequent contact",
    "app.fromAddresses.open": "Fill from saved addresses",
    "app.fromAddresses.loading": "Loading your saved addresses",
    "app.fromAddresses": "Fill from a saved address",
    "app.fromAddresses.none": "Choose an address",
    "app.fromAddresses.empty": "No saved addresses yet; save one to fill the address in one tap",
    "app.fromAddresses.add": "Add a saved address",
    "app.blacklisted": "This document number cannot be insured",
    "app.ocr.confirm": "Read: {name}, {number}. Fill in the policyholder?",
    "app.ocr.fill": "Fill in",
    "app.ocr.cancel": "No",
  },
});
