import { defineMessages } from "../../../i18n";

/** Texts of /redwine (the seasonal gift), zh-CN with English. */
export const GIFT_MESSAGES = defineMessages({
  "zh-CN": {
    "gift.title": "新春礼品",
    "gift.heading": "新春红酒礼盒",
    "gift.intro": "感谢您一年来的信任！车险客户凭礼品卡上的激活码即可领取新春红酒礼盒一份，7个工作日内寄到您的默认收货地址。",
    "gift.point1": "每个激活码只能领取一次，请勿转发给他人",
    "gift.point2": "领取前请在“常用地址”中确认默认收货地址",
    "gift.point3": "活动期间：农历腊月初八至正月十五",
    "gift.claimTitle": "领取礼品",
    "gift.claimNote": "输入礼品卡背面刮开的激活码（8-20位字母或数字）。",
    "gift.code": "礼品激活码",
    "gift.claim": "立即领取",
    "gift.mine": "我的礼品",
    "gift.mineList": "我领取的礼品",
    "gift.none": "您还没有领取礼品。输入礼品卡上的激活码即可领取。",
    "gift.address": "确认收货地址",
  },
  en: {
    "gift.title": "Spring Festival gift",
    "gift.heading": "Spring Festival red wine gift box",
    "gift.intro": "Thank you for your trust this year! Car insurance customers claim a red wine gift box with the code on their gift card; it is sent to your default address within 7 working days.",
    "gift.point1": "Each code can be claimed once; do not pass it on",
    "gift.point2": "Check your default delivery address under \"Frequent addresses\" first",
    "gift.point3": "Open from the 8th day of the 12th lunar month to the Lantern Festival",
    "gift.claimTitle": "Claim the gift",
    "gift.claimNote": "Enter the code under the scratch panel of the gift card (8 to 20 letters or digits).",
    "gift.code": "Gift code",
    "gift.claim": "Claim",
    "gift.mine": "My gifts",
    "gift.mineList": "Gifts I claimed",
    "gift.none": "You have not claimed a gift yet. Enter the code of your gift card to claim one.",
    "gift.address": "Check the delivery address",
  },
});
