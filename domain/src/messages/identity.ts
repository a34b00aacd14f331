/**
 * User-facing texts of the identity rules, zh-CN (default) and en, with the same keys in both. The
 * catalogue (messages/index) merges this table; screens look texts up by key, e.g.
 * `IDENTITY_MESSAGES["zh-CN"][idCardReasonKey(result.reason)]`.
 *
 * `identity.reason.length` is spec §5's identity length error ("the identity number has a wrong number of
 * digits").
 */
import { IDENTITY_TEXTS_ZH } from "./identity.zh";
import { IDENTITY_TEXTS_EN } from "./identity.en";

/** Every identity message, by locale then key. */
export const IDENTITY_MESSAGES = { "zh-CN": IDENTITY_TEXTS_ZH, en: IDENTITY_TEXTS_EN } as const;

/** A key of {@link IDENTITY_MESSAGES}. */
export type IdentityMessageKey = keyof (typeof IDENTITY_MESSAGES)["zh-CN"];

export { creditCodeReasonKey, idCardReasonKey } from "./identity-keys";
