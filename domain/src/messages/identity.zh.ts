/**
 * The identity texts in Chinese (zh-CN, the default locale): the data of `IDENTITY_MESSAGES["zh-CN"]` (./identity.ts), in a
 * module of its own so that a form route carries the Chinese form texts without the English ones
 * (`application/form-messages.ts`; the English load with `loadFormMessages("en")`).
 */
export const IDENTITY_TEXTS_ZH = {
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
} as const;
