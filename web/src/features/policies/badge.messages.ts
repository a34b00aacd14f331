import { defineMessages } from "../../i18n";

/** Texts of a policy's state badge (apart from the screens' tables: the lookups' results and details carry only these). */
export const BADGE_MESSAGES = defineMessages({
  "zh-CN": {
    "policy.badge.inForce": "保障中",
    "policy.badge.expiring": "即将到期",
    "policy.badge.expired": "已过期",
    "policy.badge.surrendered": "已退保",
    "policy.badge.notYet": "未生效",
  },
  en: {
    "policy.badge.inForce": "In force",
    "policy.badge.expiring": "Expiring soon",
    "policy.badge.expired": "Expired",
    "policy.badge.surrendered": "Surrendered",
    "policy.badge.notYet": "Not yet in force",
  },
});
