/**
 * The random request id of spec §7/§9: 16 characters of `[a-z0-9]`, sent as `X-Request-Id`.
 *
 * Each character is drawn uniformly from the 36-letter alphabet by rejection sampling: a random byte is used
 * only when it is below 252 (= 7 × 36), then taken mod 36, so no letter is more likely than another.
 * The random source is a parameter (default `globalThis.crypto.getRandomValues`) so tests are deterministic.
 * A source that keeps returning unusable bytes (≥ 252 or an empty array) for {@link MAX_RANDOM_ROUNDS} rounds
 * is a programmer error and throws a `RangeError` rather than looping forever.
 */

/** The alphabet of request ids. */
export const REQUEST_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Length of a request id (spec §9). */
export const REQUEST_ID_LENGTH = 16;

/** Pattern every request id matches. */
export const REQUEST_ID_PATTERN = /^[a-z0-9]{16}$/;

/** Rounds of random bytes tried before the source is declared broken. */
export const MAX_RANDOM_ROUNDS = 1000;

/** A source of `bytes` random bytes. */
export type RandomBytes = (bytes: number) => Uint8Array;

/** Largest multiple of the alphabet size below 256: bytes at or above it are rejected. */
const LIMIT = 256 - (256 % REQUEST_ID_ALPHABET.length);

/**
 * A fresh request id from a cryptographic random source.
 * @example requestId() // "k3v9x0a7m2q8z1bd" (random)
 * @example requestId(() => new Uint8Array(16)) // "aaaaaaaaaaaaaaaa"
 * @throws {TypeError} when `random` is not a function: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function requestId(random: RandomBytes = cryptoRandomBytes): string {
  let id = "";
  for (let round = 0; id.length < REQUEST_ID_LENGTH; round += 1) {
    if (round >= MAX_RANDOM_ROUNDS) throw new RangeError("requestId: the random source yields no usable bytes");
    const bytes = random(REQUEST_ID_LENGTH - id.length);
    for (const byte of bytes) {
      if (byte < LIMIT && id.length < REQUEST_ID_LENGTH) id += REQUEST_ID_ALPHABET[byte % REQUEST_ID_ALPHABET.length];
    }
  }
  return id;
}

/**
 * Whether `input` has the shape of a request id. Total.
 * @example isRequestId("abcdefgh01234567") // true
 */
export function isRequestId(input: string): boolean {
  return typeof input === "string" && REQUEST_ID_PATTERN.test(input);
}

function cryptoRandomBytes(bytes: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(bytes));
}
