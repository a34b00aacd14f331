import { defineMessages } from "../../../i18n";

/** Texts of /serviceIndex (my benefits), zh-CN with English. */
export const SERVICE_INDEX_MESSAGES = defineMessages({
  "zh-CN": {
    "serviceIndex.title": "我的权益",
    "serviceIndex.usable": "可使用的权益",
    "serviceIndex.toActivate": "待激活的权益",
    "serviceIndex.startsLater": "待生效的权益",
    "serviceIndex.past": "已用完或已过期",
    "serviceIndex.empty": "您还没有权益。投保车险、意外险等产品后，保单附带的道路救援、代步车、视频医生等权益会出现在这里；已有保单可先绑定到账户，收到激活码可在“权益激活”中激活。",
    "serviceIndex.bind": "绑定保单",
    "serviceIndex.records": "使用记录与激活码",
    "serviceIndex.more": "更多服务",
  },
  en: {
    "serviceIndex.title": "My benefits",
    "serviceIndex.usable": "Benefits to use",
    "serviceIndex.toActivate": "Benefits to activate",
    "serviceIndex.startsLater": "Benefits starting later",
    "serviceIndex.past": "Used up or expired",
    "serviceIndex.empty": "You have no benefits yet. Roadside assistance, a courtesy car, a video doctor and other benefits of your car or accident policies show here; bind a policy you already have to the account, or activate a code you received under \"Activate a benefit\".",
    "serviceIndex.bind": "Bind a policy",
    "serviceIndex.records": "History and activation codes",
    "serviceIndex.more": "More services",
  },
});
