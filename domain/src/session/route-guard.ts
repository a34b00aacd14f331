/**
 * The requireAuth guard of spec §2/§6: a route flagged `requireAuth` is entered only when the session-storage
 * value `loginStatus` equals "1" (compared exactly).
 */

/** The session-storage key of the login flag. */
export const LOGIN_STATUS_KEY = "loginStatus";

/** The value of {@link LOGIN_STATUS_KEY} meaning logged in. */
export const LOGGED_IN = "1";

/**
 * Whether navigation to a route may proceed. Total.
 * @example canEnter({ requireAuth: true }, "1") // true
 * @example canEnter({ requireAuth: true }, null) // false
 * @example canEnter({ requireAuth: false }, null) // true
 */
export function canEnter(meta: { readonly requireAuth?: boolean | undefined }, loginStatus: string | null | undefined): boolean {
  return meta?.requireAuth !== true || loginStatus === LOGGED_IN;
}
