/**
 * Where to go after a successful login: the `?redirect=` target when it is a path inside the mall, else the
 * personal centre. Belongs in @micromall/domain `session/` (it guards against open redirects).
 *
 * Decision: only a same-app path is accepted — it starts with one "/" (not "//" or "/\\", which browsers read
 * as another host), has no scheme and no control characters; the login pages themselves are refused so a
 * customer is never sent back to the form they just completed.
 */

/** Fallback target after login. */
export const DEFAULT_AFTER_LOGIN = "/personalCenter";

const LOGIN_PAGES = ["/login", "/register", "/resetPassword"];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The safe in-app redirect target. Total.
 * @example safeRedirect("/insurancePolicy?tab=1") // "/insurancePolicy?tab=1"
 * @example safeRedirect("https://evil.example") // "/personalCenter"
 * @example safeRedirect("//evil.example") // "/personalCenter"
 * @example safeRedirect(null) // "/personalCenter"
 */
export function safeRedirect(target: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof target !== "string" || target === "") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (CONTROL.test(target)) return fallback;
  const path = target.split(/[?#]/, 1)[0] ?? "";
  if (LOGIN_PAGES.includes(path)) return fallback;
  return target;
}
