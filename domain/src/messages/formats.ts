/**
 * User-facing texts of the format rules (spec §5): one "invalid" message per validator of formats/, the
 * VIN check-digit warning, the length message (`{max}` is the limit) and the money parse reasons.
 * Same keys in both languages; FIELD_VALIDATOR_MESSAGE_KEYS maps the spec's validator kinds to these keys.
 */
import { FORMAT_TEXTS_ZH } from "./formats.zh";
import { FORMAT_TEXTS_EN } from "./formats.en";
export const FORMAT_MESSAGES = { "zh-CN": FORMAT_TEXTS_ZH, en: FORMAT_TEXTS_EN } as const;
