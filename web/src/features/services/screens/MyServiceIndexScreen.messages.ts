import { defineMessages } from "../../../i18n";

/** Texts of /myServiceIndex (benefit history and activation), zh-CN with English. */
export const MY_SERVICE_MESSAGES = defineMessages({
  "zh-CN": {
    "myService.title": "权益使用记录",
    "myService.activateTitle": "权益激活",
    "myService.activateNote": "输入保险礼品卡或短信中的激活码（8-20位字母或数字），激活后权益出现在“我的权益”中。",
    "myService.code": "激活码",
    "myService.submit": "立即激活",
    "myService.history": "使用与激活记录",
    "myService.historyList": "权益使用与激活记录",
    "myService.event.used": "已使用",
    "myService.event.activated": "已激活",
    "myService.empty": "还没有使用或激活过权益。在上方输入激活码，或到“我的权益”中激活待激活的权益。",
    "myService.toBenefits": "查看我的权益",
  },
  en: {
    "myService.title": "Benefit history",
    "myService.activateTitle": "Activate a benefit",
    "myService.activateNote": "Enter the activation code of your gift card or text message (8 to 20 letters or digits); once activated, the benefit shows under \"My benefits\".",
    "myService.code": "Activation code",
    "myService.submit": "Activate",
    "myService.history": "Used and activated",
    "myService.historyList": "Benefits used and activated",
    "myService.event.used": "Used",
    "myService.event.activated": "Activated",
    "myService.empty": "No benefit used or activated yet. Enter an activation code above, or activate a benefit under \"My benefits\".",
    "myService.toBenefits": "My benefits",
  },
});
