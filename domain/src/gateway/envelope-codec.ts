/**
 * What the wire readers need of the cipher envelope, without the cipher itself.
 *
 * `sealRequest`, `openRequest`, `readGatewayBody`, `readGatewayResponse` and `sealResponse` take an
 * `EnvelopeCodec` instead of cipher options, so a module that reads plain calls never loads crypto-js: only
 * the caller of an encrypted call builds one (`cipherCodec({ key })` from `./cipher`, or any other AES
 * implementation speaking the same envelope), and a web client can load it lazily on the first encrypted call.
 */

import type { CipherError } from "./cipher-error";

/**
 * What opening an envelope gives: the JSON value inside, or the {@link CipherError} saying which step failed
 * (the result shape of `parseIdCard`; `openJson` and {@link EnvelopeCodec.open} answer it).
 * @example openJson(sealJson([1], { key: DEMO_CIPHER_KEY }), { key: DEMO_CIPHER_KEY }) // { ok: true, value: [1] }
 */
export type OpenResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: CipherError };

/**
 * Seals and opens the body of an encrypted call (spec §7: JSON → AES → base64, and back).
 * @example const codec = cipherCodec({ key: DEMO_CIPHER_KEY }); codec.open(codec.seal({ a: 1 })) // { ok: true, value: { a: 1 } }
 * @example cipherCodec({ key: DEMO_CIPHER_KEY }).open("@@").ok // false
 */
export interface EnvelopeCodec {
  /**
   * The envelope text of a JSON value. Throws on programmer errors only: `RangeError` for unusable cipher
   * options, `TypeError` for a value JSON cannot represent.
   */
  seal(value: unknown): string;
  /** The JSON value inside an envelope text, or the failure ({@link OpenResult}). Never throws. */
  open(text: string): OpenResult;
}
