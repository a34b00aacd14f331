/**
 * The schemas texts in Chinese (zh-CN, the default locale): the data of `SCHEMA_MESSAGES["zh-CN"]` (./schemas.ts), in a
 * module of its own so that a form route carries the Chinese form texts without the English ones
 * (`application/form-messages.ts`; the English load with `loadFormMessages("en")`).
 */
export const SCHEMA_TEXTS_ZH = {
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
} as const;
