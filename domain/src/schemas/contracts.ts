/**
 * One contract per gateway call: the Schema of its answer (the `data` of a status-1 answer), keyed by catalogue
 * name. The request of each call is the type `CallRequest<N>` of the package root (`gateway/payloads.ts`); the
 * answer is `CallAnswer<N>`, the decoded type of `GATEWAY_CONTRACTS[N].answer`.
 *
 * Decisions where the spec is silent:
 * - A refusal (status ≠ 1) carries no contract: its `data` is not read (the reason is `common.resultMsg`).
 * - Lists answer an array (`valueAdd` the value-added services, or the outlets with `serviceType: "outlet"`);
 *   the §4 "single object as the first entry" reading is applied only where §4 names it: the invoice, surrender,
 *   surrender-application and application (proposal) result lists (`queryInvoice`, `myInvoice`, `surrenderOrderList`,
 *   `querySurrender`, `proposalApplication`) answer an array or one record (`listOrOne`); a screen reads them through
 *   `toResultList`.
 * - `decodeAnswer` never throws: an unexpected exception inside effect is an issue at the path "".
 * Exported only from `@micromall/domain/schemas` (effect stays out of the package root).
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import type { GatewayCallName } from "../gateway/catalogue";
import {
  AddressSchema,
  AdviceSchema,
  AuthedFlagSchema,
  BindStateSchema,
  BlacklistedFlagSchema,
  BoundFlagSchema,
  BpmImageSchema,
  BpmSchema,
  CaptchaSchema,
  ChangedFlagSchema,
  CheckUserSchema,
  ClaimDetailSchema,
  ClaimSummarySchema,
  ContactSchema,
  CustomerServiceLinkSchema,
  DeletedFlagSchema,
  EndorsementSchema,
  FreeCoverSchema,
  GetTokenSchema,
  IdentityAuthRecordSchema,
  InsuranceCardSchema,
  InvoiceAuthoritySchema,
  InvoiceRecordAnswerSchema,
  InvoiceRequestAnswerSchema,
  LinkSchema,
  LinkedFlagSchema,
  LoggedOutFlagSchema,
  MallHomeSchema,
  MallUserSchema,
  MessengerUserSchema,
  OcrBackSchema,
  OcrFrontSchema,
  OrderPageSchema,
  OrderRecordSchema,
  PaySchema,
  PlanListSchema,
  PolicyDetailSchema,
  PolicySummarySchema,
  PremiumSchema,
  ProposalRecordSchema,
  NewProposalSchema,
  ProposalSaveSchema,
  ProposalUserInfoSchema,
  QuestionProductSchema,
  QuestionSchema,
  RandomSchema,
  RegisteredFlagSchema,
  RenewalItemSchema,
  RenewalPageInfoSchema,
  RiskKindSchema,
  SentFlagSchema,
  ServiceBenefitSchema,
  ServiceOutletSchema,
  ServiceTokenSchema,
  SignSchema,
  SmsSentSchema,
  SourceCodeSchema,
  SurrenderApplicationSchema,
  SurrenderInfoSchema,
  SurrenderRecordAnswerSchema,
  UrlSchema,
  UserInfoSchema,
  ValidFlagSchema,
  ValueAddServiceSchema,
} from "./answers";

const list = <S extends Schema.Top>(item: S) => Schema.mutable(Schema.Array(item));
/** An array of `item`, or one `item` (spec §4 result lists: a single returned object is the first entry). */
const listOrOne = <S extends Schema.Top>(item: S) => Schema.Union([list(item), item]);
const answer = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) => ({ answer: schema }) as const;

/**
 * The answer Schema of every catalogue call.
 * @example Schema.decodeUnknownSync(GATEWAY_CONTRACTS.login.answer)(data) // a MallUser, or throws
 */
export const GATEWAY_CONTRACTS = {
  // Personal centre
  delOrder: answer(DeletedFlagSchema),
  checkUser: answer(CheckUserSchema),
  getUserInfo: answer(UserInfoSchema),
  oderList: answer(OrderPageSchema),
  pageing: answer(OrderPageSchema),
  policyInfo: answer(PolicyDetailSchema),
  orderInfo: answer(OrderRecordSchema),
  bandUser: answer(BoundFlagSchema),
  updateUser: answer(MallUserSchema),
  checkIdentify: answer(AuthedFlagSchema),
  indentifyAuth: answer(IdentityAuthRecordSchema),
  lookIdentify: answer(IdentityAuthRecordSchema),
  checkIdentifyNumber: answer(BlacklistedFlagSchema),
  // Orders and policies
  queryCarPolicyList: answer(list(PolicySummarySchema)),
  queryCarPolicyDetail: answer(PolicyDetailSchema),
  queryGasPolicyList: answer(list(PolicySummarySchema)),
  queryGasPolicyDetail: answer(PolicyDetailSchema),
  queryInternetPolicyList: answer(list(PolicySummarySchema)),
  queryInternetPolicyDetail: answer(PolicyDetailSchema),
  queryOtherPolicyList: answer(list(PolicySummarySchema)),
  queryOtherPolicyDetail: answer(PolicyDetailSchema),
  queryOrderList: answer(OrderPageSchema),
  queryOrderDetail: answer(OrderRecordSchema),
  download: answer(UrlSchema),
  corePolicyList: answer(list(PolicySummarySchema)),
  corePolicyListScrm: answer(list(PolicySummarySchema)),
  corePolicyDetail: answer(PolicyDetailSchema),
  coreClaimList: answer(list(ClaimSummarySchema)),
  coreClaimDetail: answer(ClaimDetailSchema),
  coreEndorseDetail: answer(list(EndorsementSchema)),
  coreGetEp: answer(UrlSchema),
  receiveCpp: answer(FreeCoverSchema),
  receiveGci: answer(FreeCoverSchema),
  renewalList: answer(list(RenewalItemSchema)),
  renewalPageInfo: answer(RenewalPageInfoSchema),
  linkageUnified: answer(LinkSchema),
  // Proposals
  queryPlanList: answer(PlanListSchema),
  getPremiumFromRation: answer(PremiumSchema),
  toNewProposa: answer(NewProposalSchema),
  saveProposal: answer(ProposalSaveSchema),
  selectRiskByPolicy: answer(list(RiskKindSchema)),
  proposalUserInfo: answer(ProposalUserInfoSchema),
  downProposal: answer(UrlSchema),
  proposalApplication: answer(listOrOne(ProposalRecordSchema)),
  // Claims
  isBindUserInfo: answer(BindStateSchema),
  bindUserInfo: answer(BindStateSchema),
  queryClaimList: answer(list(ClaimSummarySchema)),
  queryClaimDetail: answer(ClaimDetailSchema),
  isNoCarBindUserInfo: answer(BindStateSchema),
  queryNoCarClaimList: answer(list(ClaimSummarySchema)),
  queryNoCarClaimDetial: answer(ClaimDetailSchema),
  // Invoices
  queryInvoice: answer(listOrOne(InvoiceRecordAnswerSchema)),
  applicationInvoice: answer(InvoiceRequestAnswerSchema),
  invoice: answer(InvoiceRecordAnswerSchema),
  myInvoice: answer(listOrOne(InvoiceRecordAnswerSchema)),
  isEiBindUserInfo: answer(BindStateSchema),
  forwardMessage: answer(SentFlagSchema),
  invoicedDwnload: answer(UrlSchema),
  checkUserAuthority: answer(InvoiceAuthoritySchema),
  // Surrender
  surrenderOrderList: answer(listOrOne(SurrenderRecordAnswerSchema)),
  surrenderInfo: answer(SurrenderInfoSchema),
  surrenderTospay: answer(SurrenderApplicationSchema),
  querySurrender: answer(listOrOne(SurrenderApplicationSchema)),
  cancelUndwrtByOrderNo: answer(OrderRecordSchema),
  // Payment
  orderPay: answer(PaySchema),
  externalPay: answer(PaySchema),
  // Mall account
  getRandom: answer(RandomSchema),
  register: answer(MallUserSchema),
  login: answer(MallUserSchema),
  quickLogin: answer(MallUserSchema),
  changeMallPassword: answer(ChangedFlagSchema),
  updatePhone: answer(MallUserSchema),
  updatePassword: answer(ChangedFlagSchema),
  loginCheckUser: answer(RegisteredFlagSchema),
  checkUserAndCode: answer(RegisteredFlagSchema),
  defaultLogin: answer(MallUserSchema),
  logoutMall: answer(LoggedOutFlagSchema),
  checkNocarVCode: answer(ValidFlagSchema),
  getSign: answer(SignSchema),
  getToken: answer(GetTokenSchema),
  getUser: answer(MessengerUserSchema),
  setUserOpenid: answer(LinkedFlagSchema),
  setQuickLoginUserOpenid: answer(LinkedFlagSchema),
  compareOpenId: answer(ValidFlagSchema),
  compareQuickLoginOpenId: answer(ValidFlagSchema),
  contactsFindAll: answer(list(ContactSchema)),
  addContact: answer(ContactSchema),
  getContactInfo: answer(ContactSchema),
  updateContact: answer(ContactSchema),
  replaceContact: answer(ContactSchema),
  addressFindAll: answer(list(AddressSchema)),
  addAddress: answer(AddressSchema),
  updateAddress: answer(AddressSchema),
  // Others
  ocrIdCardFront: answer(OcrFrontSchema),
  ocrIdCardBack: answer(OcrBackSchema),
  sourceCodeCheck: answer(SourceCodeSchema),
  sendAdvice: answer(AdviceSchema),
  pageInitMall: answer(MallHomeSchema),
  showEquity: answer(list(ServiceBenefitSchema)),
  activate: answer(ServiceBenefitSchema),
  showEquityScrm: answer(list(ServiceBenefitSchema)),
  saveBpm: answer(BpmSchema),
  uploadBpmImage: answer(BpmImageSchema),
  queryInsuranceCardList: answer(list(InsuranceCardSchema)),
  activeCard: answer(InsuranceCardSchema),
  joinCusSer: answer(CustomerServiceLinkSchema),
  valueAdd: answer(Schema.Union([list(ValueAddServiceSchema), list(ServiceOutletSchema)])),
  tokenAndRight: answer(ServiceTokenSchema),
  interimOrder: answer(ProposalSaveSchema),
  interimOrderInfo: answer(OrderRecordSchema),
  getPolicyInfo: answer(PolicyDetailSchema),
  getverificationCodeBJ: answer(SmsSentSchema),
  checkVerificationCode: answer(ValidFlagSchema),
  selectProblem: answer(list(QuestionSchema)),
  prpdCode: answer(list(QuestionProductSchema)),
  // GET calls
  deleteContact: answer(DeletedFlagSchema),
  getAddressInfo: answer(AddressSchema),
  deleteAddress: answer(DeletedFlagSchema),
  careVoice: answer(LinkSchema),
  getCaptcha: answer(CaptchaSchema),
  getMobileCode: answer(SmsSentSchema),
  prpdCodeProblem: answer(list(QuestionSchema)),
} as const satisfies { readonly [N in GatewayCallName]: { readonly answer: Schema.ConstraintDecoder<unknown> } };

/** The contracts, by name. */
export type GatewayContracts = typeof GATEWAY_CONTRACTS;

/**
 * The decoded answer (`data` of a status-1 answer) of one call.
 * @example const user: CallAnswer<"login"> = { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false };
 */
export type CallAnswer<N extends GatewayCallName> = GatewayContracts[N]["answer"]["Type"];

/** One problem of an answer that does not decode: where (dot-joined path, "" for the whole) and what. */
export interface AnswerIssue {
  readonly path: string;
  readonly message: string;
}

/** The outcome of {@link decodeAnswer}. */
export type DecodedAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly AnswerIssue[] };

const FORMATTER = SchemaIssue.makeFormatterStandardSchemaV1();

/**
 * Decodes the `data` of a status-1 answer of `name` with its contract. Never throws. Issue messages are for
 * logs and tests (effect's English texts); the customer sees the §8 "other" failure.
 * @example decodeAnswer("login", { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false }).ok // true
 * @example decodeAnswer("login", null) // { ok: false, issues: [{ path: "", message: "Expected object, got null" }] }
 */
export function decodeAnswer<N extends GatewayCallName>(name: N, data: unknown): DecodedAnswer<CallAnswer<N>> {
  try {
    if (!Object.prototype.hasOwnProperty.call(GATEWAY_CONTRACTS, name)) return { ok: false, issues: [{ path: "", message: `no contract for "${String(name)}"` }] };
    const schema: GatewayContracts[N]["answer"] = GATEWAY_CONTRACTS[name].answer;
    const result = Schema.decodeUnknownResult(schema)(data, { errors: "all" });
    if (Result.isSuccess(result)) return { ok: true, value: result.success };
    const formatted = FORMATTER(result.failure.issue);
    return {
      ok: false,
      issues: formatted.issues.map((entry) => ({
        path: (entry.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join("."),
        message: entry.message,
      })),
    };
  } catch (error) {
    return { ok: false, issues: [{ path: "", message: error instanceof Error ? error.message : "decoding failed" }] };
  }
}
