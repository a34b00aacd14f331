/**
 * Texts of the entity schemas (schemas/) that the format, identity and calendar tables do not already hold.
 * Keys are prefixed `schema.`.
 */
import type { MessageTable } from "./locale";

/** Schema texts, by locale then key. */
export const SCHEMA_MESSAGES = {
  "zh-CN": {
    "schema.invalid": "填写的内容格式不正确",
    "schema.choice": "请选择有效的选项",
    "schema.code": "验证码为5位字母或数字",
    "schema.proposalNumber": "请输入正确的投保单号",
    "schema.engineNoLastSix": "请输入发动机号后六位",
    // issue 21 "Limits": the settlement lookup asks for the last six of the insured's identity number
    "schema.idCardLastSix": "请输入身份证号码后六位（6位数字，末位可为X）",
    "schema.identifyNoLastSix": "请输入证件号码后六位（6位字母或数字）",
    "schema.number": "请输入有效的数字",
    "schema.hour": "小时须在0到24之间",
    "schema.count": "数量须为正整数",
    "schema.mallPassword": "密码须为8-20位，且同时包含字母和数字",
    "schema.confirmMismatch": "两次输入的密码不一致",
    "schema.samePassword": "新密码不能与原密码相同",
    "schema.sameMobile": "新手机号不能与当前手机号相同",
    "schema.agreement": "请先阅读并同意用户协议和隐私政策",
    "schema.identityAgreement": "请先阅读并同意实名认证授权协议",
    "schema.postcode": "请输入6位数字邮政编码",
    "schema.region": "请选择完整的省、市、区",
    "schema.insuredTwice": "此证件号码已是另一位被保险人，同一人只能被保险一次",
    "schema.cardNo": "请输入正确的卡号（6-30位字母或数字）",
    "schema.surrenderUnderstood": "请确认您已知晓退保后保障终止且不可撤销",
    "schema.benefitCode": "请输入正确的激活码（8-20位字母或数字）",
    "schema.isoDate": "请选择正确的日期",
    // a date of birth outside 100 years back to today: the date picker's message of spec §5
    "schema.birthDate": "输入的数据不合法!",
    "schema.dateNotBefore": "日期不能早于{date}",
    "schema.dateNotAfter": "日期不能晚于{date}",
    "schema.endBeforeStart": "结束日期不能早于开始日期",
    "schema.courtesyCarTooLong": "每次用车最长{days}天，请分次申请",
    "schema.caseNo": "请输入正确的报案号或保单号（1-22位字母或数字）",
    "schema.engineNumber": "请输入正确的发动机号（4-20位字母或数字）",
    // buy-b (issue 9): the application form's agreement
    "schema.applicationAgreement": "请先阅读并同意投保须知、保险条款和投保声明",
    // car (issue 9, /insureRight): the cover choice
    "car.needsDamage": "附加车身划痕损失险须同时投保机动车损失保险",
    "car.needsLiability": "附加医保外医疗费用责任险须同时投保第三者责任保险或车上人员责任保险",
    "car.sumNotOffered": "请选择列表中的保险金额",
  },
  en: {
    "schema.invalid": "The value is not in a valid format",
    "schema.choice": "Choose one of the offered options",
    "schema.code": "The verification code is 5 letters or digits",
    "schema.proposalNumber": "Enter a valid proposal number",
    "schema.engineNoLastSix": "Enter the last six characters of the engine number",
    "schema.idCardLastSix": "Enter the last six characters of the ID card number (6 digits; the last may be X)",
    "schema.identifyNoLastSix": "Enter the last six characters of the identity number (6 letters or digits)",
    "schema.number": "Enter a valid number",
    "schema.hour": "The hour must be between 0 and 24",
    "schema.count": "The quantity must be a positive whole number",
    "schema.mallPassword": "The password must be 8 to 20 characters with both letters and digits",
    "schema.confirmMismatch": "The two passwords do not match",
    "schema.samePassword": "The new password must differ from the current one",
    "schema.sameMobile": "The new number must differ from the current one",
    "schema.agreement": "Please read and accept the user agreement and privacy policy",
    "schema.identityAgreement": "Please read and accept the identity verification authorisation",
    "schema.postcode": "Enter a 6-digit postal code",
    "schema.region": "Choose the province, city and district",
    "schema.insuredTwice": "This ID number is already another insured person's; a person is insured once",
    "schema.cardNo": "Enter a valid card number (6 to 30 letters or digits)",
    "schema.surrenderUnderstood": "Confirm that you understand the cover ends and this cannot be undone",
    "schema.benefitCode": "Enter a valid activation code (8 to 20 letters or digits)",
    "schema.isoDate": "Choose a valid date",
    "schema.birthDate": "The data entered is not valid!",
    "schema.dateNotBefore": "The date cannot be before {date}",
    "schema.dateNotAfter": "The date cannot be after {date}",
    "schema.endBeforeStart": "The end date cannot be before the start date",
    "schema.courtesyCarTooLong": "One request covers at most {days} days; please request the rest separately",
    "schema.caseNo": "Enter a valid claim or policy number (1 to 22 letters or digits)",
    "schema.engineNumber": "Enter a valid engine number (4 to 20 letters or digits)",
    // buy-b (issue 9): the application form's agreement
    "schema.applicationAgreement": "Please read and accept the notice, the policy terms and the declaration",
    // car (issue 9, /insureRight): the cover choice
    "car.needsDamage": "The body scratch rider needs the vehicle damage cover",
    "car.needsLiability": "The medical rider needs the third-party or the on-board persons' liability cover",
    "car.sumNotOffered": "Choose a sum from the list",
  },
} as const satisfies MessageTable;

/** Keys of the schema texts. */
export type SchemaMessageKey = keyof (typeof SCHEMA_MESSAGES)["zh-CN"];
