/**
 * The identity texts in English: the data of `IDENTITY_MESSAGES.en` (./identity.ts), the same keys as {@link IDENTITY_TEXTS_ZH}
 * (a missing or extra key does not compile). Loaded apart from the Chinese ones (`loadFormMessages("en")`).
 */
import type { IDENTITY_TEXTS_ZH } from "./identity.zh";

export const IDENTITY_TEXTS_EN = {
  "identity.reason.length": "The ID card number has a wrong number of digits",
  "identity.reason.charset": "The ID card number may contain only digits, with X as the last character",
  "identity.reason.region": "The ID card number has an unknown region code",
  "identity.reason.birthDate": "The birth date in the ID card number is not valid",
  "identity.reason.checksum": "The ID card number's check character does not match; please check the number",
  "identity.creditCode.reason.length": "The unified social credit code must have 18 characters",
  "identity.creditCode.reason.charset":
    "The unified social credit code may contain only digits and capital letters (not I, O, S, V, Z)",
  "identity.creditCode.reason.pair": "The credit code's registration authority or institution type is not valid",
  "identity.creditCode.reason.region": "The credit code's administrative division code is not valid",
  "identity.creditCode.reason.orgCode": "The organisation code inside the credit code is not valid",
  "identity.creditCode.reason.checksum": "The credit code's check character does not match; please check the code",
  "identity.orgCode.invalid": "The organisation code is not valid",
  "identity.number.invalid": "The document number is not in a valid format",
} as const satisfies { readonly [K in keyof typeof IDENTITY_TEXTS_ZH]: string };
