import { defineMessages } from "../../i18n";

/** Texts of /invoiceQuery (its own table, so the lookup route carries only these), zh-CN with English. */
export const INVOICE_QUERY_MESSAGES = defineMessages({
  "zh-CN": {
    "invoice.query.title": "发票查询",
    "invoice.query.intro": "输入保单信息，查询可开具电子发票的保单。",
    "invoice.query.byCar": "按车牌号查询",
    "invoice.query.byCarHint": "车险保单可用车牌号查询",
    "invoice.query.mine": "我的发票",
    "invoice.query.loading": "正在读取保单信息…",
    "invoice.query.own": "从我的保单开票",
    "invoice.query.ownHint": "选择一张保单，保单号、被保险人和证件会自动填好，只需再输入验证码。",
  },
  en: {
    "invoice.query.title": "Find invoices",
    "invoice.query.intro": "Enter your policy details to find the policies you can get an electronic invoice for.",
    "invoice.query.byCar": "Search by plate number",
    "invoice.query.byCarHint": "Car policies can be found by plate number",
    "invoice.query.mine": "My invoices",
    "invoice.query.loading": "Reading the policy…",
    "invoice.query.own": "Invoice one of my policies",
    "invoice.query.ownHint": "Choose a policy: its number, the insured and the identity are filled in; only the picture code is left to type.",
  },
});
