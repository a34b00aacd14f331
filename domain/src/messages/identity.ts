/**
 * User-facing texts of the identity rules, zh-CN (default) and en, with the same keys in both. The
 * catalogue (messages/index) merges this table; screens look texts up by key, e.g.
 * `IDENTITY_MESSAGES["zh-CN"][idCardReasonKey(result.reason)]`.
 *
 * `identity.reason.length` is spec §5's identity length error ("the identity number has a wrong number of
 * digits").
 */
import type { CreditCodeFailure } from "../identity/credit-code";
import type { IdCardFailure } from "../identity/id-card";

/** Every identity message, by locale then key. */
export const IDENTITY_MESSAGES = {
  "zh-CN": {
    "identity.reason.length": "身份证号码位数不正确",
    "identity.reason.charset": "身份证号码只能包含数字，最后一位可以是X",
    "identity.reason.region": "身份证号码的地区码不正确",
    "identity.reason.birthDate": "身份证号码中的出生日期不正确",
    "identity.reason.checksum": "身份证号码校验位不正确，请核对号码",
    "identity.creditCode.reason.length": "统一社会信用代码应为18位",
    "identity.creditCode.reason.charset": "统一社会信用代码只能包含数字和大写字母（不含I、O、S、V、Z）",
    "identity.creditCode.reason.pair": "统一社会信用代码的登记管理部门或机构类别代码不正确",
    "identity.creditCode.reason.region": "统一社会信用代码的行政区划码不正确",
    "identity.creditCode.reason.orgCode": "统一社会信用代码中的组织机构代码不正确",
    "identity.creditCode.reason.checksum": "统一社会信用代码校验位不正确，请核对代码",
    "identity.orgCode.invalid": "组织机构代码不正确",
    "identity.number.invalid": "证件号码格式不正确",
  },
  en: {
    "identity.reason.length": "The identity number has a wrong number of digits",
    "identity.reason.charset": "The identity number may contain only digits, with X as the last character",
    "identity.reason.region": "The identity number has an unknown region code",
    "identity.reason.birthDate": "The birth date in the identity number is not valid",
    "identity.reason.checksum": "The identity number's check character does not match; please check the number",
    "identity.creditCode.reason.length": "The unified social credit code must have 18 characters",
    "identity.creditCode.reason.charset":
      "The unified social credit code may contain only digits and capital letters (not I, O, S, V, Z)",
    "identity.creditCode.reason.pair": "The credit code's registration authority or institution type is not valid",
    "identity.creditCode.reason.region": "The credit code's administrative division code is not valid",
    "identity.creditCode.reason.orgCode": "The organisation code inside the credit code is not valid",
    "identity.creditCode.reason.checksum": "The credit code's check character does not match; please check the code",
    "identity.orgCode.invalid": "The organisation code is not valid",
    "identity.number.invalid": "The document number is not in a valid format",
  },
} as const;

/** A key of {@link IDENTITY_MESSAGES}. */
export type IdentityMessageKey = keyof (typeof IDENTITY_MESSAGES)["zh-CN"];

/**
 * The message key for a `parseIdCard` failure reason.
 * @example idCardReasonKey("length") // "identity.reason.length"
 */
export function idCardReasonKey(reason: IdCardFailure): `identity.reason.${IdCardFailure}` {
  return `identity.reason.${reason}`;
}

/**
 * The message key for a `parseCreditCode` failure reason.
 * @example creditCodeReasonKey("pair") // "identity.creditCode.reason.pair"
 */
export function creditCodeReasonKey(reason: CreditCodeFailure): `identity.creditCode.reason.${CreditCodeFailure}` {
  return `identity.creditCode.reason.${reason}`;
}
