import { defineMessages } from "../../i18n";

/** Texts of the shared lookup, result-list, detail and not-found shapes (no feature owns them), zh-CN with English. */
export const LOOKUP_MESSAGES = defineMessages({
  "zh-CN": {
    "lookup.field.policyNo": "保单号",
    "lookup.field.insuredName": "被保险人姓名",
    "lookup.field.holderName": "投保人姓名",
    "lookup.field.identifyType": "证件类型",
    "lookup.field.identifyNumber": "证件号码",
    "lookup.field.licenseNo": "车牌号",
    "lookup.field.code": "验证码",
    "lookup.field.username": "姓名",
    "lookup.field.birthday": "出生日期",
    "lookup.field.sex": "性别",
    "lookup.field.sex.0": "男",
    "lookup.field.sex.1": "女",
    "lookup.field.mobile": "手机号",
    "lookup.captchaImage": "图形验证码",
    "lookup.captchaRefresh": "换一张",
    "lookup.captchaLoading": "验证码加载中",
    "lookup.captchaFailed": "验证码加载失败，点“换一张”重试",
    "lookup.submit": "查询",
    "lookup.notFound.title": "未查询到相关信息",
    "lookup.notFound.description": "请核对以下查询条件是否与保单上的信息一致，然后重新查询。",
    "lookup.notFound.searched": "您查询的条件",
    "lookup.notFound.retry": "修改条件重新查询",
    "lookup.notFound.home": "返回首页",
    "lookup.more": "加载更多",
    "lookup.loading": "正在加载",
    // look-b (issue 10): the settlement and flight-delay lookups
    "lookup.field.engineNoLastSix": "发动机号后六位",
    // issue 21 "Limits": the settlement lookup asks for the last six of the insured's identity number (spec §5 "6 on one")
    "lookup.field.identifyNoLastSix": "证件号码后六位",
    "lookup.hint.identifyNoLastSix": "被保险人证件号码的最后六位，末位为X时请输入X",
    "lookup.field.flightNo": "航班号",
    "lookup.field.flightDate": "航班日期",
  },
  en: {
    "lookup.field.policyNo": "Policy number",
    "lookup.field.insuredName": "Insured's name",
    "lookup.field.holderName": "Policyholder's name",
    "lookup.field.identifyType": "Document type",
    "lookup.field.identifyNumber": "Document number",
    "lookup.field.licenseNo": "Plate number",
    "lookup.field.code": "Verification code",
    "lookup.field.username": "Name",
    "lookup.field.birthday": "Date of birth",
    "lookup.field.sex": "Sex",
    "lookup.field.sex.0": "Male",
    "lookup.field.sex.1": "Female",
    "lookup.field.mobile": "Mobile number",
    "lookup.captchaImage": "Picture verification code",
    "lookup.captchaRefresh": "New code",
    "lookup.captchaLoading": "Loading the verification code",
    "lookup.captchaFailed": "The verification code did not load; tap “New code” to retry",
    "lookup.submit": "Search",
    "lookup.notFound.title": "Nothing found",
    "lookup.notFound.description": "Check that the details below match your policy, then search again.",
    "lookup.notFound.searched": "What you searched for",
    "lookup.notFound.retry": "Change the details and search again",
    "lookup.notFound.home": "Back to home",
    "lookup.more": "Load more",
    "lookup.loading": "Loading",
    // look-b (issue 10): the settlement and flight-delay lookups
    "lookup.field.engineNoLastSix": "Engine number, last six characters",
    "lookup.field.identifyNoLastSix": "Document number, last six characters",
    "lookup.hint.identifyNoLastSix": "The last six characters of the insured's document number; type an X if it ends with one",
    "lookup.field.flightNo": "Flight number",
    "lookup.field.flightDate": "Flight date",
  },
});

/** A field label the lookup shape knows. */
export type LookupLabel =
  | "policyNo"
  | "insuredName"
  | "holderName"
  | "identifyType"
  | "identifyNumber"
  | "licenseNo"
  | "code"
  | "username"
  | "birthday"
  | "sex"
  | "sex.0"
  | "sex.1"
  | "mobile"
  // look-b (issue 10)
  | "engineNoLastSix"
  | "flightNo"
  | "flightDate"
  // issue 21 "Limits"
  | "identifyNoLastSix";

/** A field hint the lookup shape knows (`lookup.hint.<hint>`). */
export type LookupHint = "identifyNoLastSix";
