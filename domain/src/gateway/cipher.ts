/**
 * The cipher envelope of spec §7: JSON → AES → base64, and back.
 *
 * - Key and IV are UTF-8 text parsed to bytes (`Utf8.parse`), never used as a passphrase (a passphrase would
 *   derive a salted key with OpenSSL's KDF and no other implementation would read it). The key must be 16, 24
 *   or 32 UTF-8 bytes (AES-128/192/256); CBC needs an IV of exactly 16 UTF-8 bytes.
 * - Default mode is ECB with PKCS#7 padding, as the gateway uses; the output is byte-for-byte what any
 *   standard AES implementation produces (property-tested against `node:crypto`).
 * - Only crypto-js's modules are imported (`crypto-js/core`, `aes`, `enc-utf8`, `enc-base64`, `mode-ecb`,
 *   `pad-pkcs7`, `pad-nopadding`), never the whole library, so a bundle carries only AES. They are named with
 *   their `.js` extension: crypto-js has no `exports` map, so Node's ESM loader finds its files only by full
 *   name, and the built package must load in Node as it is (TypeScript maps `core.js` to `@types/…/core.d.ts`).
 *
 * Errors (one convention for the whole cipher area, domain/CONVENTIONS.md):
 * - Opening is input handling: `openJson` and `EnvelopeCodec.open` never throw and answer a result,
 *   `{ ok: true, value } | { ok: false, error: CipherError }` ({@link OpenResult}), as `parseIdCard` does. Bad
 *   input (not base64, not whole AES blocks, wrong key so the PKCS#7 padding is wrong, not UTF-8, not JSON,
 *   not a string at all) and bad options come back as the failure with a `reason`. The padding is checked in
 *   full (crypto-js's own unpadding does not check it), so a wrong key is caught in all but about 1 in 256
 *   cases; those then fail as `utf8` or `json` almost always.
 * - Sealing fails only on programmer errors and throws for them (a caller cannot act on them at run time):
 *   a bad key, IV or mode (configuration, not input) throws `RangeError`; a value JSON cannot represent
 *   (`undefined`, a function, a bigint, a cycle, nesting deeper than the engine's JSON stack) throws
 *   `TypeError`/`RangeError` from `JSON.stringify`.
 * - Text is read strictly: standard base64 with `=` padding, no whitespace (callers trim a response body).
 *   The base64 check is one linear pass over char codes (no regular expression, no allocation), so any
 *   length, including the 7 MB+ answers that overflowed the stack of the old pattern, gives a result.
 *
 * {@link cipherCodec} wraps options (checked once) as the {@link EnvelopeCodec} the wire readers take, with the
 * same errors: `seal` throws as `sealJson` does, `open` returns a `CipherError` as `openJson` does (unusable
 * options included, so a reader reports them instead of throwing). The failure value itself lives in
 * `./cipher-error`, without crypto-js, so the readers recognise it without loading the cipher.
 *
 * A key shipped in a web page is obfuscation, not secrecy.
 */
import CryptoJS from "crypto-js/core.js";
import AES from "crypto-js/aes.js";
import Utf8 from "crypto-js/enc-utf8.js";
import Base64 from "crypto-js/enc-base64.js";
import ECB from "crypto-js/mode-ecb.js";
import Pkcs7 from "crypto-js/pad-pkcs7.js";
import NoPadding from "crypto-js/pad-nopadding.js";
import { CipherError, isCipherError, type CipherFailure } from "./cipher-error";
import type { EnvelopeCodec, OpenResult } from "./envelope-codec";

/** AES key sizes in bytes. */
const KEY_BYTES = [16, 24, 32] as const;
/** UTF-8 never has fewer bytes than UTF-16 code units: a longer text cannot be a key, and is not encoded. */
const MAX_KEY_UNITS = 32;
/** AES block (and CBC IV) size in bytes. */
const BLOCK_BYTES = 16;

/** Block cipher mode of the envelope. */
export type CipherMode = "ECB" | "CBC";

/** How the envelope is sealed. */
export interface CipherOptions {
  /** UTF-8 text of 16, 24 or 32 bytes (AES-128/192/256). */
  readonly key: string;
  /** Default `"ECB"`. */
  readonly mode?: CipherMode | undefined;
  /** CBC only: UTF-8 text of 16 bytes. */
  readonly iv?: string | undefined;
}

/**
 * Whether `key` is usable as an envelope key: 16, 24 or 32 UTF-8 bytes. Total.
 * @example isCipherKey("MicromallDemoKey") // true
 * @example isCipherKey("short") // false
 */
export function isCipherKey(key: string): boolean {
  if (typeof key !== "string" || key.length > MAX_KEY_UNITS) return false;
  const bytes = utf8Bytes(key);
  return bytes !== null && (KEY_BYTES as readonly number[]).includes(bytes.sigBytes);
}

/**
 * Seals a JSON value: JSON text → AES (ECB/PKCS#7 by default) → base64.
 * Throws `RangeError` for a bad key/IV/mode and `TypeError` for a value JSON cannot carry (programmer errors).
 * @example sealJson({ a: 1 }, { key: "MicromallDemoKey" }) // "…base64…" (deterministic in ECB)
 * @throws {RangeError} when the key, IV or mode is unusable (configuration: a programmer error).
 * @throws {TypeError} when the value has no JSON representation (`undefined`, a function, a bigint, a cycle).
 */
export function sealJson(value: unknown, options: CipherOptions): string {
  return sealPrepared(value, prepare(options));
}

/**
 * Opens a sealed text into a result: the JSON value, or the {@link CipherError} saying which step failed.
 * Never throws, whatever `text` is (any length, any characters, not a string at all).
 * @example openJson(sealJson({ a: 1 }, { key: "MicromallDemoKey" }), { key: "MicromallDemoKey" }) // { ok: true, value: { a: 1 } }
 * @example openJson("@@", { key: "MicromallDemoKey" }) // { ok: false, error: CipherError } with error.reason "base64"
 * @example openJson("AAAA", { key: "MicromallDemoKey" }) // { ok: false, error: CipherError } with error.reason "length"
 */
export function openJson(text: string, options: CipherOptions): OpenResult {
  return openPrepared(text, prepare(options));
}

/**
 * The {@link EnvelopeCodec} of `options`, for the wire readers (`sealRequest`, `readGatewayResponse`, …).
 * The options are checked once, here, and never throw here: unusable ones make `seal` throw `RangeError` (as
 * {@link sealJson}) and `open` answer a failure with reason `key`/`iv`/`mode` (as {@link openJson}).
 * @example cipherCodec({ key: "MicromallDemoKey" }).open(cipherCodec({ key: "MicromallDemoKey" }).seal([1])) // { ok: true, value: [1] }
 * @example cipherCodec({ key: "short" }).open("AAAA") // { ok: false, error: CipherError } with error.reason "key"
 */
export function cipherCodec(options: CipherOptions): EnvelopeCodec {
  const prepared = prepare(options);
  return {
    seal: (value) => sealPrepared(value, prepared),
    open: (text) => openPrepared(text, prepared),
  };
}

function sealPrepared(value: unknown, prepared: Prepared | CipherError): string {
  if (isCipherError(prepared)) throw new RangeError(prepared.message);
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError("sealJson: the value has no JSON representation");
  const sealed = AES.encrypt(Utf8.parse(json), prepared.key, { mode: prepared.mode, padding: Pkcs7, ...prepared.iv });
  return Base64.stringify(sealed.ciphertext);
}

function openPrepared(text: string, prepared: Prepared | CipherError): OpenResult {
  const fail = (reason: CipherFailure): OpenResult => ({ ok: false, error: new CipherError(reason) });
  if (isCipherError(prepared)) return fail(prepared.reason);
  if (!isStrictBase64(text)) return fail("base64");
  const ciphertext = Base64.parse(text);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % BLOCK_BYTES !== 0) return fail("length");
  let plain: CryptoJS.lib.WordArray;
  try {
    plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), prepared.key, {
      mode: prepared.mode,
      padding: NoPadding,
      ...prepared.iv,
    });
  } catch {
    return fail("padding");
  }
  const unpadded = stripPkcs7(plain);
  if (unpadded === null) return fail("padding");
  let json: string;
  try {
    json = Utf8.stringify(unpadded);
  } catch {
    return fail("utf8");
  }
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return fail("json");
  }
}

interface Prepared {
  readonly key: CryptoJS.lib.WordArray;
  readonly mode: typeof ECB;
  readonly iv: { iv?: CryptoJS.lib.WordArray };
}

function prepare(options: CipherOptions): Prepared | CipherError {
  const key = typeof options?.key === "string" && options.key.length <= MAX_KEY_UNITS ? utf8Bytes(options.key) : null;
  if (key === null || !(KEY_BYTES as readonly number[]).includes(key.sigBytes)) return new CipherError("key");
  const mode = options.mode ?? "ECB";
  if (mode === "ECB") return { key, mode: ECB, iv: {} };
  if (mode !== "CBC") return new CipherError("mode");
  const iv = typeof options.iv === "string" && options.iv.length <= BLOCK_BYTES ? utf8Bytes(options.iv) : null;
  if (iv === null || iv.sigBytes !== BLOCK_BYTES) return new CipherError("iv");
  // CBC lives in cipher-core, which crypto-js/aes loads.
  return { key, mode: CryptoJS.mode.CBC, iv: { iv } };
}

/**
 * Strict standard base64 (RFC 4648 §4): whole 4-character groups of `A–Z a–z 0–9 + /`, with `=` padding only
 * at the very end (one or two). One pass over char codes: linear, no allocation, no recursion.
 */
function isStrictBase64(text: unknown): text is string {
  if (typeof text !== "string" || text.length % 4 !== 0) return false;
  const length = text.length;
  let end = length;
  if (length > 0 && text.charCodeAt(length - 1) === EQUALS) end = text.charCodeAt(length - 2) === EQUALS ? length - 2 : length - 1;
  for (let i = 0; i < end; i += 1) if (!isBase64Code(text.charCodeAt(i))) return false;
  return true;
}

const EQUALS = 61;

function isBase64Code(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47
  );
}

/** UTF-8 bytes of a string, or null when it holds a lone surrogate (not encodable). */
function utf8Bytes(text: string): CryptoJS.lib.WordArray | null {
  try {
    return Utf8.parse(text);
  } catch {
    return null;
  }
}

/** Checks PKCS#7 padding in full and returns the unpadded bytes, or null when it is wrong. */
function stripPkcs7(data: CryptoJS.lib.WordArray): CryptoJS.lib.WordArray | null {
  const length = data.sigBytes;
  if (length === 0 || length % BLOCK_BYTES !== 0) return null;
  const pad = byteAt(data, length - 1);
  if (pad < 1 || pad > BLOCK_BYTES) return null;
  for (let i = length - pad; i < length; i += 1) if (byteAt(data, i) !== pad) return null;
  const out = data.clone();
  out.sigBytes = length - pad;
  out.clamp();
  return out;
}

function byteAt(data: CryptoJS.lib.WordArray, index: number): number {
  const word = data.words[index >>> 2] ?? 0;
  return (word >>> (24 - (index % 4) * 8)) & 0xff;
}
