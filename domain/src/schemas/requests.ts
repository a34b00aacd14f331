/**
 * How the gateway reads the request of every catalogue call: one Schema per call, decoding the wire payload
 * (JSON body, form fields, query parameters, or the opened envelope) into `CallRequest<N>` of the package root.
 * The mock gateway (fixtures) decodes every request with these before its resolver sees it; the web client
 * does not need them (its payloads are typed), so they live apart from `GATEWAY_CONTRACTS`' answers and stay
 * out of the client's bundle.
 *
 * Decisions (our reading of the wire, design.md "Wire format"):
 * - The client drops blank fields (`cleanPayload`), so a required text field may arrive absent: it decodes to ""
 *   and the resolver decides whether it is missing (a bad request naming the field, as a gateway answers).
 *   A required field with a fixed list of values (`scene`, `custtype`) must be present and in the list.
 * - Numbers travel as JSON numbers or, in form and query fields, as decimal text: both decode to a number.
 * - A text field sent with another type (a number for a mobile…) is a bad request; fields a call does not take
 *   are dropped.
 * - An upload arrives as a data-URI text or as the received file's name, size and type.
 * A failure names the field: `missing` (absent, where it must be there) or `invalid`.
 */
import * as Effect from "effect/Effect";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import type { GatewayCallName } from "../gateway/catalogue";
import type { CallRequest } from "../gateway/payloads";

/** A required text field: absent decodes to "" (the resolver checks blanks). */
const Text = Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed("")));
/** An optional text field. */
const OptText = Schema.optionalKey(Schema.String);
/** A number: a JSON number or decimal text (form and query fields). */
const Num = Schema.Union([Schema.Finite, Schema.FiniteFromString]);
const OptNum = Schema.optionalKey(Num);
const OptBool = Schema.optionalKey(Schema.Boolean);
/** An uploaded file as the gateway reads a multipart field. */
const Upload = Schema.Union([
  Schema.String,
  Schema.Struct({ fileName: Schema.String, size: Schema.Finite, type: Schema.String, head: Schema.optionalKey(Schema.String) }),
]);

const Account = Schema.Struct({ mallId: Text });
const AccountRef = Schema.Struct({ mallId: OptText, mobile: OptText });
const Empty = Schema.Struct({});
const Order = Schema.Struct({ orderNo: Text, mallId: OptText });
const OrderList = Schema.Struct({ mallId: OptText, pageNo: OptNum, pageSize: OptNum, orderState: Schema.optionalKey(Schema.Literals(["0", "1", "2", "3"])) });
const PolicyDetail = Schema.Struct({ policyNo: Text, mallId: OptText });
const HolderLookup = Schema.Struct({
  mallId: OptText,
  policyNo: OptText,
  insuredName: OptText,
  identifyType: OptText,
  identifyNumber: OptText,
  code: OptText,
  licenseNo: OptText,
  carInsuredName: OptText,
  carIdentifyType: OptText,
  carIdentifyNumber: OptText,
  carCode: OptText,
  username: OptText,
  identifytype: OptText,
  identifynumber: OptText,
  birthday: OptText,
  sex: OptText,
  mobliephone: OptText,
});
const ClaimDetail = Schema.Struct({ claimNo: Text, mallId: OptText });
const BindState = Schema.Struct({ mallId: OptText, openid: OptText });
const Identity = Schema.Struct({ mallId: Text, name: Text, identifyType: OptText, identifyNumber: Text });
const FreeCover = Schema.Struct({ name: Text, identifyType: OptText, identifyNumber: Text, mobile: Text, mallId: OptText });
const Premium = Schema.Struct({ productCode: Text, planCode: Text, insuredCount: OptNum, duration: OptNum, sumQuantity: OptNum, kinds: OptText, renewalPolicyNo: OptText });
const ProposalSave = Schema.StructWithRest(
  Schema.Struct({
    productCode: Text,
    planCode: Text,
    mallId: OptText,
    insuredCount: OptNum,
    duration: OptNum,
    sumQuantity: OptNum,
    startDate: OptText,
    endDate: OptText,
  }),
  [Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Finite, Schema.Boolean]))],
);
const Pay = Schema.Struct({ orderNo: OptText, orderId: OptText, mallId: OptText, payType: OptText });
const SendSms = Schema.Struct({ mobile: Text, scene: Schema.Literals(["register", "reset", "login", "mobile", "verify"]) });
const CheckSms = Schema.Struct({ mobile: Text, verifyCode: Text });
const CompareOpenId = Schema.Struct({ openid: Text, mallId: Text, userType: Schema.Literal("1"), mobile: Text });
const LinkOpenId = Schema.Struct({ openid: Text, mallId: Text });
const ContactFields = {
  name: OptText,
  identifyType: OptText,
  identifyNumber: OptText,
  mobile: OptText,
  birthday: OptText,
  sex: Schema.optionalKey(Schema.Literals(["1", "2"])),
  relationship: OptText,
  email: OptText,
  isDefault: OptBool,
  mallId: OptText,
  contactId: OptText,
};
const Contact = Schema.Struct(ContactFields);
const ContactId = Schema.Struct({ mallId: Text, contactId: Text });
const Address = Schema.Struct({
  receiver: OptText,
  mobile: OptText,
  province: OptText,
  city: OptText,
  district: OptText,
  detail: OptText,
  postcode: OptText,
  isDefault: OptBool,
  mallId: OptText,
  addressId: OptText,
});
const AddressId = Schema.Struct({ mallId: Text, addressId: Text });
const Ocr = Schema.Struct({ image: Schema.optionalKey(Upload), file: Schema.optionalKey(Upload), mallId: OptText });
const Questions = Schema.Struct({ prpdCode: OptText });
const ServiceLink = Schema.Struct({ mallId: OptText });

/**
 * The request Schema of every catalogue call; each decodes to (a subtype of) `CallRequest<N>`.
 * @example Schema.decodeUnknownSync(GATEWAY_REQUESTS.login)({ mobile: "13800000000" }) // { mobile: "13800000000", password: "" }
 */
export const GATEWAY_REQUESTS: { readonly [N in GatewayCallName]: Schema.ConstraintDecoder<CallRequest<N>> } = {
  // Personal centre
  delOrder: Order,
  checkUser: Account,
  getUserInfo: Account,
  oderList: OrderList,
  pageing: OrderList,
  policyInfo: PolicyDetail,
  orderInfo: Order,
  bandUser: Schema.Struct({ ...Identity.fields, policyNo: OptText, licenseNo: OptText }),
  updateUser: Schema.Struct({ mallId: Text, userName: OptText, policyNo: OptText, applyMobile: OptText, applyEmail: OptText, applyAddress: OptText }),
  checkIdentify: Account,
  indentifyAuth: Identity,
  lookIdentify: Account,
  checkIdentifyNumber: Schema.Struct({ identifyNumber: Text, identifyType: OptText, mallId: OptText }),
  // Orders and policies
  queryCarPolicyList: HolderLookup,
  queryCarPolicyDetail: PolicyDetail,
  queryGasPolicyList: HolderLookup,
  queryGasPolicyDetail: PolicyDetail,
  queryInternetPolicyList: HolderLookup,
  queryInternetPolicyDetail: PolicyDetail,
  queryOtherPolicyList: HolderLookup,
  queryOtherPolicyDetail: PolicyDetail,
  queryOrderList: OrderList,
  queryOrderDetail: Order,
  download: PolicyDetail,
  corePolicyList: HolderLookup,
  corePolicyListScrm: HolderLookup,
  corePolicyDetail: PolicyDetail,
  coreClaimList: PolicyDetail,
  coreClaimDetail: ClaimDetail,
  coreEndorseDetail: PolicyDetail,
  coreGetEp: PolicyDetail,
  receiveCpp: FreeCover,
  receiveGci: FreeCover,
  renewalList: HolderLookup,
  renewalPageInfo: PolicyDetail,
  linkageUnified: Schema.Struct({ target: OptText, mallId: OptText }),
  // Proposals
  queryPlanList: Schema.Struct({
    productCode: OptText,
    category: Schema.optionalKey(Schema.Literals(["car", "travel", "accident", "home", "phone", "exhibition", "other"])),
  }),
  getPremiumFromRation: Premium,
  toNewProposa: Order,
  saveProposal: ProposalSave,
  selectRiskByPolicy: PolicyDetail,
  proposalUserInfo: ServiceLink,
  downProposal: Schema.Struct({ proposalNo: Text, mallId: OptText }),
  proposalApplication: Schema.Struct({
    proposalNo: OptText,
    insuredName: OptText,
    name: OptText,
    identifyType: OptText,
    identifyNumber: OptText,
    code: OptText,
    mallId: OptText,
  }),
  // Claims
  isBindUserInfo: BindState,
  bindUserInfo: Schema.Struct({
    username: Text,
    identifytype: Text,
    identifynumber: Text,
    birthday: OptText,
    sex: Schema.optionalKey(Schema.Literals(["0", "1"])),
    mobliephone: Text,
    openid: OptText,
    mallId: OptText,
  }),
  queryClaimList: Schema.Struct({ licenseNo: OptText, insuredName: OptText, identifyNo: OptText, engineNoLastSix: OptText, mallId: OptText, openid: OptText }),
  queryClaimDetail: ClaimDetail,
  isNoCarBindUserInfo: BindState,
  queryNoCarClaimList: Schema.Struct({ name: OptText, fcQueryIdentifyType: OptText, fcQueryIdentifyNumber: OptText, mallId: OptText, openid: OptText }),
  queryNoCarClaimDetial: ClaimDetail,
  // Invoices
  queryInvoice: HolderLookup,
  applicationInvoice: Schema.Struct({
    policyNo: Text,
    custname: Text,
    custtype: Schema.Literals(["03", "05"]),
    invoiceContent: Text,
    invoicePremium: Num,
    telephone: Text,
    buymailbox: Text,
    custtaxno: OptText,
    nameRemark: OptText,
    mallId: OptText,
  }),
  invoice: PolicyDetail,
  myInvoice: HolderLookup,
  isEiBindUserInfo: Account,
  forwardMessage: Schema.Struct({ policyNo: Text, buymailbox: Text, mallId: OptText }),
  invoicedDwnload: PolicyDetail,
  checkUserAuthority: PolicyDetail,
  // Surrender
  surrenderOrderList: HolderLookup,
  surrenderInfo: Schema.Struct({ policyNo: OptText, orderNo: OptText, mallId: OptText }),
  surrenderTospay: Schema.Struct({ policyNo: Text, orderNo: OptText, reasonCode: OptText, mallId: OptText }),
  querySurrender: HolderLookup,
  cancelUndwrtByOrderNo: Order,
  // Payment
  orderPay: Pay,
  externalPay: Pay,
  // Mall account
  getRandom: Empty,
  register: Schema.Struct({ mobile: Text, verifyCode: Text, password: Text, openid: OptText }),
  login: Schema.Struct({ mobile: Text, password: Text, openid: OptText }),
  quickLogin: Schema.Struct({ mobile: Text, verifyCode: Text, openid: OptText }),
  changeMallPassword: Schema.Struct({ mallId: Text, oldPassword: Text, newPassword: Text }),
  updatePhone: Schema.Struct({ mallId: Text, newMobile: Text, verifyCode: Text, oldVerifyCode: Text }),
  updatePassword: Schema.Struct({ mobile: Text, verifyCode: Text, password: Text }),
  loginCheckUser: Schema.Struct({ mobile: Text }),
  checkUserAndCode: CheckSms,
  defaultLogin: Schema.Struct({ openid: Text }),
  logoutMall: Account,
  checkNocarVCode: CheckSms,
  getSign: Schema.Struct({ url: Text }),
  getToken: Schema.Struct({ code: Text }),
  getUser: Schema.Struct({ openid: Text, access_token: OptText }),
  setUserOpenid: LinkOpenId,
  setQuickLoginUserOpenid: LinkOpenId,
  compareOpenId: CompareOpenId,
  compareQuickLoginOpenId: CompareOpenId,
  contactsFindAll: Account,
  addContact: Contact,
  getContactInfo: ContactId,
  updateContact: Contact,
  replaceContact: Contact,
  addressFindAll: Account,
  addAddress: Address,
  updateAddress: Address,
  // Others
  ocrIdCardFront: Ocr,
  ocrIdCardBack: Ocr,
  sourceCodeCheck: Schema.Struct({ sourceCode: Text }),
  sendAdvice: Schema.Struct({ content: Text, mallId: OptText, mobile: OptText, adviceType: OptText, prpdCode: OptText, problemId: OptText, imageIds: OptText, policyNo: OptText }),
  pageInitMall: Schema.Struct({ shopId: OptText }),
  showEquity: Schema.Struct({ ...AccountRef.fields, flightNo: OptText, flightDate: OptText, identifyType: OptText, identifyNumber: OptText }),
  activate: Schema.Struct({ mallId: OptText, mobile: OptText, benefitId: OptText, code: OptText }),
  showEquityScrm: AccountRef,
  saveBpm: Schema.StructWithRest(Schema.Struct({ bpmType: Text, mallId: OptText }), [Schema.Record(Schema.String, Schema.String)]),
  uploadBpmImage: Schema.Struct({ image: Schema.optionalKey(Upload), file: Schema.optionalKey(Upload), bpmNo: OptText, mallId: OptText }),
  queryInsuranceCardList: Schema.Struct({ mallId: OptText, mobile: OptText, shareRef: OptText }),
  activeCard: Schema.Struct({
    cardNo: Text,
    cardPassword: Text,
    mallId: OptText,
    mobile: OptText,
    insuredName: OptText,
    identifyType: OptText,
    identifyNumber: OptText,
    insuredRelationship: OptText,
    shareRef: OptText,
  }),
  joinCusSer: ServiceLink,
  valueAdd: Schema.Struct({ serviceType: OptText, city: OptText, mallId: OptText }),
  tokenAndRight: Schema.Struct({ serviceCode: Text, mallId: OptText }),
  interimOrder: ProposalSave,
  interimOrderInfo: Schema.Struct({ orderNo: OptText, orderId: OptText, interimNo: OptText, mallId: OptText }),
  getPolicyInfo: PolicyDetail,
  getverificationCodeBJ: SendSms,
  checkVerificationCode: CheckSms,
  selectProblem: Questions,
  prpdCode: Empty,
  // GET calls
  deleteContact: ContactId,
  getAddressInfo: AddressId,
  deleteAddress: AddressId,
  careVoice: ServiceLink,
  getCaptcha: Empty,
  getMobileCode: SendSms,
  prpdCodeProblem: Questions,
};

/** Why a request does not decode: the first field at fault. */
export interface RequestIssue {
  /** Dot-joined path of the field ("" for the payload itself). */
  readonly path: string;
  /** `missing`: absent where it must be there; `invalid`: present with a wrong type or value. */
  readonly kind: "missing" | "invalid";
}

/** The outcome of {@link decodeRequest}. */
export type DecodedRequest<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issue: RequestIssue };

const FORMATTER = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (leaf) => (leaf._tag === "MissingKey" ? "missing" : "invalid"),
});

/**
 * Decodes the wire payload of `name` as the gateway reads it. Never throws.
 * @example decodeRequest("login", { mobile: "13800000000", password: "Demo2024", extra: 1 }) // { ok: true, value: { mobile: "13800000000", password: "Demo2024" } }
 * @example decodeRequest("getMobileCode", { mobile: "13800000000" }) // { ok: false, issue: { path: "scene", kind: "missing" } }
 */
export function decodeRequest<N extends GatewayCallName>(name: N, payload: unknown): DecodedRequest<CallRequest<N>> {
  try {
    if (!Object.prototype.hasOwnProperty.call(GATEWAY_REQUESTS, name)) return { ok: false, issue: { path: "", kind: "invalid" } };
    const schema: Schema.ConstraintDecoder<CallRequest<N>> = GATEWAY_REQUESTS[name];
    const result = Schema.decodeUnknownResult(schema)(payload);
    if (Result.isSuccess(result)) return { ok: true, value: result.success };
    const first = FORMATTER(result.failure.issue).issues[0];
    const path = (first?.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");
    return { ok: false, issue: { path, kind: first?.message === "missing" ? "missing" : "invalid" } };
  } catch {
    return { ok: false, issue: { path: "", kind: "invalid" } };
  }
}
