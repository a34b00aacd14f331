/**
 * Texts of the entity schemas (schemas/) that the format, identity and calendar tables do not already hold.
 * Keys are prefixed `schema.`.
 */
import { SCHEMA_TEXTS_ZH } from "./schemas.zh";
import { SCHEMA_TEXTS_EN } from "./schemas.en";
import type { MessageTable } from "./locale";

/** Schema texts, by locale then key. */
export const SCHEMA_MESSAGES = { "zh-CN": SCHEMA_TEXTS_ZH, en: SCHEMA_TEXTS_EN } as const satisfies MessageTable;

/** Keys of the schema texts. */
export type SchemaMessageKey = keyof (typeof SCHEMA_MESSAGES)["zh-CN"];
