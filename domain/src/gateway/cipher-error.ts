/**
 * The failure value of the cipher envelope, in a module of its own without crypto-js, so the gateway readers
 * (`readGatewayBody`, `openRequest`) can tell a failed opening from a value without loading the cipher.
 */

/** Why a text could not be opened (or, for `key`/`iv`/`mode`, why the options are unusable). */
export type CipherFailure = "key" | "iv" | "mode" | "base64" | "length" | "padding" | "utf8" | "json";

const FAILURE_TEXT: Readonly<Record<CipherFailure, string>> = {
  key: "the key is not 16, 24 or 32 UTF-8 bytes",
  iv: "CBC needs an IV of 16 UTF-8 bytes",
  mode: "the mode is neither ECB nor CBC",
  base64: "the text is not standard base64",
  length: "the ciphertext is not a positive whole number of AES blocks",
  padding: "the PKCS#7 padding is wrong (wrong key, IV or mode?)",
  utf8: "the plaintext is not UTF-8",
  json: "the plaintext is not JSON",
};

/**
 * A text that could not be opened, as a value. Its `reason` says which step failed.
 * @example new CipherError("base64").message // "cipher envelope: the text is not standard base64"
 */
export class CipherError extends Error {
  /** Discriminant that survives duplicate copies of this module (ESM and CJS builds side by side). */
  readonly _tag = "CipherError" as const;
  readonly reason: CipherFailure;

  constructor(reason: CipherFailure) {
    super(`cipher envelope: ${FAILURE_TEXT[reason]}`);
    this.name = "CipherError";
    this.reason = reason;
  }
}

/**
 * Whether a value is a {@link CipherError}. Total.
 * @example isCipherError(new CipherError("base64")) // true
 * @example isCipherError({ a: 1 }) // false
 */
export function isCipherError(value: unknown): value is CipherError {
  return value instanceof CipherError || (typeof value === "object" && value !== null && (value as { _tag?: unknown })._tag === "CipherError");
}
