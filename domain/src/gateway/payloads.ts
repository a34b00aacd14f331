/**
 * Request and response payloads (the `data` of the wire format) of the calls the shell and the first screens
 * use. Types only: no runtime cost. The spec leaves shapes open (§7 "payload values and shapes beyond those
 * named are not shown"); these are our reading, shared by the web client, the fixtures and the tests.
 * Entity shapes of spec §3 that must be decoded live as effect Schemas in `schemas/`; the answer of every call is
 * decoded with its contract (`GATEWAY_CONTRACTS` in `@micromall/domain/schemas`), whose decoded types equal the
 * answer interfaces here.
 */
import type { GatewayCallName } from "./catalogue";
import type { PlanDiscount, ProductDetail } from "./product-payloads";
import type { AdviceRecord, Introduction, Milestone } from "../services/content";
import type { OutletType } from "../services/outlets";

/** getToken — exchange the messenger code. Answer status 1 with the open id. */
export interface GetTokenRequest { code: string }
export interface GetTokenResponse { openid: string; access_token: string }

/** getUser — the messenger user's profile. */
export interface GetUserRequest { openid: string; access_token?: string }
export interface MessengerUser { openid: string; nickname: string; headimgurl: string }

/** compareOpenId — the mall session check (§4). status 1 = session valid, −1 = gone. */
export interface CompareOpenIdRequest { openid: string; mallId: string; userType: "1"; mobile: string }

/** The logged-in mall user (userMallInfo). */
export interface MallUser {
  mallId: string;
  mobile: string;
  /** Display name; may be empty until the customer sets it. */
  userName: string;
  /** "1" password login, "2" SMS quick login. */
  loginType: "1" | "2";
  /** Identity authentication done. */
  identityAuthed: boolean;
}

/** login — mobile and password. */
export interface LoginRequest { mobile: string; password: string; openid?: string }
/** register — mobile, SMS code, password. */
export interface RegisterRequest { mobile: string; verifyCode: string; password: string; openid?: string }
/** quickLogin — mobile and SMS code. */
export interface QuickLoginRequest { mobile: string; verifyCode: string; openid?: string }
/** loginCheckUser — is this mobile registered? data: { registered } */
export interface LoginCheckUserRequest { mobile: string }
export interface LoginCheckUserResponse { registered: boolean }
/** getverificationCodeBJ — send an SMS code; `scene` tells the gateway which template. */
export interface SendSmsCodeRequest { mobile: string; scene: "register" | "reset" | "login" | "mobile" | "verify" }
/** checkVerificationCode — check an SMS code. status 1 = right. */
export interface CheckSmsCodeRequest { mobile: string; verifyCode: string }
/** updatePassword — reset a forgotten password with an SMS code. */
export interface ResetPasswordRequest { mobile: string; verifyCode: string; password: string }
/** changeMallPassword — change the password of the logged-in user. */
export interface ChangePasswordRequest { mallId: string; oldPassword: string; newPassword: string }
/**
 * updatePhone — change the mobile of the logged-in user: the new number's SMS code (`verifyCode`) and the proof of
 * the current number, the code sent to it (`oldVerifyCode`, checked first with `checkUserAndCode`; F17).
 */
export interface UpdatePhoneRequest { mallId: string; newMobile: string; verifyCode: string; oldVerifyCode: string }
/** logoutMall. */
export interface LogoutRequest { mallId: string }

/** pageInitMall — mall home content. */
export interface MallHome {
  /** Banners: the title is the banner's words (the artwork carries none), `en.title` its English. */
  banners: { id: string; title: string; image: string; link: string; en?: { title: string } }[];
  products: ProductSummary[];
  services: { id: string; name: string; icon: string; link: string }[];
  /** Introductions of products and services (/introduceIndex); absent when the mall publishes none. */
  introductions?: Introduction[];
  /** The insurer's milestones, oldest first (/bigBusinessEvents); absent when the mall publishes none. */
  milestones?: Milestone[];
}

/** A product as the home page and the product list show it. */
export interface ProductSummary {
  productCode: string;
  riskCode: string;
  productName: string;
  /** Short selling point. */
  summary: string;
  /** Lowest premium, integer fen. */
  minPremiumFen: number;
  /** Category: car, travel, accident, home, phone, exhibition, other. */
  category: "car" | "travel" | "accident" | "home" | "phone" | "exhibition" | "other";
  image: string;
  tags: string[];
  /** Route to open when the customer taps the product. */
  link: string;
  /** The selling point and the tags in English (tags by position), where the insurer wrote them (`productTexts`). */
  en?: ProductSummaryEn;
}

/** A product's English texts. */
export interface ProductSummaryEn {
  summary: string;
  tags: string[];
}

/** A cover item's English name, where the insurer wrote one (`coverNameText`). */
export interface CoverNameEn {
  name: string;
}

/** queryPlanList — the products and plans (request with no productCode lists every product). */
export interface PlanListRequest { productCode?: string; category?: ProductSummary["category"] }
export interface Plan {
  planCode: string;
  planName: string;
  premiumFen: number;
  /** Cover items: name (and its English) and sum insured in integer fen. */
  items: { name: string; sumInsuredFen: number; en?: CoverNameEn }[];
}
export interface PlanListResponse {
  products: ProductSummary[];
  plans: Plan[];
  /** The product's content, answered when one product is asked for (`product-payloads.ts`). */
  detail?: ProductDetail;
  /** Limited-time discounts of the listed products, answered when the shelf is asked for. */
  discounts?: PlanDiscount[];
}

/** getUserInfo — the personal centre's summary of the logged-in user. */
export interface UserInfoRequest { mallId: string }
export interface UserInfo extends MallUser {
  counts: { policies: number; orders: number; claims: number; cards: number };
}

/* ------------------------------------------------------------------------------------------------------------
 * Payloads of the other calls (appended with the fixtures). Conventions of this part:
 * - Money on the wire is integer fen (number), whatever the spec's field name (sumPremium, sumPaid, …).
 * - Dates are "YYYY-MM-DD", times "YYYY-MM-DD HH:mm:ss", China time. Codes are strings.
 * - Lists answer `data` as an array; paged lists answer `Paged<T>`. A lookup with no match answers status 1
 *   and an empty list; a negative business answer is status 0 with the reason in `common.resultMsg`.
 * ---------------------------------------------------------------------------------------------------------- */

/** A page of a list. */
export interface Paged<T> { total: number; pageNo: number; pageSize: number; list: T[] }
/** A request for a page (pageNo from 1). */
export interface PageRequest { mallId?: string; pageNo?: number; pageSize?: number }
/** A file or page to open: a data: URI or an app path. */
export interface UrlResponse { url: string; fileName?: string }

/** Lookup by holder/insured name and identity (policy search, invoice and surrender lookup, §3). */
export interface HolderLookupRequest {
  mallId?: string;
  policyNo?: string;
  insuredName?: string;
  identifyType?: string;
  identifyNumber?: string;
  /** Image or SMS code typed by the customer. */
  code?: string;
  /** Car variant (§3 invoice lookup). */
  licenseNo?: string;
  carInsuredName?: string;
  carIdentifyType?: string;
  carIdentifyNumber?: string;
  carCode?: string;
  /** The lines' policy lists (§3 "Settlement query, user binding and policy lists"; birthday YYYY-MM-DD, sex 0 male / 1 female). */
  username?: string;
  identifytype?: string;
  identifynumber?: string;
  birthday?: string;
  sex?: string;
  mobliephone?: string;
}

/** Policy families of the policy screens. */
export type PolicyKind = "car" | "gas" | "internet" | "other";
/** Policy state: 1 in force, 2 expired, 3 surrendered, 4 not yet in force. */
export type PolicyState = "1" | "2" | "3" | "4";

/** A policy in a list. */
export interface PolicySummary {
  policyNo: string;
  kind: PolicyKind;
  productCode: string;
  riskCode: string;
  riskName: string;
  applyName: string;
  insuredName: string;
  startDate: string;
  endDate: string;
  /** Integer fen. */
  sumPremium: number;
  /** Integer fen. */
  sumInsured: number;
  policyState: PolicyState;
  policyStateName: string;
  licenseNo?: string;
}

/** A policy with its parties, cover items and insured subject. */
export interface PolicyDetail extends PolicySummary {
  applyIdentifyType: string;
  applyIdentifyNumber: string;
  applyMobile: string;
  insuredIdentifyType: string;
  insuredIdentifyNumber: string;
  insuredMobile: string;
  signDate: string;
  comCode: string;
  comName: string;
  items: { name: string; sumInsuredFen: number; premiumFen: number; en?: CoverNameEn }[];
  /** Insured subject lines (vehicle, gas account, phone, booth, home…), label and value. */
  subject: { label: string; value: string }[];
  vehicle?: { licenseNo: string; frameNo: string; engineNo: string; brandModel: string; seatCount: number; registerDate: string };
  /** The holder's contact e-mail and address, once given (a policy correction, issue 12). */
  applyEmail?: string;
  applyAddress?: string;
  /** Each insured's relationship to the holder (spec §3 codes), pipe-joined like `insuredName` (G11). */
  insuredRelationship?: string;
  /** The surrender that ended a surrendered policy (state 3), as the mall recorded it (G10). */
  surrender?: PolicySurrender;
}

/** The surrender of a policy: its application number, date, refund (integer fen) and the refund's state. */
export interface PolicySurrender {
  surrenderNo: string;
  applyDate: string;
  /** Integer fen. */
  refundPremium: number;
  /** 1 refund in progress, 2 refunded, 3 refused (as `SurrenderApplication`). */
  state: "1" | "2" | "3";
  stateName: string;
}
/** A policy detail request. */
export interface PolicyDetailRequest { policyNo: string; mallId?: string }

/** An endorsement (coreEndorseDetail). */
export interface Endorsement { endorseNo: string; policyNo: string; endorseDate: string; content: string; changePremium: number }

/** A policy due for renewal (renewalList). */
/**
 * A renewal offer. `renewalPremium` is the tariff of the current covers minus the discount the offer states
 * (`renewalDiscountPercent`, whole percent; absent: none), integer fen.
 */
export interface RenewalItem { policyNo: string; riskName: string; licenseNo: string; endDate: string; daysLeft: number; renewalPremium: number; renewalDiscountPercent?: number }

/** Order state: 0 unpaid, 1 paid (underwriting), 2 policy issued, 3 cancelled. */
export type OrderState = "0" | "1" | "2" | "3";
/** An order of the personal centre. */
export interface OrderRecord {
  orderNo: string;
  productCode: string;
  productName: string;
  planName: string;
  proposalNo: string;
  policyNo: string;
  insuredName: string;
  startDate: string;
  endDate: string;
  /** Integer fen. */
  sumPremium: number;
  orderState: OrderState;
  orderStateName: string;
  createTime: string;
  /** The plan's code (orders made on /inputInfo). */
  planCode?: string;
  /** The applicant (orders made on /inputInfo). */
  applicant?: OrderParty;
  /** The insured persons (orders made on /inputInfo). */
  insureds?: OrderInsured[];
  /** What the order insures besides persons (orders made on /inputInfo): an exhibitor's booth, a handset, a home; a car's plate (/insureRight). */
  subject?: OrderSubject;
  /**
   * The covers the customer chose and their sums, where the order is not one plan's (a car proposal's `kinds`,
   * /insureRight): the items its policy will insure, in order. Absent: the plan's items.
   */
  covers?: OrderCover[];
  /**
   * The policy the order renews (a car renewal on /insureRight): its number, the offer's discount (percent, and
   * the amount it took off in integer fen) and the covers the renewal offered (domain's `orderPlanKind` reads the
   * order as the renewal plan when its covers are these). Absent: the order renews nothing.
   */
  renewal?: OrderRenewal;
}
/** What a renewal order renews and the discount it got ({@link OrderRecord.renewal}). */
export interface OrderRenewal {
  policyNo: string;
  discountPercent: number;
  discountFen: number;
  offered: OrderCover[];
}
/** A cover of an order: its name (and English), its sum insured in integer fen. */
export interface OrderCover {
  name: string;
  sumInsuredFen: number;
  en?: CoverNameEn;
}
/**
 * The insured object of an order, as the application form gave it (spec §3 form fields): an exhibition's theme,
 * address and booth; a handset's brand, model and IMEI; a home's address; a car's plate (the vehicle lookup's).
 */
export type OrderSubject =
  | { kind: "exhibition"; expoTheme: string; exhibitionAddress: string; venueBoothNum: string; boothDuration?: string }
  | { kind: "phone"; brand: string; model: string; imei: string }
  | { kind: "home"; propertyAddress: string }
  | { kind: "car"; licenseNo: string };
/** The applicant of an order. */
export interface OrderParty { name: string; identifyType: string; identifyNumber: string; mobile: string; email: string }
/** An insured person of an order. */
export interface OrderInsured { name: string; identifyType: string; identifyNumber: string; relationship: string }
/** Order list request (oderList, pageing, queryOrderList). */
export interface OrderListRequest extends PageRequest { orderState?: OrderState }

/** Claim state: 1 reported, 2 surveyed, 3 assessed, 4 approved, 5 paid and closed. */
export type ClaimState = "1" | "2" | "3" | "4" | "5";
/** One step of a claim's progress. */
export interface ClaimStep { code: ClaimState; name: string; time: string; done: boolean; note: string }
/** A claim in a list. */
export interface ClaimSummary {
  claimNo: string;
  registNo: string;
  policyNo: string;
  kind: "car" | "noCar";
  riskName: string;
  insuredName: string;
  licenseNo?: string;
  accidentDate: string;
  reportDate: string;
  accidentPlace: string;
  claimState: ClaimState;
  claimStateName: string;
  /** Estimated or paid amount, integer fen. */
  sumClaim: number;
}
/** A claim with its progress. */
export interface ClaimDetail extends ClaimSummary {
  accidentDesc: string;
  steps: ClaimStep[];
  payeeName: string;
  payeeAccount: string;
  paidAmount: number;
  /** The accident's time of day, HH:mm, when the report gave it (a claim reported in the mall does). */
  accidentTime?: string;
  /** How many photos the report carried (the uploads of `uploadBpmImage`), when reported in the mall. */
  photoCount?: number;
}
/** Car claim lookup (§3 settlement lookup). */
export interface CarClaimLookupRequest { licenseNo?: string; insuredName?: string; identifyNo?: string; engineNoLastSix?: string; mallId?: string; openid?: string }
/** Non-car claim lookup (§3 claim query). */
export interface NoCarClaimLookupRequest { name?: string; fcQueryIdentifyType?: string; fcQueryIdentifyNumber?: string; mallId?: string; openid?: string }
/** Claim detail request. */
/** Claim detail request; `mallId` names the session's account, which must own the claim (gateway/ownership.ts). */
export interface ClaimDetailRequest { claimNo: string; mallId?: string }
/** Claim user binding (§3 settlement query, user binding). sex: 0 male, 1 female. */
export interface ClaimBindRequest {
  username: string;
  identifytype: string;
  identifynumber: string;
  birthday?: string;
  sex?: "0" | "1";
  mobliephone: string;
  openid?: string;
  mallId?: string;
}
/** Binding state of a claim or invoice user. */
export interface BindStateResponse { bound: boolean; username?: string; identifynumber?: string; mobliephone?: string }

/** Invoice state: 0 not requested (may request), 1 issuing, 2 issued, 3 failed, 4 reversed. */
export type InvoiceState = "0" | "1" | "2" | "3" | "4";
/** An invoice record (§3). */
export interface InvoiceRecord {
  riskName: string;
  policyNo: string;
  startDate: string;
  endDate: string;
  /** Integer fen. */
  sumPremium: number;
  insuredName: string;
  invoiceState: InvoiceState;
  invoiceStateName: string;
  invoiceNo?: string;
  invoiceCode?: string;
  issueDate?: string;
  custname?: string;
  custtype?: "03" | "05";
  buymailbox?: string;
  failReason?: string;
  /** The application number the request's answer gave (`invoiceApplyNo`), kept with the record once requested. */
  invoiceApplyNo?: string;
  /**
   * A reversed invoice (state 4, 红冲) that a surrender refunded: the amount of the red-letter invoice (integer fen,
   * the premium refunded), its date and the surrender that caused it. Such an invoice cannot be requested again.
   */
  reversalAmount?: number;
  reversalDate?: string;
  reversalSurrenderNo?: string;
}
/** An invoice request (§3). custtype 03 enterprise (custtaxno required), 05 personal. */
export interface InvoiceRequest {
  policyNo: string;
  custname: string;
  custtype: "03" | "05";
  invoiceContent: string;
  /** Integer fen. */
  invoicePremium: number;
  telephone: string;
  buymailbox: string;
  custtaxno?: string;
  nameRemark?: string;
  mallId?: string;
}
/** The answer to an invoice request. */
export interface InvoiceRequestResponse { invoiceApplyNo: string; invoiceState: InvoiceState }
/** forwardMessage — e-mail an issued invoice. */
export interface ForwardInvoiceRequest { policyNo: string; buymailbox: string; mallId?: string }

/** A surrenderable policy (§3 surrender record). */
export interface SurrenderRecord {
  riskName: string;
  productCode: string;
  policyNo: string;
  startDate: string;
  endDate: string;
  /** Premium paid, integer fen. */
  sumPaid: number;
  applyName: string;
  insuredName: string;
  orderNo: string;
  /** Cover period text, e.g. "1年". */
  period: string;
}
/** surrenderInfo — the record, the refund and the reasons to choose from. */
export interface SurrenderInfo extends SurrenderRecord {
  /** Refund, integer fen (unused days pro rata). */
  refundPremium: number;
  usedDays: number;
  totalDays: number;
  reasons: { code: string; name: string }[];
  /** The state of the policy's e-invoice, when it has a record: an issued (or issuing) one is reversed (红冲) by the surrender. */
  invoiceState?: InvoiceState;
  /** The product's category, when known: which surrender reasons apply (domain's `surrenderReasons`). */
  category?: ProductSummary["category"];
}
/** surrenderTospay — confirm a surrender. */
export interface SurrenderRequest { policyNo: string; orderNo?: string; reasonCode?: string; mallId?: string }
/** A surrender application (querySurrender, surrenderTospay answer). state: 1 processing, 2 refunded, 3 rejected. */
export interface SurrenderApplication {
  surrenderNo: string;
  policyNo: string;
  riskName: string;
  applyDate: string;
  refundPremium: number;
  state: "1" | "2" | "3";
  stateName: string;
}

/** An application (proposal) record (§3; `sumPremiuml` keeps the spec's spelling, integer fen). */
export interface ProposalRecord {
  proposalNo: string;
  orderNo: string;
  productName: string;
  insuredName: string;
  startDate: string;
  endDate: string;
  sumPremiuml: number;
  /** 0 to pay, 1 underwriting, 2 issued, 3 declined. */
  proposalState: "0" | "1" | "2" | "3";
  proposalStateName: string;
}
/**
 * getPremiumFromRation — price a plan; a car proposal also names its covers and sums (`kinds`, domain's
 * `carKindsText`: "BZ:20000000|DDA:15000000"), and a renewal the policy it renews (`renewalPolicyNo`), whose
 * offer's discount the premium then takes off (the tariff, issue 18).
 */
export interface PremiumRequest { productCode: string; planCode: string; insuredCount?: number; duration?: number; sumQuantity?: number; kinds?: string; renewalPolicyNo?: string }
/** Premium of one insured and of the whole order, integer fen. */
export interface PremiumResponse { premiumFen: number; sumPremium: number; insuredCount: number }
/**
 * toNewProposa / saveProposal / interimOrder — the application form: the product and plan priced, the applicant
 * and the pipe-joined insured lists (§3); other fields of the form travel as they are.
 */
export interface ProposalSaveRequest {
  productCode: string;
  planCode: string;
  mallId?: string;
  insuredCount?: number;
  duration?: number;
  sumQuantity?: number;
  startDate?: string;
  endDate?: string;
  readonly [field: string]: string | number | boolean | undefined;
}
/** toNewProposa — a new proposal started from a finished order's (issue 21 "buy again"): the old order's number. */
export interface NewProposalRequest { orderNo: string; mallId?: string }
/** One field of a proposal form, by its spec §3 name (`applyName`, `insuredName` pipe-joined, `expoTheme`, …). */
export interface ProposalField { key: string; value: string }
/**
 * The new proposal, drafted from the old one and not saved yet: its product and plan and the form's fields as
 * `saveProposal` takes them (the cover's dates are the customer's to choose again).
 */
export interface NewProposalResponse { productCode: string; planCode: string; fields: ProposalField[] }
/** The saved proposal and where to pay. */
export interface ProposalSaveResponse { orderId: string; orderNo: string; proposalNo: string; sumPremium: number; payUrl: string }
/** proposalUserInfo — the applicant pre-filled from the mall user, and the claim outlets (comCode). */
export interface ProposalUserInfo {
  applyName: string;
  applyIdentifyType: string;
  applyIdentifyNumber: string;
  applyBirthday: string;
  applySex: "106001" | "106002";
  applyMobile: string;
  applyEmail: string;
  outlets: { comCode: string; comName: string }[];
}

/** A frequent contact. relationship: 601005 self, other codes free. */
export interface Contact {
  contactId: string;
  name: string;
  identifyType: string;
  identifyNumber: string;
  mobile: string;
  birthday: string;
  /** "1" male, "2" female. */
  sex: "1" | "2";
  relationship: string;
  email: string;
  isDefault: boolean;
}
/**
 * addContact / updateContact / replaceContact body (contactId for update). replaceContact keeps a person among the
 * contacts (issue 21 "contacts from a purchase"): it updates the contact of `contactId`, else the one holding the
 * same identity number (domain's `matchingContact`), else adds one.
 */
export interface ContactRequest extends Partial<Omit<Contact, "contactId">> { mallId?: string; contactId?: string }

/** A frequent address. */
export interface Address {
  addressId: string;
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  isDefault: boolean;
}
/** addAddress / updateAddress body (addressId for update). */
export interface AddressRequest extends Partial<Omit<Address, "addressId">> { mallId?: string; addressId?: string }

/** A card in the wallet. state: 0 to activate, 1 active, 2 expired. */
export interface InsuranceCard {
  cardNo: string;
  cardName: string;
  productCode: string;
  /** Sum insured, integer fen. */
  amount: number;
  /** Card price, integer fen. */
  price: number;
  state: "0" | "1" | "2";
  stateName: string;
  validFrom: string;
  validTo: string;
  image: string;
  policyNo?: string;
  /** The one-time reference to share an unused card with (owner's list only; never the password). */
  shareRef?: string;
  /** Who shared the card, masked (to a share reference, and in the receiver's wallet). */
  sharedBy?: string;
  /** Who received the card, masked (in the owner's wallet once a friend received it). */
  sharedTo?: string;
  /**
   * The card covers a named person (an accident or travel card, not a home or a handset): its activation names
   * the insured — relationship, name, identity type and number (issue 20 item 8). Absent: no insured is named.
   */
  insuredRequired?: boolean;
}
/**
 * activeCard — activate a card with its password; a card that covers a named person (`insuredRequired`) names the
 * insured: relationship (spec §3 codes, 601005 self), name, identity type (default 01) and number. With
 * `shareRef` instead of the password: receive a card shared with the customer.
 */
export interface ActivateCardRequest {
  cardNo: string;
  cardPassword: string;
  mallId?: string;
  mobile?: string;
  insuredName?: string;
  identifyType?: string;
  identifyNumber?: string;
  insuredRelationship?: string;
  shareRef?: string;
}
/** queryInsuranceCardList — the account's cards, or with `shareRef` the one card shared by that reference. */
export interface CardListRequest extends AccountRefRequest { shareRef?: string }

/** What a benefit is (issue 12): the screens pick its "how to use" entry by it. */
export type BenefitKind = "rescue" | "courtesyCar" | "videoDoctor" | "careVoice" | "flightDelay" | "gift";
/**
 * A service benefit (showEquity, activate). state: 0 to activate, 1 active, 2 used up, 3 expired.
 * `timesLeft` of `timesTotal` uses are left; `howToUse` says how to use it; `activatedAt` / `usedAt` are
 * "YYYY-MM-DD HH:mm:ss" once it was activated / last used. An activation by code of a code already used
 * answers the benefit with state 2, `usedAt` and `usedBy` (who used it, as the gateway names them; the
 * screens mask it with domain's `maskName`).
 */
export interface ServiceBenefit {
  benefitId: string;
  name: string;
  description: string;
  icon: string;
  state: "0" | "1" | "2" | "3";
  stateName: string;
  validTo: string;
  timesLeft: number;
  link: string;
  kind: BenefitKind;
  timesTotal: number;
  howToUse: string;
  activatedAt?: string;
  usedAt?: string;
  usedBy?: string;
  /** The policy that brought the benefit (a car's road rescue, its courtesy car), when one did. */
  policyNo?: string;
  /** The benefit's first day (YYYY-MM-DD), when it starts later than it was given: its policy's cover start. */
  validFrom?: string;
  /** The name, description and how to use it in English, where the insurer wrote them (`benefitTexts`). */
  en?: { name?: string; description?: string; howToUse?: string };
}

/** A service outlet (dotquery; valueAdd with `serviceType: "outlet"`). */
export interface ServiceOutlet {
  outletId: string;
  name: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  businessHours: string;
  longitude: number;
  latitude: number;
  services: string[];
  /** What kind of outlet it is (`OUTLET_TYPES`). */
  outletType: OutletType;
}
/**
 * A value-added service (valueAdd). With `serviceType: "rescue"` and an account, the account's rescue benefits
 * with what is left of them: `timesLeft`, `validTo` and `stateName` (absent on the general list).
 */
export interface ValueAddService {
  serviceCode: string;
  name: string;
  description: string;
  icon: string;
  link: string;
  timesLeft?: number;
  validTo?: string;
  /** The state code (status-words.ts "benefit"): screens show the mall's word for it, never `stateName`. */
  state?: string;
  stateName?: string;
  /** A rescue benefit's: the policy that brings it (as `ServiceBenefit.policyNo`). */
  policyNo?: string;
  /** The name and description in English, when the gateway gives them (`serviceTexts`). */
  en?: { name?: string; description?: string };
}

/** A frequent question (selectProblem, prpdCodeProblem). */
export interface Question {
  id: string;
  prpdCode: string;
  question: string;
  answer: string;
  /** The question and answer in English, where the insurer wrote them (`questionTexts`). */
  en?: { question?: string; answer?: string };
}

/** getSign — messenger JS signature of a page URL. */
export interface SignResponse { appId: string; timestamp: number; nonceStr: string; signature: string }
/** OCR of the identity card front. */
export interface OcrFrontResponse { name: string; identifyNumber: string; sex: "1" | "2"; birthday: string; nation: string; address: string }
/**
 * OCR of the identity card back (the national-emblem side): the issuing authority (签发机关) and the validity
 * period (有效期限) as the card prints it, `YYYY.MM.DD-YYYY.MM.DD` or `YYYY.MM.DD-长期` (domain's
 * `parseIdCardValidity` reads it; issue 21 "ID card back").
 */
export interface OcrBackResponse { issuedBy: string; validPeriod: string }
/** getCaptcha — an image captcha (SVG data URI); the mock's answer is in the README. */
export interface CaptchaResponse { captchaId: string; image: string }
/** Identity authentication (indentifyAuth, lookIdentify). */
export interface IdentityAuthRecord { name: string; identifyType: string; identifyNumber: string; authTime: string }

/* ------------------------------------------------------------------------------------------------------------
 * Requests and answers of the remaining calls, read from the fixtures' resolvers and spec §3/§7 (the spec names
 * these calls only). Answers here are the `data` of a status-1 answer.
 * ---------------------------------------------------------------------------------------------------------- */

/** A call that takes no fields. */
export type EmptyRequest = Record<string, never>;
/** A call about the logged-in account. */
export interface AccountRequest { mallId: string }
/** A call about an account named by mall id or by mobile (benefits, wallet cards). */
export interface AccountRefRequest { mallId?: string; mobile?: string }
/**
 * The account's benefits (showEquity); with a flight (look-b, issue 10: /servicesQuery) only the flight-delay benefit
 * of a traveller whose identity is the account's: flight number (§5), date `YYYY-MM-DD`, identity type and number.
 */
export interface FlightBenefitRequest extends AccountRefRequest { flightNo?: string; flightDate?: string; identifyType?: string; identifyNumber?: string }
/** An order by number (orderInfo, queryOrderDetail, cancelUndwrtByOrderNo, delOrder). */
export interface OrderRequest { orderNo: string; mallId?: string }
/** interimOrderInfo — an interim order by any of its numbers. */
export interface InterimOrderRequest { orderNo?: string; orderId?: string; interimNo?: string; mallId?: string }
/** bandUser / indentifyAuth — the account's real name and identity. identifyType defaults to "01". */
export interface IdentityRequest { mallId: string; name: string; identifyType?: string; identifyNumber: string }
/**
 * updateUser — change the display name; with `policyNo`, a correction of that policy's contact data (the holder's
 * mobile, e-mail or address; issue 12 /alter).
 */
export interface UpdateUserRequest { mallId: string; userName?: string; policyNo?: string; applyMobile?: string; applyEmail?: string; applyAddress?: string }
/**
 * bandUser — the account's real name and identity; with a policy number or a plate, the policy (or the vehicle's
 * policy) of that holder is bound to the account and its benefits show (issue 12 /binDing).
 */
export interface BindRequest extends IdentityRequest { policyNo?: string; licenseNo?: string }
/** checkIdentifyNumber — is an identity number allowed to buy (prptBlack)? */
export interface IdentityNumberRequest { identifyNumber: string; identifyType?: string; mallId?: string }
/** receiveCpp / receiveGci — a free cover for a person. */
export interface FreeCoverRequest { name: string; identifyType?: string; identifyNumber: string; mobile: string; mallId?: string }
/** linkageUnified — a link to another channel's page. */
export interface LinkageRequest { target?: string; mallId?: string }
/** downProposal — a proposal's file. */
export interface ProposalFileRequest { proposalNo: string; mallId?: string }
/** proposalApplication — application (proposal) lookup (§3 "Application lookup"). */
export interface ProposalLookupRequest {
  proposalNo?: string;
  insuredName?: string;
  name?: string;
  identifyType?: string;
  identifyNumber?: string;
  code?: string;
  mallId?: string;
}
/** proposalUserInfo — the applicant pre-fill of an account (empty without one). */
export interface ProposalUserInfoRequest { mallId?: string }
/** surrenderInfo — a surrenderable policy by policy or order number. */
export interface SurrenderInfoRequest { policyNo?: string; orderNo?: string; mallId?: string }
/** orderPay / externalPay — pay an order (form post). */
export interface PayRequest { orderNo?: string; orderId?: string; mallId?: string; payType?: string }
/** isBindUserInfo / isNoCarBindUserInfo — binding state of a claim user, by account or open id. */
export interface BindStateRequest { mallId?: string; openid?: string }
/** Contact by id (getContactInfo, deleteContact). */
export interface ContactIdRequest { mallId: string; contactId: string }
/** Address by id (getAddressInfo, deleteAddress). */
export interface AddressIdRequest { mallId: string; addressId: string }
/** getSign — sign a page URL. */
export interface SignRequest { url: string }
/** setUserOpenid / setQuickLoginUserOpenid — link an open id to an account. */
export interface LinkOpenIdRequest { openid: string; mallId: string }
/** defaultLogin — log in with a linked open id. */
export interface OpenIdLoginRequest { openid: string }
/** A file the gateway received in a multipart upload: its name, size, type and first bytes as hex (`uploadHeadHex`). */
export interface UploadedFile { fileName: string; size: number; type: string; head?: string }
/** An upload field: a data URI, a file to send, or (as the gateway reads it) the file received. */
export type UploadField = string | Blob | UploadedFile;
/** OCR of an identity card side (form post): the image as a data URI (`image`) or a multipart file (`file`). */
export interface OcrRequest { image?: UploadField; file?: UploadField; mallId?: string }
/** sourceCodeCheck — a channel source code (§2 data source). */
export interface SourceCodeRequest { sourceCode: string }
/** sendAdvice — a complaint or suggestion, at most 500 characters. */
export interface AdviceRequest {
  content: string;
  mallId?: string;
  mobile?: string;
  adviceType?: string;
  /** The product the message is about (`prpdCode`), and the problem picked from its questions. */
  prpdCode?: string;
  problemId?: string;
  /** Ids of the photos uploaded with `uploadBpmImage`, comma-joined. */
  imageIds?: string;
  /** The customer's own policy the message is about. */
  policyNo?: string;
}
/** pageInitMall — home content (optionally of a shop). */
export interface PageInitRequest { shopId?: string }
/** activate — activate a service benefit of the account (`benefitId`) or a benefit / gift code (`code`). */
export interface ActivateBenefitRequest extends AccountRefRequest { benefitId?: string; code?: string }
/** saveBpm — a service request (work order) of a type; other fields travel as they are. */
export interface BpmRequest { bpmType: string; mallId?: string; readonly [field: string]: string | undefined }
/** uploadBpmImage — an image of a service request (form post). */
export interface BpmImageRequest { image?: UploadField; file?: UploadField; bpmNo?: string; mallId?: string }
/**
 * valueAdd — value-added services; with `serviceType: "outlet"` the service outlets (of a city); with
 * `serviceType: "rescue"` and `mallId` the account's rescue benefits and what is left of them.
 */
export interface ValueAddRequest { serviceType?: string; city?: string; mallId?: string }
/** tokenAndRight — the token and link of a value-added service. */
export interface ServiceTokenRequest { serviceCode: string; mallId?: string }
/** joinCusSer / careVoice — customer-service and care-voice links. */
export interface ServiceLinkRequest { mallId?: string }
/** selectProblem / prpdCodeProblem — frequent questions (of a product). */
export interface QuestionRequest { prpdCode?: string }

/** getverificationCodeBJ / getMobileCode — the code was sent and how long it stays valid (seconds). */
export interface SentResponse { sent: boolean; expiresIn: number }
/** checkUser — does the account exist, is it authenticated. */
export interface CheckUserResponse { exists: boolean; identityAuthed: boolean }
/** A free cover (receiveCpp / receiveGci). */
export interface FreeCover { policyNo: string; riskName: string; startDate: string; endDate: string; policyState: PolicyState; policyStateName: string }
/** renewalPageInfo — the renewal, the policy and the plans to renew with. */
export interface RenewalPageInfo { renewal: RenewalItem; policy: PolicyDetail; plans: Plan[] }
/** A cover item of a policy (selectRiskByPolicy); amounts integer fen. */
export interface RiskKind { kindCode: string; kindName: string; sumInsured: number; premium: number }
/** The answer to a payment. payState "1" paid. */
export interface PayResponse { orderNo: string; payState: string; policyNo: string; payUrl: string }
/** checkUserAuthority — may the policy be invoiced now. */
export interface InvoiceAuthority { allowed: boolean; invoiceState: InvoiceState }
/** sourceCodeCheck's answer. */
export interface SourceCodeResponse { valid: boolean; sourceCode: string; channelName: string }
/** sendAdvice's answer. */
export interface AdviceResponse {
  ticketNo: string;
  acceptedAt: string;
  /** The account's messages, newest first, this one included (only this one without an account). */
  records: AdviceRecord[];
}
/** saveBpm's answer. */
export interface BpmResponse { bpmNo: string; state: string; stateName: string }
/** uploadBpmImage's answer. */
export interface BpmImageResponse { imageId: string; url: string }
/** tokenAndRight's answer. */
export interface ServiceTokenResponse { token: string; url: string }
/** joinCusSer's answer. */
export interface CustomerServiceLink { url: string; hotline: string }
/** A product code with questions (prpdCode). */
export interface QuestionProduct { prpdCode: string; prpdName: string }

/**
 * The request of every catalogue call, by name (`CallRequest<"login">` is {@link LoginRequest}). Types only.
 * @example const payload: CallRequest<"login"> = { mobile: "13800000000", password: "Demo2024" };
 */
export interface GatewayRequests extends Record<GatewayCallName, object> {
  // Personal centre
  delOrder: OrderRequest;
  checkUser: AccountRequest;
  getUserInfo: UserInfoRequest;
  oderList: OrderListRequest;
  pageing: OrderListRequest;
  policyInfo: PolicyDetailRequest;
  orderInfo: OrderRequest;
  bandUser: BindRequest;
  updateUser: UpdateUserRequest;
  checkIdentify: AccountRequest;
  indentifyAuth: IdentityRequest;
  lookIdentify: AccountRequest;
  checkIdentifyNumber: IdentityNumberRequest;
  // Orders and policies
  queryCarPolicyList: HolderLookupRequest;
  queryCarPolicyDetail: PolicyDetailRequest;
  queryGasPolicyList: HolderLookupRequest;
  queryGasPolicyDetail: PolicyDetailRequest;
  queryInternetPolicyList: HolderLookupRequest;
  queryInternetPolicyDetail: PolicyDetailRequest;
  queryOtherPolicyList: HolderLookupRequest;
  queryOtherPolicyDetail: PolicyDetailRequest;
  queryOrderList: OrderListRequest;
  queryOrderDetail: OrderRequest;
  download: PolicyDetailRequest;
  corePolicyList: HolderLookupRequest;
  corePolicyListScrm: HolderLookupRequest;
  corePolicyDetail: PolicyDetailRequest;
  coreClaimList: PolicyDetailRequest;
  coreClaimDetail: ClaimDetailRequest;
  coreEndorseDetail: PolicyDetailRequest;
  coreGetEp: PolicyDetailRequest;
  receiveCpp: FreeCoverRequest;
  receiveGci: FreeCoverRequest;
  renewalList: HolderLookupRequest;
  renewalPageInfo: PolicyDetailRequest;
  linkageUnified: LinkageRequest;
  // Proposals
  queryPlanList: PlanListRequest;
  getPremiumFromRation: PremiumRequest;
  toNewProposa: NewProposalRequest;
  saveProposal: ProposalSaveRequest;
  selectRiskByPolicy: PolicyDetailRequest;
  proposalUserInfo: ProposalUserInfoRequest;
  downProposal: ProposalFileRequest;
  proposalApplication: ProposalLookupRequest;
  // Claims
  isBindUserInfo: BindStateRequest;
  bindUserInfo: ClaimBindRequest;
  queryClaimList: CarClaimLookupRequest;
  queryClaimDetail: ClaimDetailRequest;
  isNoCarBindUserInfo: BindStateRequest;
  queryNoCarClaimList: NoCarClaimLookupRequest;
  queryNoCarClaimDetial: ClaimDetailRequest;
  // Invoices
  queryInvoice: HolderLookupRequest;
  applicationInvoice: InvoiceRequest;
  invoice: PolicyDetailRequest;
  myInvoice: HolderLookupRequest;
  isEiBindUserInfo: AccountRequest;
  forwardMessage: ForwardInvoiceRequest;
  invoicedDwnload: PolicyDetailRequest;
  checkUserAuthority: PolicyDetailRequest;
  // Surrender
  surrenderOrderList: HolderLookupRequest;
  surrenderInfo: SurrenderInfoRequest;
  surrenderTospay: SurrenderRequest;
  querySurrender: HolderLookupRequest;
  cancelUndwrtByOrderNo: OrderRequest;
  // Payment
  orderPay: PayRequest;
  externalPay: PayRequest;
  // Mall account
  getRandom: EmptyRequest;
  register: RegisterRequest;
  login: LoginRequest;
  quickLogin: QuickLoginRequest;
  changeMallPassword: ChangePasswordRequest;
  updatePhone: UpdatePhoneRequest;
  updatePassword: ResetPasswordRequest;
  loginCheckUser: LoginCheckUserRequest;
  checkUserAndCode: CheckSmsCodeRequest;
  defaultLogin: OpenIdLoginRequest;
  logoutMall: LogoutRequest;
  checkNocarVCode: CheckSmsCodeRequest;
  getSign: SignRequest;
  getToken: GetTokenRequest;
  getUser: GetUserRequest;
  setUserOpenid: LinkOpenIdRequest;
  setQuickLoginUserOpenid: LinkOpenIdRequest;
  compareOpenId: CompareOpenIdRequest;
  compareQuickLoginOpenId: CompareOpenIdRequest;
  contactsFindAll: AccountRequest;
  addContact: ContactRequest;
  getContactInfo: ContactIdRequest;
  updateContact: ContactRequest;
  replaceContact: ContactRequest;
  addressFindAll: AccountRequest;
  addAddress: AddressRequest;
  updateAddress: AddressRequest;
  // Others
  ocrIdCardFront: OcrRequest;
  ocrIdCardBack: OcrRequest;
  sourceCodeCheck: SourceCodeRequest;
  sendAdvice: AdviceRequest;
  pageInitMall: PageInitRequest;
  showEquity: FlightBenefitRequest;
  activate: ActivateBenefitRequest;
  showEquityScrm: AccountRefRequest;
  saveBpm: BpmRequest;
  uploadBpmImage: BpmImageRequest;
  queryInsuranceCardList: CardListRequest;
  activeCard: ActivateCardRequest;
  joinCusSer: ServiceLinkRequest;
  valueAdd: ValueAddRequest;
  tokenAndRight: ServiceTokenRequest;
  interimOrder: ProposalSaveRequest;
  interimOrderInfo: InterimOrderRequest;
  getPolicyInfo: PolicyDetailRequest;
  getverificationCodeBJ: SendSmsCodeRequest;
  checkVerificationCode: CheckSmsCodeRequest;
  selectProblem: QuestionRequest;
  prpdCode: EmptyRequest;
  // GET calls
  deleteContact: ContactIdRequest;
  getAddressInfo: AddressIdRequest;
  deleteAddress: AddressIdRequest;
  careVoice: ServiceLinkRequest;
  getCaptcha: EmptyRequest;
  getMobileCode: SendSmsCodeRequest;
  prpdCodeProblem: QuestionRequest;
}

/**
 * The request type of one call.
 * @example const payload: CallRequest<"getUserInfo"> = { mallId: "M1" };
 */
export type CallRequest<N extends GatewayCallName> = GatewayRequests[N];
