/**
 * The one message catalogue: every customer-facing text the rules produce, zh-CN (default) and en.
 *
 * Each area keeps its own table beside this file (gateway, session, identity, formats, calendar); this module
 * merges them. Keys are unique across tables (the catalogue test proves it), so a key names one text.
 * An unknown key is returned as itself: a missing text shows up on screen as its key, never as a crash.
 */
import { DEFAULT_LOCALE, isLocale, type Locale, type LocalizedText } from "./locale";
import { GATEWAY_MESSAGES } from "./gateway";
import { SESSION_MESSAGES } from "./session";

/** Every table of the catalogue, by area (the completeness and uniqueness tests read this). */
export const MESSAGE_TABLES = {
  gateway: GATEWAY_MESSAGES,
  session: SESSION_MESSAGES,
} as const;

/** Every message key of the catalogue. */
export type MessageKey = {
  [Area in keyof typeof MESSAGE_TABLES]: keyof (typeof MESSAGE_TABLES)[Area];
}[keyof typeof MESSAGE_TABLES] &
  string;

/**
 * The merged catalogue: key → text in every locale.
 * @example MESSAGES["gateway.other"]["zh-CN"] // "系统繁忙，请稍后重试"
 */
export const MESSAGES: Readonly<Record<MessageKey, LocalizedText>> = Object.freeze(
  Object.assign({}, ...Object.values(MESSAGE_TABLES)) as Record<MessageKey, LocalizedText>,
);

/**
 * The text of `key` in `locale`. Total: an unknown key returns the key itself; an unknown locale falls back
 * to the default (zh-CN).
 * @example messageFor("gateway.http503") // "服务暂时不可用，请稍后重试"
 * @example messageFor("gateway.http503", "en") // "The service is temporarily unavailable. Please try again later."
 * @example messageFor("no.such.key") // "no.such.key"
 */
export function messageFor(key: MessageKey | (string & {}), locale: Locale = DEFAULT_LOCALE): string {
  if (!Object.prototype.hasOwnProperty.call(MESSAGES, key)) return key;
  const entry = (MESSAGES as Record<string, LocalizedText>)[key];
  if (entry === undefined) return key;
  return entry[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
