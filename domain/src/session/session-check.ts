/**
 * The mall session check of spec §4.
 *
 * - It runs {@link SESSION_CHECK_DELAY_MS} after each route change, when the customer has a mall id and is on
 *   neither the login page nor the entry. Our reading of "the entry": the entry path `/` (which redirects to
 *   /home). `/home` itself is checked like any other page.
 * - The compare call (`compareOpenId`: open id, mall id, user type 1, mobile) answers a status. On −1 and a
 *   protected page the customer goes to the login page; the server message shows as an alert the first time
 *   only (`alertShown` is the caller's memory of that), with our own "login expired" text when it is blank.
 *   On −1 elsewhere nothing happens: the page does not need the login.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { SESSION_MESSAGES } from "../messages/session";
import { isProtectedPage } from "./protected-pages";
import { ENTRY_PATH, LOGIN_PATH, routePath } from "./route-path";

/** Delay after a route change before the check runs (spec §9). */
export const SESSION_CHECK_DELAY_MS = 500;

/** The compare call's answer meaning the mall login is gone. */
export const SESSION_GONE_STATUS = -1;

/** The `userType` the compare call sends (spec §4). */
export const SESSION_CHECK_USER_TYPE = "1";

/**
 * Whether the session check runs for this mall id and path. Total.
 * @example sessionCheckDecision({ mallId: "m1", path: "/personalCenter" }) // true
 * @example sessionCheckDecision({ mallId: "m1", path: "/login" }) // false
 * @example sessionCheckDecision({ mallId: "", path: "/personalCenter" }) // false
 * @throws {TypeError} when `input` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function sessionCheckDecision(input: { readonly mallId?: string | null | undefined; readonly path: string }): boolean {
  if (typeof input.mallId !== "string" || input.mallId.trim() === "") return false;
  const route = routePath(input.path);
  return route !== LOGIN_PATH && route !== ENTRY_PATH;
}

/**
 * What to do with the compare call's answer. Total.
 * @example afterSessionCheck({ status: -1, path: "/personalCenter", alertShown: false, message: "请重新登录" })
 * // { toLogin: true, alert: "请重新登录" }
 * @example afterSessionCheck({ status: -1, path: "/personalCenter", alertShown: true, message: "请重新登录" })
 * // { toLogin: true, alert: null }
 * @example afterSessionCheck({ status: 1, path: "/personalCenter", alertShown: false, message: "" })
 * // { toLogin: false, alert: null }
 * @throws {TypeError} when `input` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function afterSessionCheck(input: {
  readonly status: number | string;
  readonly path: string;
  readonly alertShown: boolean;
  readonly message?: string | null | undefined;
}, locale: Locale = DEFAULT_LOCALE): { toLogin: boolean; alert: string | null } {
  const gone = Number(input.status) === SESSION_GONE_STATUS && String(input.status).trim() !== "";
  if (!gone || !isProtectedPage(input.path)) return { toLogin: false, alert: null };
  if (input.alertShown) return { toLogin: true, alert: null };
  const message = typeof input.message === "string" ? input.message.trim() : "";
  return { toLogin: true, alert: message !== "" ? message : SESSION_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE]["session.expired"] };
}
