/**
 * Defaults of the gateway configuration (shared/design.md "Configuration"), shared by the web client and the
 * fixtures so both ends of the mock gateway agree without configuration.
 *
 * The demo key is public on purpose: a key shipped to the browser is obfuscation, not secrecy (README).
 */

/** Base URL of the gateway when `VITE_GATEWAY_URL` is unset. */
export const DEFAULT_GATEWAY_URL = "/micromall-gateway";

/** Demo envelope key (16 UTF-8 bytes → AES-128) when `VITE_CIPHER_KEY` is unset. */
export const DEMO_CIPHER_KEY = "MicromallDemoKey";

/** Client timeout of one gateway call, in milliseconds. */
export const GATEWAY_TIMEOUT_MS = 15000;
