/**
 * Leaving the mall for another site (the partner insurer's claim page): a full page load of an address domain's
 * `handoverLink` accepted. A module of its own so the screen test can watch the hand-over without leaving.
 */

/**
 * Opens `href` in place of the mall.
 * @example leaveMall("https://claims.partner-insurer.example/h5/claim")
 */
export function leaveMall(href: string): void {
  window.location.assign(href);
}
