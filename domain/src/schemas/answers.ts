/**
 * Schemas of the gateway's answers (the `data` of a status-1 answer), one per answer shape of
 * `gateway/payloads.ts`. A screen reaches them through its call (`decodeAnswer(name, data)`,
 * `GATEWAY_CONTRACTS[name].answer`); they are exported for reuse (e.g. decoding a stored copy of an answer):
 * @example decodeEntity(ContactSchema, storedContact) // { ok: true, value: Contact } | { ok: false, issues } Each decodes to exactly its interface there (arrays mutable, optional keys optional);
 * `contracts.test.ts` checks the two agree, so the root package keeps effect-free types and this subpath the
 * decoders.
 *
 * Decisions (the spec leaves answer shapes open, §7): answers are read as the mall's readers need them — every
 * field an interface names must be there with its type; fields the gateway adds are dropped (effect's default
 * for structs); a code with a fixed list (policy, order, claim, invoice states…) must be one of that list, so a
 * screen's lookup of its name never misses. Money is integer fen (a number), as on the wire.
 * The §3 records a customer looks up (invoice, surrender, application) are answered here in the mall's shape
 * (`*AnswerSchema`, `ProposalRecordSchema`); the lenient §3 record schemas of `records.ts` stay for reading
 * records from other channels (any text state, amounts as decimal text).
 */
import * as Schema from "effect/Schema";
import { PlanDiscountSchema, ProductDetailSchema } from "./product-content";
import { OUTLET_TYPES } from "../services/outlets";
import { AdviceRecordSchema, IntroductionSchema, MilestoneSchema } from "./services";

const Str = Schema.String;
const Num = Schema.Finite;
const Bool = Schema.Boolean;
const opt = <S extends Schema.Top>(schema: S) => Schema.optionalKey(schema);
/** A mutable array of `item` (the payload interfaces use `T[]`). */
const List = <S extends Schema.Top>(item: S) => Schema.mutable(Schema.Array(item));

/** A flag answer `{ <name>: boolean }` of a command. */
function flag<const K extends string>(name: K) {
  return Schema.Struct({ [name]: Bool } as { readonly [P in K]: typeof Bool });
}

/** `{ valid: boolean }` — SMS code check, session check. */
export const ValidFlagSchema = flag("valid");
/** `{ changed: boolean }` — password changes. */
export const ChangedFlagSchema = flag("changed");
/** `{ deleted: boolean }` — deletions. */
export const DeletedFlagSchema = flag("deleted");
/** `{ loggedOut: boolean }` — logout. */
export const LoggedOutFlagSchema = flag("loggedOut");
/** `{ linked: boolean }` — open id linking. */
export const LinkedFlagSchema = flag("linked");
/** `{ bound: boolean }` — identity binding. */
export const BoundFlagSchema = flag("bound");
/** `{ registered: boolean }` — is the mobile registered. */
export const RegisteredFlagSchema = flag("registered");
/** `{ authed: boolean }` — identity authentication done. */
export const AuthedFlagSchema = flag("authed");
/** `{ blacklisted: boolean }` — identity number check. */
export const BlacklistedFlagSchema = flag("blacklisted");
/** `{ sent: boolean }` — invoice e-mailed. */
export const SentFlagSchema = flag("sent");

/** SMS code sent (SentResponse). */
export const SmsSentSchema = Schema.Struct({ sent: Bool, expiresIn: Num });
/** getRandom. */
export const RandomSchema = Schema.Struct({ random: Str });
/** A file or page to open (UrlResponse). */
export const UrlSchema = Schema.Struct({ url: Str, fileName: opt(Str) });

/** The logged-in mall user (MallUser). */
export const MallUserSchema = Schema.Struct({
  mallId: Str,
  mobile: Str,
  userName: Str,
  loginType: Schema.Literals(["1", "2"]),
  identityAuthed: Bool,
});
/** getUserInfo (UserInfo). */
export const UserInfoSchema = Schema.Struct({
  ...MallUserSchema.fields,
  counts: Schema.Struct({ policies: Num, orders: Num, claims: Num, cards: Num }),
});
/** checkUser (CheckUserResponse). */
export const CheckUserSchema = Schema.Struct({ exists: Bool, identityAuthed: Bool });
/** getToken (GetTokenResponse). */
export const GetTokenSchema = Schema.Struct({ openid: Str, access_token: Str });
/** getUser (MessengerUser). */
export const MessengerUserSchema = Schema.Struct({ openid: Str, nickname: Str, headimgurl: Str });
/** getSign (SignResponse). */
export const SignSchema = Schema.Struct({ appId: Str, timestamp: Num, nonceStr: Str, signature: Str });
/** getCaptcha (CaptchaResponse). */
export const CaptchaSchema = Schema.Struct({ captchaId: Str, image: Str });
/** Identity authentication (IdentityAuthRecord). */
export const IdentityAuthRecordSchema = Schema.Struct({ name: Str, identifyType: Str, identifyNumber: Str, authTime: Str });

const Category = Schema.Literals(["car", "travel", "accident", "home", "phone", "exhibition", "other"]);
/** A product (ProductSummary). */
export const ProductSummarySchema = Schema.Struct({
  productCode: Str,
  riskCode: Str,
  productName: Str,
  summary: Str,
  minPremiumFen: Num,
  category: Category,
  image: Str,
  tags: List(Str),
  link: Str,
  en: opt(Schema.Struct({ summary: Str, tags: List(Str) })),
});
/** A cover item's English name. */
const CoverNameEn = opt(Schema.Struct({ name: Str }));
/** Mall home content (MallHome). */
export const MallHomeSchema = Schema.Struct({
  banners: List(Schema.Struct({ id: Str, title: Str, image: Str, link: Str, en: opt(Schema.Struct({ title: Str })) })),
  products: List(ProductSummarySchema),
  services: List(Schema.Struct({ id: Str, name: Str, icon: Str, link: Str })),
  introductions: opt(List(IntroductionSchema)),
  milestones: opt(List(MilestoneSchema)),
});
/** A plan (Plan). */
export const PlanSchema = Schema.Struct({
  planCode: Str,
  planName: Str,
  premiumFen: Num,
  items: List(Schema.Struct({ name: Str, sumInsuredFen: Num, en: CoverNameEn })),
});
/** queryPlanList (PlanListResponse). */
export const PlanListSchema = Schema.Struct({
  products: List(ProductSummarySchema),
  plans: List(PlanSchema),
  detail: opt(ProductDetailSchema),
  discounts: opt(List(PlanDiscountSchema)),
});
/** getPremiumFromRation (PremiumResponse). */
export const PremiumSchema = Schema.Struct({ premiumFen: Num, sumPremium: Num, insuredCount: Num });
/** A new proposal drafted from a finished order's (NewProposalResponse). */
export const NewProposalSchema = Schema.Struct({ productCode: Str, planCode: Str, fields: List(Schema.Struct({ key: Str, value: Str })) });
/** The saved proposal (ProposalSaveResponse). */
export const ProposalSaveSchema = Schema.Struct({ orderId: Str, orderNo: Str, proposalNo: Str, sumPremium: Num, payUrl: Str });
/** proposalUserInfo (ProposalUserInfo). */
export const ProposalUserInfoSchema = Schema.Struct({
  applyName: Str,
  applyIdentifyType: Str,
  applyIdentifyNumber: Str,
  applyBirthday: Str,
  applySex: Schema.Literals(["106001", "106002"]),
  applyMobile: Str,
  applyEmail: Str,
  outlets: List(Schema.Struct({ comCode: Str, comName: Str })),
});
/** selectRiskByPolicy's entries (RiskKind). */
export const RiskKindSchema = Schema.Struct({ kindCode: Str, kindName: Str, sumInsured: Num, premium: Num });
/** A payment (PayResponse). */
export const PaySchema = Schema.Struct({ orderNo: Str, payState: Str, policyNo: Str, payUrl: Str });

const PolicyKind = Schema.Literals(["car", "gas", "internet", "other"]);
const PolicyStateCode = Schema.Literals(["1", "2", "3", "4"]);
/** A policy in a list (PolicySummary). */
export const PolicySummarySchema = Schema.Struct({
  policyNo: Str,
  kind: PolicyKind,
  productCode: Str,
  riskCode: Str,
  riskName: Str,
  applyName: Str,
  insuredName: Str,
  startDate: Str,
  endDate: Str,
  sumPremium: Num,
  sumInsured: Num,
  policyState: PolicyStateCode,
  policyStateName: Str,
  licenseNo: opt(Str),
});
/** A policy with parties, items and subject (PolicyDetail). */
export const PolicyDetailSchema = Schema.Struct({
  ...PolicySummarySchema.fields,
  applyIdentifyType: Str,
  applyIdentifyNumber: Str,
  applyMobile: Str,
  insuredIdentifyType: Str,
  insuredIdentifyNumber: Str,
  insuredMobile: Str,
  signDate: Str,
  comCode: Str,
  comName: Str,
  items: List(Schema.Struct({ name: Str, sumInsuredFen: Num, premiumFen: Num, en: CoverNameEn })),
  subject: List(Schema.Struct({ label: Str, value: Str })),
  vehicle: opt(
    Schema.Struct({ licenseNo: Str, frameNo: Str, engineNo: Str, brandModel: Str, seatCount: Num, registerDate: Str }),
  ),
  applyEmail: opt(Str),
  applyAddress: opt(Str),
  insuredRelationship: opt(Str),
  surrender: opt(
    Schema.Struct({ surrenderNo: Str, applyDate: Str, refundPremium: Num, state: Schema.Literals(["1", "2", "3"]), stateName: Str }),
  ),
});
/** An endorsement (Endorsement). */
export const EndorsementSchema = Schema.Struct({ endorseNo: Str, policyNo: Str, endorseDate: Str, content: Str, changePremium: Num });
/** A renewal (RenewalItem). */
export const RenewalItemSchema = Schema.Struct({
  policyNo: Str,
  riskName: Str,
  licenseNo: Str,
  endDate: Str,
  daysLeft: Num,
  renewalPremium: Num,
  renewalDiscountPercent: opt(Num),
});
/** renewalPageInfo (RenewalPageInfo). */
export const RenewalPageInfoSchema = Schema.Struct({ renewal: RenewalItemSchema, policy: PolicyDetailSchema, plans: List(PlanSchema) });
/** A free cover (FreeCover). */
export const FreeCoverSchema = Schema.Struct({
  policyNo: Str,
  riskName: Str,
  startDate: Str,
  endDate: Str,
  policyState: PolicyStateCode,
  policyStateName: Str,
});

/** An order (OrderRecord). */
export const OrderRecordSchema = Schema.Struct({
  orderNo: Str,
  productCode: Str,
  productName: Str,
  planName: Str,
  proposalNo: Str,
  policyNo: Str,
  insuredName: Str,
  startDate: Str,
  endDate: Str,
  sumPremium: Num,
  orderState: Schema.Literals(["0", "1", "2", "3"]),
  orderStateName: Str,
  createTime: Str,
  // buy-b (issue 9): the parties of an order made on /inputInfo (orders of older sources carry none)
  planCode: opt(Str),
  applicant: opt(Schema.Struct({ name: Str, identifyType: Str, identifyNumber: Str, mobile: Str, email: Str })),
  insureds: opt(List(Schema.Struct({ name: Str, identifyType: Str, identifyNumber: Str, relationship: Str }))),
  // issue 20 item 7: what the order insures besides persons (OrderSubject)
  subject: opt(
    Schema.Union([
      Schema.Struct({ kind: Schema.Literal("exhibition"), expoTheme: Str, exhibitionAddress: Str, venueBoothNum: Str, boothDuration: opt(Str) }),
      Schema.Struct({ kind: Schema.Literal("phone"), brand: Str, model: Str, imei: Str }),
      Schema.Struct({ kind: Schema.Literal("home"), propertyAddress: Str }),
      Schema.Struct({ kind: Schema.Literal("car"), licenseNo: Str }),
    ]),
  ),
  // the covers chosen where the order is not one plan's (a car proposal's `kinds`, OrderCover)
  covers: opt(List(Schema.Struct({ name: Str, sumInsuredFen: Num, en: CoverNameEn }))),
  // customer rehearsal 5: the policy a car order renews, the discount it got, the covers the renewal offered (OrderRenewal)
  renewal: opt(Schema.Struct({ policyNo: Str, discountPercent: Num, discountFen: Num, offered: List(Schema.Struct({ name: Str, sumInsuredFen: Num, en: CoverNameEn })) })),
});
/** A page of orders (Paged<OrderRecord>). */
export const OrderPageSchema = Schema.Struct({ total: Num, pageNo: Num, pageSize: Num, list: List(OrderRecordSchema) });

const ClaimStateCode = Schema.Literals(["1", "2", "3", "4", "5"]);
/** A claim in a list (ClaimSummary). */
export const ClaimSummarySchema = Schema.Struct({
  claimNo: Str,
  registNo: Str,
  policyNo: Str,
  kind: Schema.Literals(["car", "noCar"]),
  riskName: Str,
  insuredName: Str,
  licenseNo: opt(Str),
  accidentDate: Str,
  reportDate: Str,
  accidentPlace: Str,
  claimState: ClaimStateCode,
  claimStateName: Str,
  sumClaim: Num,
});
/** A claim with its progress (ClaimDetail). */
export const ClaimDetailSchema = Schema.Struct({
  ...ClaimSummarySchema.fields,
  accidentDesc: Str,
  steps: List(Schema.Struct({ code: ClaimStateCode, name: Str, time: Str, done: Bool, note: Str })),
  payeeName: Str,
  payeeAccount: Str,
  paidAmount: Num,
  accidentTime: opt(Str),
  photoCount: opt(Num),
});
/** Binding state of a claim or invoice user (BindStateResponse). */
export const BindStateSchema = Schema.Struct({ bound: Bool, username: opt(Str), identifynumber: opt(Str), mobliephone: opt(Str) });

const InvoiceStateCode = Schema.Literals(["0", "1", "2", "3", "4"]);
/** An invoice record (InvoiceRecord; spec §3 "Invoice record" with the fields the screens show). */
export const InvoiceRecordAnswerSchema = Schema.Struct({
  riskName: Str,
  policyNo: Str,
  startDate: Str,
  endDate: Str,
  sumPremium: Num,
  insuredName: Str,
  invoiceState: InvoiceStateCode,
  invoiceStateName: Str,
  invoiceNo: opt(Str),
  invoiceCode: opt(Str),
  issueDate: opt(Str),
  custname: opt(Str),
  custtype: opt(Schema.Literals(["03", "05"])),
  buymailbox: opt(Str),
  failReason: opt(Str),
  /** The request's number (applicationInvoice's invoiceApplyNo), kept once requested (F9). */
  invoiceApplyNo: opt(Str),
  /** A reversal (红冲) a surrender's refund caused: the red-letter amount in fen, its date, the surrender. */
  reversalAmount: opt(Num),
  reversalDate: opt(Str),
  reversalSurrenderNo: opt(Str),
});
/** applicationInvoice (InvoiceRequestResponse). */
export const InvoiceRequestAnswerSchema = Schema.Struct({ invoiceApplyNo: Str, invoiceState: InvoiceStateCode });
/** checkUserAuthority (InvoiceAuthority). */
export const InvoiceAuthoritySchema = Schema.Struct({ allowed: Bool, invoiceState: InvoiceStateCode });

/** A surrenderable policy (SurrenderRecord; spec §3 "Surrender"). */
export const SurrenderRecordAnswerSchema = Schema.Struct({
  riskName: Str,
  productCode: Str,
  policyNo: Str,
  startDate: Str,
  endDate: Str,
  sumPaid: Num,
  applyName: Str,
  insuredName: Str,
  orderNo: Str,
  period: Str,
});
/** surrenderInfo (SurrenderInfo). */
export const SurrenderInfoSchema = Schema.Struct({
  ...SurrenderRecordAnswerSchema.fields,
  refundPremium: Num,
  usedDays: Num,
  totalDays: Num,
  reasons: List(Schema.Struct({ code: Str, name: Str })),
  /** The policy's e-invoice state, when it has one (an issued one is reversed by the surrender). */
  invoiceState: opt(InvoiceStateCode),
  /** The product's category, when known (which surrender reasons apply). */
  category: opt(Category),
});
/** A surrender application (SurrenderApplication). */
export const SurrenderApplicationSchema = Schema.Struct({
  surrenderNo: Str,
  policyNo: Str,
  riskName: Str,
  applyDate: Str,
  refundPremium: Num,
  state: Schema.Literals(["1", "2", "3"]),
  stateName: Str,
});
/** An application (ProposalRecord; spec §3 "Application", `sumPremiuml` as spelled there). */
export const ProposalRecordSchema = Schema.Struct({
  proposalNo: Str,
  orderNo: Str,
  productName: Str,
  insuredName: Str,
  startDate: Str,
  endDate: Str,
  sumPremiuml: Num,
  proposalState: Schema.Literals(["0", "1", "2", "3"]),
  proposalStateName: Str,
});

/** A frequent contact (Contact). */
export const ContactSchema = Schema.Struct({
  contactId: Str,
  name: Str,
  identifyType: Str,
  identifyNumber: Str,
  mobile: Str,
  birthday: Str,
  sex: Schema.Literals(["1", "2"]),
  relationship: Str,
  email: Str,
  isDefault: Bool,
});
/** A frequent address (Address). */
export const AddressSchema = Schema.Struct({
  addressId: Str,
  receiver: Str,
  mobile: Str,
  province: Str,
  city: Str,
  district: Str,
  detail: Str,
  postcode: Str,
  isDefault: Bool,
});
/** A wallet card (InsuranceCard). */
export const InsuranceCardSchema = Schema.Struct({
  cardNo: Str,
  cardName: Str,
  productCode: Str,
  amount: Num,
  price: Num,
  state: Schema.Literals(["0", "1", "2"]),
  stateName: Str,
  validFrom: Str,
  validTo: Str,
  image: Str,
  policyNo: opt(Str),
  shareRef: opt(Str),
  sharedBy: opt(Str),
  sharedTo: opt(Str),
  insuredRequired: opt(Bool),
});
/** A service benefit (ServiceBenefit). */
export const ServiceBenefitSchema = Schema.Struct({
  benefitId: Str,
  name: Str,
  description: Str,
  icon: Str,
  state: Schema.Literals(["0", "1", "2", "3"]),
  stateName: Str,
  validTo: Str,
  timesLeft: Num,
  link: Str,
  kind: Schema.Literals(["rescue", "courtesyCar", "videoDoctor", "careVoice", "flightDelay", "gift"]),
  timesTotal: Num,
  howToUse: Str,
  activatedAt: opt(Str),
  usedAt: opt(Str),
  usedBy: opt(Str),
  policyNo: opt(Str),
  validFrom: opt(Str),
  en: opt(Schema.Struct({ name: opt(Str), description: opt(Str), howToUse: opt(Str) })),
});
/** A service outlet (ServiceOutlet). */
export const ServiceOutletSchema = Schema.Struct({
  outletId: Str,
  name: Str,
  city: Str,
  district: Str,
  address: Str,
  telephone: Str,
  businessHours: Str,
  longitude: Num,
  latitude: Num,
  services: List(Str),
  outletType: Schema.Literals(OUTLET_TYPES),
});
/** A value-added service (ValueAddService). */
export const ValueAddServiceSchema = Schema.Struct({
  serviceCode: Str,
  name: Str,
  description: Str,
  icon: Str,
  link: Str,
  timesLeft: opt(Num),
  validTo: opt(Str),
  /** The benefit's state code (status-words.ts "benefit"); screens show the mall's word for it, never `stateName`. */
  state: opt(Str),
  stateName: opt(Str),
  policyNo: opt(Str),
  en: opt(Schema.Struct({ name: opt(Str), description: opt(Str) })),
});
/** A frequent question (Question). */
export const QuestionSchema = Schema.Struct({ id: Str, prpdCode: Str, question: Str, answer: Str, en: opt(Schema.Struct({ question: opt(Str), answer: opt(Str) })) });
/** A product with questions (QuestionProduct). */
export const QuestionProductSchema = Schema.Struct({ prpdCode: Str, prpdName: Str });
/** OCR of the identity card front (OcrFrontResponse). */
export const OcrFrontSchema = Schema.Struct({
  name: Str,
  identifyNumber: Str,
  sex: Schema.Literals(["1", "2"]),
  birthday: Str,
  nation: Str,
  address: Str,
});
/** OCR of the identity card back (OcrBackResponse): issuing authority and the validity period as printed. */
export const OcrBackSchema = Schema.Struct({ issuedBy: Str, validPeriod: Str });
/** sourceCodeCheck (SourceCodeResponse). */
export const SourceCodeSchema = Schema.Struct({ valid: Bool, sourceCode: Str, channelName: Str });
/** sendAdvice (AdviceResponse). */
export const AdviceSchema = Schema.Struct({ ticketNo: Str, acceptedAt: Str, records: List(AdviceRecordSchema) });
/** saveBpm (BpmResponse). */
export const BpmSchema = Schema.Struct({ bpmNo: Str, state: Str, stateName: Str });
/** uploadBpmImage (BpmImageResponse). */
export const BpmImageSchema = Schema.Struct({ imageId: Str, url: Str });
/** tokenAndRight (ServiceTokenResponse). */
export const ServiceTokenSchema = Schema.Struct({ token: Str, url: Str });
/** joinCusSer (CustomerServiceLink). */
export const CustomerServiceLinkSchema = Schema.Struct({ url: Str, hotline: Str });
/** linkageUnified / careVoice: a link. */
export const LinkSchema = Schema.Struct({ url: Str });
