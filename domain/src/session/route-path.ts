/**
 * Route paths as the session rules compare them (spec §2: history mode under the base path /micromall).
 */

/** The app's base path (spec §9). */
export const BASE_PATH = "/micromall";

/** The entry path; it redirects to {@link HOME_PATH} (spec §2). */
export const ENTRY_PATH = "/";

/** The mall home. */
export const HOME_PATH = "/home";

/** The mall login page. */
export const LOGIN_PATH = "/login";

/**
 * The route part of a path or URL: query and hash dropped, the base path `/micromall` dropped, a leading `/`
 * ensured, trailing slashes dropped (except for the entry `/`). Case is kept: routes are case-sensitive
 * (`/DDA`). Total, and linear in the length of `path` (the trailing slashes are counted in one backward pass: the
 * old `/\/+$/` pattern was quadratic on a long run of slashes followed by another character).
 * @example routePath("/micromall/personalCenter?x=1#top") // "/personalCenter"
 * @example routePath("https://mall.example/micromall/") // "/"
 * @example routePath("invoiceQuery/") // "/invoiceQuery"
 */
export function routePath(path: string): string {
  let rest = typeof path === "string" ? path : "";
  const cut = rest.search(/[?#]/);
  if (cut >= 0) rest = rest.slice(0, cut);
  const origin = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/]*/.exec(rest);
  if (origin !== null) rest = rest.slice(origin[0].length);
  if (!rest.startsWith("/")) rest = `/${rest}`;
  if (rest === BASE_PATH || rest.startsWith(`${BASE_PATH}/`)) rest = rest.slice(BASE_PATH.length);
  rest = withoutTrailingSlashes(rest);
  return rest === "" ? ENTRY_PATH : rest;
}

function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}
