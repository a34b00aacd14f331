/**
 * The forms that send an SMS code and the call each sends it with (spec §7 "Mall account", issue 21): apart from the
 * account checks before the send (`mall-account.ts`, with their texts), so a form that sends a code without those
 * checks (the non-motor claim query) does not ship them.
 */

/**
 * The forms that send an SMS code (the `scene` of the send call). `verify`: the code to the account's own number
 * that proves the owner before the mobile is changed (/mocmobile's first step, checked with `checkUserAndCode`).
 */
export type SmsScene = "register" | "reset" | "login" | "mobile" | "verify";

/**
 * The catalogue call that sends the SMS code of a form of `scene`: the quick login's code is the login service's own
 * GET `login/getMobileCode`, every other form's `sms/getverificationCodeBJ`. Total.
 * @example smsCodeCall("login") // "getMobileCode"
 * @example smsCodeCall("register") // "getverificationCodeBJ"
 */
export function smsCodeCall(scene: string): "getMobileCode" | "getverificationCodeBJ" {
  return scene === "login" ? "getMobileCode" : "getverificationCodeBJ";
}
