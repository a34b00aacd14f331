/**
 * The login wall's texts (the login page's notes about where the customer is going: the guest lookup, claims need
 * the login), zh-CN and English: apart from `ACCOUNT_MESSAGES` (messages.ts) so the register page, which shares that table,
 * does not fetch them.
 */
import { defineMessages } from "../../i18n";

/** Texts of the login wall. */
export const LOGIN_WALL_MESSAGES = defineMessages({
  "zh-CN": {
    "account.login.guestIntro": "没有账号也可以查询保单",
    "account.login.guestLookup": "不登录，按姓名和证件号查询",
    "account.login.claimsNote": "理赔信息只向本人展示，登录后即可查询理赔进度。没有账号可先注册，也可以拨打客服热线查询。",
    "account.login.claimsHotline": "拨打客服热线 {hotline}",
  },
  en: {
    "account.login.guestIntro": "You can look up a policy without an account",
    "account.login.guestLookup": "Look up without logging in, by name and document number",
    "account.login.claimsNote": "Claims are shown only to the person they concern: log in to follow a claim. Without an account, create one or ask our hotline.",
    "account.login.claimsHotline": "Call the hotline {hotline}",
  },
});
