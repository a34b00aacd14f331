/**
 * The account fields' and the login's texts (and log out), zh-CN and English, read with `useMessages(ACCOUNT_MESSAGES)` (a wrong key does not
 * compile) or `translate(ACCOUNT_MESSAGES, key)` outside components.
 *
 * Rule texts are not here: a field's message comes from domain's catalogue through the form's Schema
 * (`toFormSchema`), so "请输入正确的手机号码" is written once, in domain. Only what the gateway answers (a wrong
 * SMS code) and the screens' own words are.
 * The other account forms' words are in `forms.messages.ts` (the login page does not fetch them); the personal
 * centre and settings have their own table (`screens/PersonalCenterScreen.messages.ts`).
 */
import { defineMessages } from "../../i18n";

/** Texts of the account forms. */
export const ACCOUNT_MESSAGES = defineMessages({
  "zh-CN": {
    "account.field.mobile": "手机号",
    "account.field.mobilePlaceholder": "请输入11位手机号",
    "account.field.password": "密码",
    "account.field.passwordPlaceholder": "请输入密码",
    "account.field.newPassword": "新密码",
    "account.field.oldPassword": "原密码",
    "account.field.confirmPassword": "确认密码",
    "account.field.confirmPlaceholder": "请再次输入密码",
    "account.field.newMobile": "新手机号",
    "account.login.title": "登录",
    "account.login.heading": "欢迎登录保险商城",
    "account.login.modes": "登录方式",
    "account.login.passwordTab": "密码登录",
    "account.login.smsTab": "验证码登录",
    "account.login.submit": "登录",
    "account.login.success": "登录成功",
    "account.login.incomplete": "登录未完成，请稍后重试",
    "account.login.register": "注册新账号",
    "account.login.forgot": "忘记密码",
    "account.logout": "退出登录",
    "account.logoutConfirm": "确定要退出登录吗？",
    "account.logoutCancel": "取消",
    "account.logoutOk": "退出",
    "account.logoutDone": "已退出登录",
  },
  en: {
    "account.field.mobile": "Mobile number",
    "account.field.mobilePlaceholder": "11-digit mobile number",
    "account.field.password": "Password",
    "account.field.passwordPlaceholder": "Enter your password",
    "account.field.newPassword": "New password",
    "account.field.oldPassword": "Current password",
    "account.field.confirmPassword": "Confirm password",
    "account.field.confirmPlaceholder": "Enter the password again",
    "account.field.newMobile": "New mobile number",
    "account.login.title": "Log in",
    "account.login.heading": "Welcome to the Insurance Mall",
    "account.login.modes": "How to log in",
    "account.login.passwordTab": "Password",
    "account.login.smsTab": "SMS code",
    "account.login.submit": "Log in",
    "account.login.success": "Logged in",
    "account.login.incomplete": "The login did not complete; please try again",
    "account.login.register": "Create an account",
    "account.login.forgot": "Forgot password",
    "account.logout": "Log out",
    "account.logoutConfirm": "Do you want to log out?",
    "account.logoutCancel": "Cancel",
    "account.logoutOk": "Log out",
    "account.logoutDone": "Logged out",
  },
});
