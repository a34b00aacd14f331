/**
 * The catalogue of every gateway call in spec §7: one entry per call, keyed by a unique name.
 *
 * Each entry fixes the sub-service (`order`, `claim`, `wd`, `ei`, `payment`, `login`, `pageInit`, `ocr`), the
 * path under it, the method, whether the body travels in the cipher envelope, whether failures stay quiet, and
 * whether a POST body is form-encoded. URL: `<gateway base>/<service>/<path>` (Wire format, shared/design.md).
 *
 * Readings of the spec recorded here (the spec names calls, not their URLs):
 * - Sub-services follow the spec's grouping: personal centre, mall account, contacts, addresses, sharing and
 *   "others" → `wd` (mall); orders, policies, proposals, surrender → `order`; claims → `claim`; invoices → `ei`;
 *   messenger code exchange, SMS codes and mall login → `login`; page init → `pageInit`; OCR → `ocr`.
 * - The encrypted set is exactly §7's list: renewal list, car policy detail, receive (cpp, gci), internet policy
 *   list and detail, core policy list (not policyListScrm) and detail, endorse list (endorseDetail, the only
 *   endorse call), order list (queryOrderList and the personal centre's oderList), user info (getUserInfo),
 *   user check (checkUser, both the personal-centre and the mall-account one), policy info, invoices
 *   (queryInvoice, invoice, myInvoice), claim lists and details (core and claim services, car and non-car),
 *   contacts find, contact info, address find/add/update, login, register, change password, update password,
 *   quick-login open id (setQuickLoginUserOpenid), share sign, application invoice. Invoice download excluded.
 * - Quiet calls (failures show nothing, §8): SMS code send (getverificationCodeBJ, getMobileCode), SMS code
 *   check (checkVerificationCode, checkNocarVCode) and linkage (linkage/unified). The session check
 *   (compareOpenId) is quiet too: its −1 is handled by the session rule, not by an alert.
 * - Form-encoded POST bodies (§7 "form-encoded when the response type is form"): the uploads (OCR front/back,
 *   uploadBpmImage) and the two payment calls, whose gateways take classic form posts.
 */

/** Sub-services under the gateway prefix (spec §7). */
export const SUB_SERVICES = ["order", "claim", "wd", "ei", "payment", "login", "pageInit", "ocr"] as const;
export type SubService = (typeof SUB_SERVICES)[number];

/** HTTP methods the gateway uses. */
export type GatewayMethod = "POST" | "GET";

/** One call of the catalogue. */
export interface GatewayCall {
  /** Unique catalogue key (also the name screens and fixtures use). */
  readonly name: string;
  readonly service: SubService;
  /** Path under the sub-service, no leading slash. */
  readonly path: string;
  readonly method: GatewayMethod;
  /** Body and response travel in the cipher envelope. */
  readonly encrypted: boolean;
  /** Failures show nothing to the customer (§8). */
  readonly quiet: boolean;
  /** POST body is `application/x-www-form-urlencoded` rather than JSON. */
  readonly form: boolean;
  /** What the call is for, in a few English words. */
  readonly summary: string;
}

type Flags = { encrypted?: true; quiet?: true; form?: true; method?: GatewayMethod };

const call = <const N extends string>(
  name: N,
  service: SubService,
  path: string,
  summary: string,
  flags: Flags = {},
): GatewayCall & { readonly name: N } => ({
  name,
  service,
  path,
  method: flags.method ?? "POST",
  encrypted: flags.encrypted === true,
  quiet: flags.quiet === true,
  form: flags.form === true,
  summary,
});

const E = { encrypted: true } as const;
const Q = { quiet: true } as const;
const F = { form: true } as const;
const GET = { method: "GET" } as const;

const CALLS = [
  // Personal centre (mall)
  call("delOrder", "wd", "personalCenter/delOrder", "delete an unpaid order"),
  call("checkUser", "wd", "personalCenter/checkUser", "check the mall user", E),
  call("getUserInfo", "wd", "personalCenter/getUserInfo", "mall user info", E),
  call("oderList", "wd", "personalCenter/oderList", "personal centre order list", E),
  call("pageing", "wd", "personalCenter/pageing", "paged order list"),
  call("policyInfo", "wd", "personalCenter/policyInfo", "policy info", E),
  call("orderInfo", "wd", "personalCenter/orderInfo", "order info"),
  call("bandUser", "wd", "personalCenter/bandUser", "bind a user"),
  call("updateUser", "wd", "personalCenter/updateUser", "update user info"),
  call("checkIdentify", "wd", "personalCenter/checkIdentify", "check identity authentication state"),
  call("indentifyAuth", "wd", "personalCenter/indentifyAuth", "submit identity authentication"),
  call("lookIdentify", "wd", "personalCenter/lookIdentify", "look at the authenticated identity"),
  call("checkIdentifyNumber", "wd", "personalCenter/checkIdentifyNumber", "check an identity number (blacklist)"),

  // Orders and policies
  call("queryCarPolicyList", "order", "policy/queryCarPolicyList", "car policy list"),
  call("queryCarPolicyDetail", "order", "policy/queryCarPolicyDetail", "car policy detail", E),
  call("queryGasPolicyList", "order", "policy/queryGasPolicyList", "gas policy list"),
  call("queryGasPolicyDetail", "order", "policy/queryGasPolicyDetail", "gas policy detail"),
  call("queryInternetPolicyList", "order", "policy/queryInternetPolicyList", "internet policy list", E),
  call("queryInternetPolicyDetail", "order", "policy/queryInternetPolicyDetail", "internet policy detail", E),
  call("queryOtherPolicyList", "order", "policy/queryOtherPolicyList", "other policy list"),
  call("queryOtherPolicyDetail", "order", "policy/queryOtherPolicyDetail", "other policy detail"),
  call("queryOrderList", "order", "order/queryOrderList", "order list", E),
  call("queryOrderDetail", "order", "order/queryOrderDetail", "order detail"),
  call("download", "order", "order/download", "download an electronic policy"),
  call("corePolicyList", "order", "core/policyList", "core policy list", E),
  call("corePolicyListScrm", "order", "core/policyListScrm", "core policy list for the scrm channel"),
  call("corePolicyDetail", "order", "core/policyDetail", "core policy detail", E),
  call("coreClaimList", "order", "core/claimList", "claims of a policy", E),
  call("coreClaimDetail", "order", "core/claimDetail", "claim detail of a policy", E),
  call("coreEndorseDetail", "order", "core/endorseDetail", "endorsements of a policy", E),
  call("coreGetEp", "order", "core/getEp", "electronic policy address"),
  call("receiveCpp", "order", "receive/cpp", "receive a free cover (cpp)", E),
  call("receiveGci", "order", "receive/gci", "receive a free cover (gci)", E),
  call("renewalList", "order", "renewal/getRenewalList", "policies due for renewal", E),
  call("renewalPageInfo", "order", "renewal/getRenewalPageInfo", "renewal page info"),
  call("linkageUnified", "order", "linkage/unified", "unified linkage", Q),

  // Proposals
  call("queryPlanList", "order", "proposal/queryPlanList", "plans of a product"),
  call("getPremiumFromRation", "order", "proposal/getPremiumFromRation", "premium of a plan"),
  call("toNewProposa", "order", "proposal/toNewProposa", "start a proposal"),
  call("saveProposal", "order", "proposal/save", "save a proposal"),
  call("selectRiskByPolicy", "order", "proposal/SelectRiskByPolicy", "risks of a policy"),
  call("proposalUserInfo", "order", "proposal/proposalUserInfo", "applicant info for a proposal"),
  call("downProposal", "order", "proposal/downProposal", "download a proposal"),
  call("proposalApplication", "order", "proposal/proposalApplication", "application (proposal) lookup"),

  // Claims
  call("isBindUserInfo", "claim", "claim/isBindUserInfo", "is the car claim user bound"),
  call("bindUserInfo", "claim", "claim/bindUserInfo", "bind the claim user"),
  call("queryClaimList", "claim", "claim/queryClaimList", "car claim list", E),
  call("queryClaimDetail", "claim", "claim/queryClaimDetail", "car claim detail", E),
  call("isNoCarBindUserInfo", "claim", "claim/isNoCarBindUserInfo", "is the non-car claim user bound"),
  call("queryNoCarClaimList", "claim", "claim/queryNoCarClaimList", "non-car claim list", E),
  call("queryNoCarClaimDetial", "claim", "claim/queryNoCarClaimDetial", "non-car claim detail", E),

  // Invoices
  call("queryInvoice", "ei", "ei/queryInvoice", "invoice lookup", E),
  call("applicationInvoice", "ei", "ei/applicationInvoice", "request an invoice", E),
  call("invoice", "ei", "ei/invoice", "invoice detail", E),
  call("myInvoice", "ei", "ei/myInvoice", "my invoices", E),
  call("isEiBindUserInfo", "ei", "ei/isEiBindUserInfo", "is the invoice user bound"),
  call("forwardMessage", "ei", "ei/forwardMessage", "send the invoice by e-mail"),
  call("invoicedDwnload", "ei", "ei/invoicedDwnload", "download an invoice"),
  call("checkUserAuthority", "ei", "ei/checkUserAuthority", "may this user request invoices"),

  // Surrender
  call("surrenderOrderList", "order", "surrender/surrenderOrderList", "surrenderable orders"),
  call("surrenderInfo", "order", "surrender/surrenderInfo", "surrender detail and refund"),
  call("surrenderTospay", "order", "surrender/surrenderTospay", "confirm a surrender"),
  call("querySurrender", "order", "surrender/querySurrender", "surrender lookup"),
  call("cancelUndwrtByOrderNo", "order", "surrender/cancelUndwrtByOrderNo", "cancel underwriting of an order"),

  // Payment
  call("orderPay", "payment", "payment/orderPay", "pay an order", F),
  call("externalPay", "payment", "payment/externalPay", "external payment", F),

  // Mall account
  call("getRandom", "login", "login/getRandom", "login nonce"),
  call("register", "login", "login/register", "register a mall account", E),
  call("login", "login", "login/login", "mall login", E),
  call("quickLogin", "login", "login/quickLogin", "login with an SMS code"),
  call("changeMallPassword", "login", "login/changeMallPassword", "change the mall password", E),
  call("updatePhone", "login", "login/updatePhone", "change the mobile number"),
  call("updatePassword", "login", "login/updatePassword", "reset the password", E),
  call("loginCheckUser", "login", "login/checkUser", "is this mobile registered", E),
  call("checkUserAndCode", "login", "login/checkUserAndCode", "check mobile and SMS code"),
  call("defaultLogin", "login", "login/defaultLogin", "login by open id"),
  call("logoutMall", "login", "login/logoutMall", "mall logout"),
  call("checkNocarVCode", "login", "login/checkNocarVCode", "check a non-car SMS code", Q),
  call("getSign", "wd", "share/getSign", "messenger JS signature", E),
  call("getToken", "login", "wx/getToken", "exchange the messenger code for an open id"),
  call("getUser", "login", "wx/getUser", "messenger user info"),
  call("setUserOpenid", "login", "wx/setUserOpenid", "link the open id to the mall user"),
  call("setQuickLoginUserOpenid", "login", "wx/setQuickLoginUserOpenid", "link the open id after quick login", E),
  call("compareOpenId", "login", "wx/compareOpenId", "mall session check", Q),
  call("compareQuickLoginOpenId", "login", "wx/compareQuickLoginOpenId", "quick-login session check", Q),
  call("contactsFindAll", "wd", "contacts/findAll", "frequent contacts", E),
  call("addContact", "wd", "contacts/addContact", "add a contact"),
  call("getContactInfo", "wd", "contacts/getContactInfo", "one contact", E),
  call("updateContact", "wd", "contacts/updateContact", "update a contact"),
  call("replaceContact", "wd", "contacts/replaceContact", "replace a contact"),
  call("addressFindAll", "wd", "address/findAll", "frequent addresses", E),
  call("addAddress", "wd", "address/addAddress", "add an address", E),
  call("updateAddress", "wd", "address/updateAddress", "update an address", E),

  // Others
  call("ocrIdCardFront", "ocr", "ocr/idCardFront", "OCR of the identity card front", F),
  call("ocrIdCardBack", "ocr", "ocr/idCardBack", "OCR of the identity card back", F),
  call("sourceCodeCheck", "pageInit", "sourceCode/check", "check a channel source code"),
  call("sendAdvice", "wd", "advice/sendAdvice", "send a complaint or advice"),
  call("pageInitMall", "pageInit", "pageInit/mall", "mall home content"),
  call("showEquity", "wd", "push/showEquity", "service benefits"),
  call("activate", "wd", "push/activate", "activate a benefit"),
  call("showEquityScrm", "wd", "push/showEquityScrm", "service benefits for the scrm channel"),
  call("saveBpm", "wd", "bpm/saveBpm", "save a service request"),
  call("uploadBpmImage", "wd", "bpm/uploadBpmImage", "upload a service image", F),
  call("queryInsuranceCardList", "wd", "eleInsuranceCard/queryInsuranceCardList", "card wallet"),
  call("activeCard", "wd", "eleInsuranceCard/activeCard", "activate a card"),
  call("joinCusSer", "wd", "zyyt/joinCusSer", "join customer service"),
  call("valueAdd", "wd", "api/valueAdd", "value-added services"),
  call("tokenAndRight", "wd", "api/tokenAndRight", "token and rights of a value-added service"),
  call("interimOrder", "order", "interim/interimOrder", "interim order"),
  call("interimOrderInfo", "order", "interim/interimOrderInfo", "interim order info"),
  call("getPolicyInfo", "order", "interim/getPolicyInfo", "policy info for an interim order"),
  call("getverificationCodeBJ", "login", "sms/getverificationCodeBJ", "send an SMS code", Q),
  call("checkVerificationCode", "login", "sms/checkVerificationCode", "check an SMS code", Q),
  call("selectProblem", "wd", "problem/selectProblem", "frequent questions"),
  call("prpdCode", "wd", "problem/prpdCode", "product codes of the questions"),

  // GET calls
  call("deleteContact", "wd", "contacts/deleteContact", "delete a contact", GET),
  call("getAddressInfo", "wd", "address/getAddressInfo", "one address", GET),
  call("deleteAddress", "wd", "address/deleteAddress", "delete an address", GET),
  call("careVoice", "wd", "sso/careVoice", "care voice single sign-on", GET),
  call("getCaptcha", "login", "login/getCaptcha", "image captcha", GET),
  call("getMobileCode", "login", "login/getMobileCode", "send an SMS code", { method: "GET", quiet: true }),
  call("prpdCodeProblem", "wd", "prpdCodeProblem/selectProblem", "questions of a product code", GET),
] as const satisfies readonly GatewayCall[];

/** Names of every call in the catalogue. */
export type GatewayCallName = (typeof CALLS)[number]["name"];

/**
 * Every call of spec §7, keyed by name.
 * @example GATEWAY_CATALOGUE.getToken.path // "wx/getToken"
 */
export const GATEWAY_CATALOGUE: Readonly<Record<GatewayCallName, GatewayCall>> = Object.fromEntries(
  CALLS.map((entry) => [entry.name, entry]),
) as Record<GatewayCallName, GatewayCall>;

/** The catalogue as a list, in spec order. */
export const GATEWAY_CALLS: readonly GatewayCall[] = CALLS;

/**
 * The URL of a call under a gateway base (`<base>/<service>/<path>`), a trailing slash of the base ignored.
 * @example gatewayUrl("/micromall-gateway", GATEWAY_CATALOGUE.getToken) // "/micromall-gateway/login/wx/getToken"
 */
export function gatewayUrl(base: string, entry: Pick<GatewayCall, "service" | "path">): string {
  const trimmed = base.endsWith("/") ? base.slice(0, -1) : base;
  return `${trimmed}/${entry.service}/${entry.path}`;
}

/** Whether `name` is a catalogue key. Total. */
export function isGatewayCallName(name: string): name is GatewayCallName {
  return Object.prototype.hasOwnProperty.call(GATEWAY_CATALOGUE, name);
}
