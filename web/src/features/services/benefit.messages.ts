import { defineMessages } from "../../i18n";

/** Texts of a benefit (issue 12, part B): what is left, until when, how to use it, use and activate; zh-CN with English. Each screen has its own table beside it (`<Screen>.messages.ts`), so a route carries only its texts. */
export const BENEFIT_MESSAGES = defineMessages({
  "zh-CN": {
    "benefit.left": "剩余 {left}/{total} 次",
    "benefit.afterActivation": "激活后可用 {total} 次",
    "benefit.validTo": "有效期至 {date}",
    "benefit.startsLater": "待生效",
    "benefit.validFrom": "保单生效后可用：{date} 起",
    "benefit.fromPolicy": "来自保单 {policyNo}",
    "benefit.howToUse": "使用方式：{how}",
    "benefit.use": "去使用",
    "benefit.useOf": "去使用{name}",
    "benefit.activate": "激活",
    "benefit.activateOf": "激活{name}",
  },
  en: {
    "benefit.left": "{left} of {total} left",
    "benefit.afterActivation": "{total} uses once activated",
    "benefit.validTo": "Valid until {date}",
    "benefit.startsLater": "Not yet",
    "benefit.validFrom": "Usable once the policy starts, from {date}",
    "benefit.fromPolicy": "From policy {policyNo}",
    "benefit.howToUse": "How to use: {how}",
    "benefit.use": "Use",
    "benefit.useOf": "Use {name}",
    "benefit.activate": "Activate",
    "benefit.activateOf": "Activate {name}",
  },
});
