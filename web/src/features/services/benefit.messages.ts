import { defineMessages } from "../../i18n";

/** Texts of a benefit (issue 12, part B): its state, what is left, until when, how to use it, use and activate; zh-CN with English. Each screen has its own table beside it (`<Screen>.messages.ts`), so a route carries only its texts. */
export const BENEFIT_MESSAGES = defineMessages({
  "zh-CN": {
    "benefit.left": "剩余 {left}/{total} 次",
    "benefit.validTo": "有效期至 {date}",
    "benefit.howToUse": "使用方式：{how}",
    "benefit.use": "去使用",
    "benefit.useOf": "去使用{name}",
    "benefit.activate": "激活",
    "benefit.activateOf": "激活{name}",
    "benefit.state.0": "待激活",
    "benefit.state.1": "可使用",
    "benefit.state.2": "已用完",
    "benefit.state.3": "已过期",
  },
  en: {
    "benefit.left": "{left} of {total} left",
    "benefit.validTo": "Valid until {date}",
    "benefit.howToUse": "How to use: {how}",
    "benefit.use": "Use",
    "benefit.useOf": "Use {name}",
    "benefit.activate": "Activate",
    "benefit.activateOf": "Activate {name}",
    "benefit.state.0": "To activate",
    "benefit.state.1": "Usable",
    "benefit.state.2": "Used up",
    "benefit.state.3": "Expired",
  },
});
