/**
 * Where to go after a successful login: the `?redirect=` target when it is a path inside the mall, else the
 * personal centre. Guards against open redirects.
 *
 * Decision: only what {@link toAppPath} accepts (one leading "/", no scheme, no control characters, and
 * resolving under `/micromall/` however often it is percent-decoded); the login pages themselves are refused
 * (compared by {@link routePath}, so a trailing slash or the base path does not get one through) so a customer
 * is never sent back to the form they just completed. Nothing is trimmed: the target is used exactly as given,
 * or not at all.
 */
import { MAX_APP_PATH_LENGTH, toAppPath } from "./app-path";
import { LOGIN_PATH, routePath } from "./route-path";

/** The login page's query parameter naming the page to continue to after login. */
export const REDIRECT_PARAM = "redirect";

/** Fallback target after login: the personal centre. */
export const DEFAULT_AFTER_LOGIN = "/personalCenter";

/** The pages that log a customer in (password/SMS login, register, reset password). */
export const LOGIN_PAGES: readonly string[] = [LOGIN_PATH, "/register", "/resetPassword"];

/**
 * The login page's address carrying the page to continue to (read back with {@link safeRedirect}). Total. A
 * target that is not a string or is longer than {@link MAX_APP_PATH_LENGTH} (which `safeRedirect` would refuse
 * anyway) is left out.
 * @example loginPathFor("/shopset?a=1") // "/login?redirect=%2Fshopset%3Fa%3D1"
 */
export function loginPathFor(target: string): string {
  if (typeof target !== "string" || target.length > MAX_APP_PATH_LENGTH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * The safe in-app redirect target after login, or `fallback`. Total.
 * @example safeRedirect("/insurancePolicy?tab=1") // "/insurancePolicy?tab=1"
 * @example safeRedirect("https://evil.example") // "/personalCenter"
 * @example safeRedirect("//evil.example") // "/personalCenter"
 * @example safeRedirect("/%2e%2e/%2e%2e/evil.com") // "/personalCenter"
 * @example safeRedirect("/register?x=1") // "/personalCenter"
 * @example safeRedirect(null) // "/personalCenter"
 */
export function safeRedirect(target: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  const path = toAppPath(target);
  if (path === null || LOGIN_PAGES.includes(routePath(path))) return fallback;
  return path;
}

/**
 * Where a logged-in customer who reaches a login page (by back, forward or a stale link) goes instead of its form:
 * the page's `?redirect=` target as {@link safeRedirect} reads it (so never a login page), in place of the login
 * page's history entry; `null` when `path` is not a login page. The login pages are matched as the shell matches
 * routes (any case, a trailing slash, the base path). Total.
 *
 * Why forward in place rather than "back once more": a login page may be the first entry of the tab's history (a
 * shared or reloaded login link), where a further back leaves the mall or does nothing; replacing the entry with the
 * target always shows a page, and the next back goes on to the entry before it, so back is never trapped.
 * @example loginPageTarget("/login", "?redirect=%2Fshopset") // "/shopset"
 * @example loginPageTarget("/register", "") // "/personalCenter"
 * @example loginPageTarget("/home", "?redirect=%2Fshopset") // null
 */
export function loginPageTarget(path: string, search = ""): string | null {
  if (typeof path !== "string") return null;
  const page = routePath(path).toLowerCase();
  if (!LOGIN_PAGES.some((login) => login.toLowerCase() === page)) return null;
  return safeRedirect(new URLSearchParams(typeof search === "string" ? search : "").get(REDIRECT_PARAM));
}
