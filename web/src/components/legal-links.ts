/**
 * Where the mall's two customer documents live: anchored sections of /about (the services feature's
 * `AboutScreen`). One copy for the screen that holds them and every screen that links to them (the register
 * screen's agreement checkbox), since features never import each other.
 */

/** Id of the user service agreement's section on /about. */
export const AGREEMENT_ANCHOR = "agreement";
/** Id of the privacy policy's section on /about. */
export const PRIVACY_ANCHOR = "privacy";

/**
 * In-app address of 《用户服务协议》.
 * @example <Link to={AGREEMENT_PATH}>《用户服务协议》</Link>
 */
export const AGREEMENT_PATH = `/about#${AGREEMENT_ANCHOR}`;
/**
 * In-app address of 《隐私政策》.
 * @example <Link to={PRIVACY_PATH}>《隐私政策》</Link>
 */
export const PRIVACY_PATH = `/about#${PRIVACY_ANCHOR}`;
