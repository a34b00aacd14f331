import { defineMessagesEnglishLater } from "../../i18n";
import { APPLICANT_TEXTS_ZH } from "./applicant.messages";
import { APPLICATION_FIELD_TEXTS_ZH } from "./application-field.messages";

/** The application form's texts in Chinese (the English: `application.messages.en.ts`). */
export const APPLICATION_TEXTS_ZH = {
  ...APPLICANT_TEXTS_ZH,
  ...APPLICATION_FIELD_TEXTS_ZH,
  "app.form.title": "填写投保信息",
  "app.title": "立即投保",
  "app.loading": "正在加载",
  "app.retry": "重新加载",
  "app.productMissing": "没有找到这个产品，去看看其他保险吧",
  "app.toProducts": "浏览保险产品",
  "app.carProduct": "车险请在车险投保页办理",
  "app.toCar": "去车险投保",
  "app.section.enterprise": "投保企业信息",
  "app.section.insured": "被保险人{n}",
  "app.section.home": "保险标的：房屋",
  "app.section.exhibition": "展会与展位信息",
  "app.section.phone": "投保手机信息",
  "app.plan": "保障方案",
  "app.plan.option": "{name}（¥{price}）",
  "app.plan.price": "价格：¥{price}{per}",
  "app.duration": "保险期间",
  "app.duration.years": "{n}年",
  "app.startDate": "起保日期",
  "app.period": "保险期间：{start} 0时 至 {end} 24时（{span}）",
  "app.waiting": "本产品设{days}天观察期，保障最早自{date} 0时起生效",
  "app.boothDays.hint": "开展期间展位实际使用的天数；保险期间含布展和撤展，保费按保险期间计算",
  "app.insuredCount": "被保险人数",
  "app.insuredCount.option": "{n}人",
  "app.fromContacts.open": "从常用联系人添加",
  "app.fromContacts.loading": "正在读取常用联系人",
  "app.selfCopied": "关系为本人时，信息与投保人一致",
  "app.selfNotAllowed": "投保人证件类型不适用于被保险人，请选择其他关系",
  "app.premium": "保费",
  "app.premium.each": "（¥{each} × {count}人）",
  "app.plan.perPerson": "/人/{period}",
  "app.premium.pending": "保费计算中",
  "app.premium.failed": "保费暂时无法计算：{reason}",
  "app.premium.choosePlan": "请选择保障方案",
  "app.premium.chooseDuration": "请选择保险期间",
  "app.pay": "立即投保 ¥{amount}",
  "app.pay.noAmount": "立即投保",
  "app.ocr": "拍照识别身份证（选填）",
  "app.ocr.photo": "身份证人像面照片",
  "app.choose": "请选择",
  "app.channel": "投保渠道：{name}",
} as const;

/** Texts of the application form (/inputInfo); the order screens have their own table (`order.messages.ts`), so the form's chunk carries only its own texts.
 * The English is `application.messages.en.ts`, brought in when the table is first read in English: /inputInfo
 * carries one language (≈ 1.1 kB gzip less, `npm run size`).
 */
export const APPLICATION_MESSAGES = defineMessagesEnglishLater(APPLICATION_TEXTS_ZH, () => import("./application.messages.en").then((module) => module.APPLICATION_TEXTS_EN));
