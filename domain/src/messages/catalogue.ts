/**
 * The one message catalogue: every customer-facing text the rules produce, zh-CN (default) and en.
 *
 * Each area keeps its own table beside this file (gateway, session, schemas, identity, formats, calendar), shaped
 * locale → key → text; this module merges them into {@link MESSAGES} of the same shape. Keys are unique across
 * tables and present in both locales (the catalogue test proves it), so a key names one text.
 * An unknown key is returned as itself: a missing text shows up on screen as its key, never as a crash.
 * Texts may hold `{name}` placeholders (`{count}`, `{max}`), filled by {@link formatMessage}.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale, type MessageTable } from "./locale";
import { GATEWAY_MESSAGES } from "./gateway";
import { SESSION_MESSAGES } from "./session";
import { SCHEMA_MESSAGES } from "./schemas";
import { IDENTITY_MESSAGES } from "./identity";
import { FORMAT_MESSAGES } from "./formats";
import { CALENDAR_MESSAGES } from "./calendar";
import { fillPlaceholders } from "./placeholders";

/** Every table of the catalogue, by area (the completeness and uniqueness tests read this). */
export const MESSAGE_TABLES = {
  gateway: GATEWAY_MESSAGES,
  session: SESSION_MESSAGES,
  schemas: SCHEMA_MESSAGES,
  identity: IDENTITY_MESSAGES,
  formats: FORMAT_MESSAGES,
  calendar: CALENDAR_MESSAGES,
} as const satisfies Record<string, MessageTable>;

type Tables = typeof MESSAGE_TABLES;

/** Every message key of the catalogue. */
export type MessageKey = { [Area in keyof Tables]: keyof Tables[Area]["zh-CN"] }[keyof Tables] & string;

/**
 * The merged catalogue: locale → key → text.
 * @example MESSAGES["zh-CN"]["gateway.other"] // "系统繁忙，请稍后重试"
 */
export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = Object.freeze(
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.freeze(Object.assign({}, ...Object.values(MESSAGE_TABLES).map((table: MessageTable) => table[locale]))),
    ]),
  ) as Record<Locale, Record<MessageKey, string>>,
);

/**
 * The text of `key` in `locale`. Total: an unknown key returns the key itself; an unknown locale falls back
 * to the default (zh-CN).
 * @example messageFor("gateway.http503") // "服务暂时不可用，请稍后重试"
 * @example messageFor("gateway.http503", "en") // "The service is temporarily unavailable. Please try again later."
 * @example messageFor("no.such.key") // "no.such.key"
 */
export function messageFor(key: MessageKey | (string & {}), locale: Locale = DEFAULT_LOCALE): string {
  const table: Readonly<Record<string, string>> = MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  if (!Object.prototype.hasOwnProperty.call(table, key)) return key;
  return table[key] ?? key;
}

/**
 * The text of `key` with its `{name}` placeholders filled from `values` (a placeholder without a value stays
 * as it is; see {@link fillPlaceholders}). Total.
 * @example formatMessage("tooLong", { max: 10 }) // "最多可输入10个字符"
 */
export function formatMessage(
  key: MessageKey | (string & {}),
  values: Readonly<Record<string, string | number>> = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  return fillPlaceholders(messageFor(key, locale), values);
}
