/**
 * The error catalogue of spec §8: HTTP statuses and body result codes → what the customer sees.
 *
 * A {@link UiError} names the *kind* of prompt (the client picks the component) and its text:
 * - `home-or-call` — dialog with two buttons: back to the saved current link, and dial {@link HOTLINE_HREF};
 * - `reload` — alert whose button reloads the page;
 * - `home` — alert whose button returns home;
 * - `message` — alert with an OK button;
 * - `toast` — transient toast (messenger signature failures).
 *
 * Decisions where §8 is silent:
 * - HTTP 404 → `reload` (its text asks to refresh), 500 → `home` (its text offers going home), 502/503 and every
 *   other status (including 0 for a network failure or timeout) → `message`.
 * - Result codes are compared exactly, never trimmed or case-folded. `X1` needs 8 or more characters (§8 says
 *   so); a shorter `X1…` code is an "other short code". `X2`, `X3` and `X9` match as prefixes of any length
 *   (the gateway's codes in the same family, e.g. `X2000001`, mean the same thing).
 * - X3/X9 and other codes show the server message; when it is blank, the catalogue's own text for that code
 *   (X3/X9) or the "system busy" text (other codes) is shown instead, so an alert is never empty.
 * - A quiet call (§8: SMS code send and check, linkage) hides only "other" codes; X1/X2/X3/X9 still show,
 *   because they tell the customer the page itself cannot go on.
 */
import { DEFAULT_LOCALE, isLocale, type Locale, type LocalizedText } from "../messages/locale";
import { GATEWAY_MESSAGES } from "../messages/gateway";

/** The insurer's hotline (spec §9). */
export const HOTLINE = "95518";

/** The hotline as a dialable link. */
export const HOTLINE_HREF = `tel:${HOTLINE}`;

/** How the client presents an error. See the module comment for each kind. */
export type UiErrorKind = "home-or-call" | "reload" | "home" | "message" | "toast";

/** What the customer sees for a failed call: a kind of prompt and its text. */
export interface UiError {
  readonly kind: UiErrorKind;
  readonly message: string;
}

/** The text of a gateway message key in every locale. */
function localized(key: keyof (typeof GATEWAY_MESSAGES)["zh-CN"]): LocalizedText {
  return { "zh-CN": GATEWAY_MESSAGES["zh-CN"][key], en: GATEWAY_MESSAGES.en[key] };
}

/** One row of {@link RESULT_CODES}. */
export interface ResultCodeEntry {
  /** The prompt kind; `null` for success (nothing shows). */
  readonly kind: UiErrorKind | null;
  /** How the row matches, in words. */
  readonly matches: string;
  /** Where the shown text comes from. */
  readonly text: "catalogue" | "server";
  /** The catalogue text (for `server` rows: the fallback when the server message is blank). */
  readonly messages: LocalizedText;
}

/**
 * Every row of the §8 catalogue: body result codes (`1`, `X1`, `X2`, `X3`, `X9`, other), HTTP statuses
 * (`404`, `500`, `502`, `503`, other) and the messenger signature failure.
 * @example RESULT_CODES.X2.kind // "reload"
 */
export const RESULT_CODES = {
  "1": { kind: null, matches: "exactly 1", text: "catalogue", messages: localized("gateway.success") },
  X1: { kind: "home-or-call", matches: "8+ characters starting X1", text: "catalogue", messages: localized("gateway.x1") },
  X2: { kind: "reload", matches: "starts with X2", text: "catalogue", messages: localized("gateway.x2") },
  X3: { kind: "home", matches: "starts with X3", text: "server", messages: localized("gateway.x3") },
  X9: { kind: "home", matches: "starts with X9", text: "server", messages: localized("gateway.x9") },
  other: { kind: "message", matches: "any other code", text: "server", messages: localized("gateway.other") },
  "http-404": { kind: "reload", matches: "HTTP 404", text: "catalogue", messages: localized("gateway.http404") },
  "http-500": { kind: "home", matches: "HTTP 500", text: "catalogue", messages: localized("gateway.http500") },
  "http-502": { kind: "message", matches: "HTTP 502", text: "catalogue", messages: localized("gateway.http503") },
  "http-503": { kind: "message", matches: "HTTP 503", text: "catalogue", messages: localized("gateway.http503") },
  "http-other": { kind: "message", matches: "any other HTTP status", text: "catalogue", messages: localized("gateway.other") },
  signature: { kind: "toast", matches: "messenger signature failure", text: "server", messages: localized("gateway.signature") },
} as const satisfies Record<string, ResultCodeEntry>;

/** A row name of {@link RESULT_CODES}. */
export type ResultCodeRow = keyof typeof RESULT_CODES;

/**
 * The row of {@link RESULT_CODES} a body result code falls in. Total.
 * @example resultCodeRow("X10000001") // "X1"
 * @example resultCodeRow("X1") // "other"
 */
export function resultCodeRow(code: string): "1" | "X1" | "X2" | "X3" | "X9" | "other" {
  if (typeof code !== "string") return "other";
  if (code === "1") return "1";
  if (code.length >= 8 && code.startsWith("X1")) return "X1";
  if (code.startsWith("X2")) return "X2";
  if (code.startsWith("X3")) return "X3";
  if (code.startsWith("X9")) return "X9";
  return "other";
}

/**
 * The prompt for a non-200 HTTP status (spec §8). Total on any number.
 * @example errorForHttpStatus(404) // { kind: "reload", message: "网络崩溃了，请刷新页面重试" }
 * @example errorForHttpStatus(502, "en").message // "The service is temporarily unavailable. Please try again later."
 * @example errorForHttpStatus(0).message // "系统繁忙，请稍后重试"
 */
export function errorForHttpStatus(status: number, locale: Locale = DEFAULT_LOCALE): UiError {
  const row = httpRow(status);
  const entry: ResultCodeEntry = RESULT_CODES[row];
  return { kind: entry.kind ?? "message", message: pick(entry.messages, locale) };
}

/**
 * The prompt for a body result code (spec §8), or `null` when nothing shows (code `1`, or an other code on a
 * quiet call). Total on any strings.
 * @example errorForResult("1", "成功") // null
 * @example errorForResult("X10000001", "") // { kind: "home-or-call", message: "数据获取失败，您可以返回首页或拨打客服热线 95518" }
 * @example errorForResult("X9", "保单不存在") // { kind: "home", message: "保单不存在" }
 * @example errorForResult("E01", "验证码错误", { quiet: true }) // null
 * @example errorForResult("X2", "", {}, "en").message // "The network crashed. Please refresh and try again."
 */
export function errorForResult(
  code: string,
  message: string,
  options: { readonly quiet?: boolean | undefined } = {},
  locale: Locale = DEFAULT_LOCALE,
): UiError | null {
  const row = resultCodeRow(code);
  if (row === "1") return null;
  if (row === "other" && options?.quiet === true) return null;
  const entry: ResultCodeEntry = RESULT_CODES[row];
  const serverText = typeof message === "string" ? message.trim() : "";
  const text = entry.text === "server" && serverText !== "" ? serverText : pick(entry.messages, locale);
  return { kind: entry.kind ?? "message", message: text };
}

/**
 * The prompt for a messenger JS signature failure: a toast with the error message (spec §8), or the
 * catalogue's text when the message is blank. Total.
 * @example errorForSignature("invalid signature") // { kind: "toast", message: "invalid signature" }
 */
export function errorForSignature(message: string, locale: Locale = DEFAULT_LOCALE): UiError {
  const text = typeof message === "string" ? message.trim() : "";
  return { kind: "toast", message: text !== "" ? text : pick(RESULT_CODES.signature.messages, locale) };
}

function httpRow(status: number): "http-404" | "http-500" | "http-502" | "http-503" | "http-other" {
  switch (status) {
    case 404:
      return "http-404";
    case 500:
      return "http-500";
    case 502:
      return "http-502";
    case 503:
      return "http-503";
    default:
      return "http-other";
  }
}

/** The text in `locale`; an unknown locale (untyped callers, "__proto__") gets the default's. */
function pick(messages: LocalizedText, locale: Locale): string {
  return messages[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
