/**
 * The form texts in English (`form-messages.ts` loads this module with `loadFormMessages("en")`): the catalogue's
 * English schema, identity and format texts, the same keys as `FORM_TEXTS_ZH`.
 */
import { FORMAT_TEXTS_EN } from "../messages/formats.en";
import { IDENTITY_TEXTS_EN } from "../messages/identity.en";
import { SCHEMA_TEXTS_EN } from "../messages/schemas.en";

/**
 * The form texts in English, by key.
 * @example FORM_TEXTS_EN.required // "This field is required"
 */
export const FORM_TEXTS_EN: Readonly<Record<string, string>> = Object.freeze({ ...SCHEMA_TEXTS_EN, ...IDENTITY_TEXTS_EN, ...FORMAT_TEXTS_EN });
