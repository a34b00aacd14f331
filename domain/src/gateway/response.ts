/**
 * Reading a gateway response (shared/design.md "Wire format", spec §7 and §8), and sealing one (the fixtures).
 *
 * Order of reading:
 * 1. HTTP status other than 200 → `reason: "http"` with {@link errorForHttpStatus} (404 reload, 500 home,
 *    502/503 and the rest a message).
 * 2. Encrypted calls: the whole text (surrounding whitespace ignored) must open with the envelope codec;
 *    otherwise `reason: "body"` with the "other" HTTP text ("system busy"), `detail` the cipher failure
 *    (`"cipher-options"` when no codec was given).
 * 3. The text must be a JSON object with `common.resultCode` (a string, or a number read as its digits);
 *    otherwise `reason: "body"`, `detail` `"json"` or `"shape"`.
 * 4. `resultCode` "1" → `ok: true` with `status` (a number, or an integer string; missing → `"shape"`),
 *    `data` (missing → `null`) and `message` (`resultMsg`, missing → `""`).
 * 5. Any other code → `reason: "result"` with {@link errorForResult}'s prompt. On a quiet call a plain
 *    ("other") code still fails, with the prompt it would have had, but `quiet: true` tells the client to show
 *    nothing; X1/X2/X3/X9 are never quiet.
 *
 * A `status` other than 1 on a successful call is not a failure here: it is the business answer the screen
 * explains (e.g. the session check's −1).
 *
 * The envelope is the caller's {@link EnvelopeCodec} (`cipherCodec({ key })`): this module never loads the
 * cipher, so reading plain calls carries no crypto-js.
 */
import type { GatewayCall } from "./catalogue";
import type { CipherFailure } from "./cipher-error";
import type { EnvelopeCodec } from "./envelope-codec";
import { errorForHttpStatus, errorForResult, type UiError } from "./errors";
import { SUCCESS_CODE } from "./wire-body";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** A call that answered: result code "1". `status` is the business answer (1 ok). */
export interface GatewaySuccess<D = unknown> {
  readonly ok: true;
  readonly status: number;
  readonly data: D;
  readonly message: string;
}

/** Non-200 HTTP status. */
export interface GatewayHttpFailure {
  readonly ok: false;
  readonly reason: "http";
  readonly httpStatus: number;
  readonly error: UiError;
  readonly quiet: false;
}

/** A result code other than "1". */
export interface GatewayResultFailure {
  readonly ok: false;
  readonly reason: "result";
  readonly code: string;
  /** The server's `resultMsg` as sent. */
  readonly message: string;
  readonly data: unknown;
  readonly error: UiError;
  /** The client shows nothing (quiet call, plain code). */
  readonly quiet: boolean;
}

/** What made a body unreadable. */
export type BodyFailure = CipherFailure | "cipher-options" | "json" | "shape";

/** A body that does not decrypt, is not JSON, or lacks the wire shape. */
export interface GatewayBodyFailure {
  readonly ok: false;
  readonly reason: "body";
  readonly detail: BodyFailure;
  readonly error: UiError;
  readonly quiet: false;
}

/** Any failed call. */
export type GatewayFailure = GatewayHttpFailure | GatewayResultFailure | GatewayBodyFailure;

/** The outcome of one call. */
export type GatewayReading<D = unknown> = GatewaySuccess<D> | GatewayFailure;

/** How to read a body. */
export interface ReadBodyOptions {
  /** The body is the base64 cipher envelope. */
  readonly encrypted: boolean;
  /** Opens the envelope; needed when `encrypted` (e.g. `cipherCodec({ key })`). */
  readonly codec?: EnvelopeCodec | undefined;
  /** The call hides plain result-code messages (§8). */
  readonly quiet?: boolean | undefined;
}

const INTEGER_TEXT = /^-?\d+$/;

/**
 * Reads a 200 response body. Never throws.
 * @example readGatewayBody('{"common":{"resultCode":"1","resultMsg":"成功"},"status":1,"data":{"a":1}}', { encrypted: false })
 * // { ok: true, status: 1, data: { a: 1 }, message: "成功" }
 * @example readGatewayBody('{"common":{"resultCode":"X2","resultMsg":""},"status":0,"data":null}', { encrypted: false }).ok // false
 * @example readGatewayBody("<html>", { encrypted: false }) // { ok: false, reason: "body", detail: "json", error: { kind: "message", message: "系统繁忙，请稍后重试" }, quiet: false }
 */
export function readGatewayBody(text: string, options: ReadBodyOptions, locale: Locale = DEFAULT_LOCALE): GatewayReading {
  const bodyFailure = (detail: BodyFailure): GatewayBodyFailure => ({
    ok: false,
    reason: "body",
    detail,
    error: errorForHttpStatus(-1, locale),
    quiet: false,
  });
  const raw = typeof text === "string" ? text : "";
  let parsed: unknown;
  if (options?.encrypted === true) {
    if (options.codec === undefined) return bodyFailure("cipher-options");
    const opened = options.codec.open(raw.trim());
    if (!opened.ok) return bodyFailure(opened.error.reason);
    parsed = opened.value;
  } else {
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch {
      return bodyFailure("json");
    }
  }
  if (!isRecord(parsed) || !isRecord(parsed.common)) return bodyFailure("shape");
  const code = codeText(parsed.common.resultCode);
  if (code === null) return bodyFailure("shape");
  const message = typeof parsed.common.resultMsg === "string" ? parsed.common.resultMsg : "";
  const data = parsed.data === undefined ? null : parsed.data;
  if (code === SUCCESS_CODE) {
    const status = statusNumber(parsed.status);
    if (status === null) return bodyFailure("shape");
    return { ok: true, status, data, message };
  }
  const quiet = options?.quiet === true && errorForResult(code, message, { quiet: true }, locale) === null;
  const error = errorForResult(code, message, {}, locale) ?? errorForHttpStatus(-1, locale);
  return { ok: false, reason: "result", code, message, data, error, quiet };
}

/**
 * Reads a whole response: the HTTP status first, then the body as {@link readGatewayBody} does for `call`
 * (its `encrypted` and `quiet` flags); `options.codec` opens the encrypted set. Never throws.
 * @example readGatewayResponse(404, "", GATEWAY_CATALOGUE.login)
 * // { ok: false, reason: "http", httpStatus: 404, error: { kind: "reload", message: "网络崩溃了，请刷新页面重试" }, quiet: false }
 */
export function readGatewayResponse(
  httpStatus: number,
  text: string,
  call: Pick<GatewayCall, "encrypted" | "quiet">,
  options: { readonly codec?: EnvelopeCodec | undefined } = {},
  locale: Locale = DEFAULT_LOCALE,
): GatewayReading {
  if (httpStatus !== 200) {
    return { ok: false, reason: "http", httpStatus, error: errorForHttpStatus(httpStatus, locale), quiet: false };
  }
  return readGatewayBody(text, { encrypted: call?.encrypted === true, quiet: call?.quiet === true, codec: options?.codec }, locale);
}

/**
 * The response text for `call` (the fixtures' side): the body's JSON, or for the encrypted set the base64
 * envelope of that JSON, sealed by `codec`. Throws `RangeError` for an encrypted call without a codec, or with a
 * codec of unusable cipher options.
 * @example sealResponse({ encrypted: false }, okBody(null)) // '{"common":{"resultCode":"1","resultMsg":"成功"},"status":1,"data":null}'
 * @throws {TypeError} when `call` is not an object (and `RangeError` for an encrypted call without a usable codec): a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function sealResponse(call: Pick<GatewayCall, "encrypted">, body: unknown, codec?: EnvelopeCodec): string {
  if (!call.encrypted) return JSON.stringify(body) ?? "null";
  if (codec === undefined) throw new RangeError("sealResponse: an encrypted call needs an envelope codec (cipherCodec)");
  return codec.seal(body);
}

function codeText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function statusNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && INTEGER_TEXT.test(value)) return Number(value);
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
