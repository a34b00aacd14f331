/**
 * The mall account's rules around a login (spec §7 "Mall account", issue 21 "mall account checks" and
 * "messenger binding").
 *
 * - Before an SMS code is sent, `login/checkUser` (catalogue `loginCheckUser`) tells whether the mobile is
 *   registered; {@link mobileCheckRefusal} says whether the form may go on. Registering and changing the mobile
 *   need a number no account uses, a password reset needs an account, a quick login takes either (a first
 *   quick login opens the account). A refusal is shown at the mobile field and no code is sent.
 * - The code goes out by `smsCodeCall` (`sms-scene.ts`, apart from these checks and their texts, so a form that sends
 *   a code without the account check does not ship them): the quick login's code is the login service's own GET
 *   `login/getMobileCode` (spec §7 "GET calls"; `quickLogin` checks it itself), the forms that check the code
 *   before their own call (register, reset, change mobile) use `sms/getverificationCodeBJ` with its
 *   `checkVerificationCode` (reset: `checkUserAndCode`, mobile and code together).
 * - Inside the messenger a login binds the open id to the mall account with the call of its kind, and the
 *   session check compares the pair with the matching call ({@link openIdBindingCall},
 *   {@link sessionCompareCall}): a quick login (MallUser `loginType` "2") uses the quick-login calls, every
 *   other login the plain ones.
 *
 * `getRandom` and `defaultLogin` are made by no screen; the reasons are in the catalogue's summaries
 * (gateway/call-summaries.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { SESSION_MESSAGES, type SessionMessageKey } from "../messages/session";
import type { SmsScene } from "./sms-scene";

/** `loginType` of a MallUser made by an SMS quick login. */
export const QUICK_LOGIN_TYPE = "2";

const REFUSAL_KEYS: Readonly<Record<Exclude<SmsScene, "verify">, { readonly registered: SessionMessageKey | null; readonly unregistered: SessionMessageKey | null }>> = {
  register: { registered: "session.mobileRegistered", unregistered: null },
  mobile: { registered: "session.mobileInUse", unregistered: null },
  reset: { registered: null, unregistered: "session.mobileUnregistered" },
  login: { registered: null, unregistered: null },
  // verify (the account's own number, the proof before a change of mobile) is not listed: nothing to check, no refusal
};

const sceneOf = (scene: string): keyof typeof REFUSAL_KEYS | null => (Object.hasOwn(REFUSAL_KEYS, scene) ? (scene as keyof typeof REFUSAL_KEYS) : null);

/**
 * Whether a form of `scene` asks `loginCheckUser` before sending a code (false where any mobile may go on). Total.
 * @example needsMobileCheck("register") // true
 * @example needsMobileCheck("login") // false
 */
export function needsMobileCheck(scene: string): boolean {
  const known = typeof scene === "string" ? sceneOf(scene) : null;
  return known !== null && (REFUSAL_KEYS[known].registered !== null || REFUSAL_KEYS[known].unregistered !== null);
}

/**
 * The message that stops a form of `scene` before a code is sent, given whether the mobile is registered;
 * `null` when the form may go on. An unknown scene stops nothing. Total.
 * @example mobileCheckRefusal("register", true) // "该手机号已注册，请直接登录"
 * @example mobileCheckRefusal("reset", false, "en") // "This mobile number is not registered. Please register first."
 * @example mobileCheckRefusal("reset", true) // null
 */
export function mobileCheckRefusal(scene: string, registered: boolean, locale: Locale = DEFAULT_LOCALE): string | null {
  const known = typeof scene === "string" ? sceneOf(scene) : null;
  if (known === null) return null;
  const key = REFUSAL_KEYS[known][registered === true ? "registered" : "unregistered"];
  return key === null ? null : SESSION_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE][key];
}

/**
 * The call binding the messenger open id after a login of `loginType` (MallUser's). Total.
 * @example openIdBindingCall("2") // "setQuickLoginUserOpenid"
 * @example openIdBindingCall("1") // "setUserOpenid"
 */
export function openIdBindingCall(loginType: string): "setUserOpenid" | "setQuickLoginUserOpenid" {
  return isQuickLogin(loginType) ? "setQuickLoginUserOpenid" : "setUserOpenid";
}

/**
 * The session check's compare call for a login of `loginType` (spec §4; issue 21: the pair the login made). Total.
 * @example sessionCompareCall("2") // "compareQuickLoginOpenId"
 * @example sessionCompareCall("") // "compareOpenId"
 */
export function sessionCompareCall(loginType: string): "compareOpenId" | "compareQuickLoginOpenId" {
  return isQuickLogin(loginType) ? "compareQuickLoginOpenId" : "compareOpenId";
}

function isQuickLogin(loginType: string): boolean {
  return typeof loginType === "string" && loginType.trim() === QUICK_LOGIN_TYPE;
}
