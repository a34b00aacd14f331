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
 *
 * What each call is for is documented in `GATEWAY_CALL_SUMMARIES` (call-summaries.ts), not in the entries:
 * the catalogue ships to the browser with the first gateway call, its documentation need not.
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
}

type Flags = { encrypted?: true; quiet?: true; form?: true; method?: GatewayMethod };

const call = <const N extends string>(
  name: N,
  service: SubService,
  path: string,
  flags: Flags = {},
): GatewayCall & { readonly name: N } => ({
  name,
  service,
  path,
  method: flags.method ?? "POST",
  encrypted: flags.encrypted === true,
  quiet: flags.quiet === true,
  form: flags.form === true,
});

const E = { encrypted: true } as const;
const Q = { quiet: true } as const;
const F = { form: true } as const;
const GET = { method: "GET" } as const;

const CALLS = [
  // Personal centre (mall)
  call("delOrder", "wd", "personalCenter/delOrder"),
  call("checkUser", "wd", "personalCenter/checkUser", E),
  call("getUserInfo", "wd", "personalCenter/getUserInfo", E),
  call("oderList", "wd", "personalCenter/oderList", E),
  call("pageing", "wd", "personalCenter/pageing"),
  call("policyInfo", "wd", "personalCenter/policyInfo", E),
  call("orderInfo", "wd", "personalCenter/orderInfo"),
  call("bandUser", "wd", "personalCenter/bandUser"),
  call("updateUser", "wd", "personalCenter/updateUser"),
  call("checkIdentify", "wd", "personalCenter/checkIdentify"),
  call("indentifyAuth", "wd", "personalCenter/indentifyAuth"),
  call("lookIdentify", "wd", "personalCenter/lookIdentify"),
  call("checkIdentifyNumber", "wd", "personalCenter/checkIdentifyNumber"),

  // Orders and policies
  call("queryCarPolicyList", "order", "policy/queryCarPolicyList"),
  call("queryCarPolicyDetail", "order", "policy/queryCarPolicyDetail", E),
  call("queryGasPolicyList", "order", "policy/queryGasPolicyList"),
  call("queryGasPolicyDetail", "order", "policy/queryGasPolicyDetail"),
  call("queryInternetPolicyList", "order", "policy/queryInternetPolicyList", E),
  call("queryInternetPolicyDetail", "order", "policy/queryInternetPolicyDetail", E),
  call("queryOtherPolicyList", "order", "policy/queryOtherPolicyList"),
  call("queryOtherPolicyDetail", "order", "policy/queryOtherPolicyDetail"),
  call("queryOrderList", "order", "order/queryOrderList", E),
  call("queryOrderDetail", "order", "order/queryOrderDetail"),
  call("download", "order", "order/download"),
  call("corePolicyList", "order", "core/policyList", E),
  call("corePolicyListScrm", "order", "core/policyListScrm"),
  call("corePolicyDetail", "order", "core/policyDetail", E),
  call("coreClaimList", "order", "core/claimList", E),
  call("coreClaimDetail", "order", "core/claimDetail", E),
  call("coreEndorseDetail", "order", "core/endorseDetail", E),
  call("coreGetEp", "order", "core/getEp"),
  call("receiveCpp", "order", "receive/cpp", E),
  call("receiveGci", "order", "receive/gci", E),
  call("renewalList", "order", "renewal/getRenewalList", E),
  call("renewalPageInfo", "order", "renewal/getRenewalPageInfo"),
  call("linkageUnified", "order", "linkage/unified", Q),

  // Proposals
  call("queryPlanList", "order", "proposal/queryPlanList"),
  call("getPremiumFromRation", "order", "proposal/getPremiumFromRation"),
  call("toNewProposa", "order", "proposal/toNewProposa"),
  call("saveProposal", "order", "proposal/save"),
  call("selectRiskByPolicy", "order", "proposal/SelectRiskByPolicy"),
  call("proposalUserInfo", "order", "proposal/proposalUserInfo"),
  call("downProposal", "order", "proposal/downProposal"),
  call("proposalApplication", "order", "proposal/proposalApplication"),

  // Claims
  call("isBindUserInfo", "claim", "claim/isBindUserInfo"),
  call("bindUserInfo", "claim", "claim/bindUserInfo"),
  call("queryClaimList", "claim", "claim/queryClaimList", E),
  call("queryClaimDetail", "claim", "claim/queryClaimDetail", E),
  call("isNoCarBindUserInfo", "claim", "claim/isNoCarBindUserInfo"),
  call("queryNoCarClaimList", "claim", "claim/queryNoCarClaimList", E),
  call("queryNoCarClaimDetial", "claim", "claim/queryNoCarClaimDetial", E),

  // Invoices
  call("queryInvoice", "ei", "ei/queryInvoice", E),
  call("applicationInvoice", "ei", "ei/applicationInvoice", E),
  call("invoice", "ei", "ei/invoice", E),
  call("myInvoice", "ei", "ei/myInvoice", E),
  call("isEiBindUserInfo", "ei", "ei/isEiBindUserInfo"),
  call("forwardMessage", "ei", "ei/forwardMessage"),
  call("invoicedDwnload", "ei", "ei/invoicedDwnload"),
  call("checkUserAuthority", "ei", "ei/checkUserAuthority"),

  // Surrender
  call("surrenderOrderList", "order", "surrender/surrenderOrderList"),
  call("surrenderInfo", "order", "surrender/surrenderInfo"),
  call("surrenderTospay", "order", "surrender/surrenderTospay"),
  call("querySurrender", "order", "surrender/querySurrender"),
  call("cancelUndwrtByOrderNo", "order", "surrender/cancelUndwrtByOrderNo"),

  // Payment
  call("orderPay", "payment", "payment/orderPay", F),
  call("externalPay", "payment", "payment/externalPay", F),

  // Mall account
  call("getRandom", "login", "login/getRandom"),
  call("register", "login", "login/register", E),
  call("login", "login", "login/login", E),
  call("quickLogin", "login", "login/quickLogin"),
  call("changeMallPassword", "login", "login/changeMallPassword", E),
  call("updatePhone", "login", "login/updatePhone"),
  call("updatePassword", "login", "login/updatePassword", E),
  call("loginCheckUser", "login", "login/checkUser", E),
  call("checkUserAndCode", "login", "login/checkUserAndCode"),
  call("defaultLogin", "login", "login/defaultLogin"),
  call("logoutMall", "login", "login/logoutMall"),
  call("checkNocarVCode", "login", "login/checkNocarVCode", Q),
  call("getSign", "wd", "share/getSign", E),
  call("getToken", "login", "wx/getToken"),
  call("getUser", "login", "wx/getUser"),
  call("setUserOpenid", "login", "wx/setUserOpenid"),
  call("setQuickLoginUserOpenid", "login", "wx/setQuickLoginUserOpenid", E),
  call("compareOpenId", "login", "wx/compareOpenId", Q),
  call("compareQuickLoginOpenId", "login", "wx/compareQuickLoginOpenId", Q),
  call("contactsFindAll", "wd", "contacts/findAll", E),
  call("addContact", "wd", "contacts/addContact"),
  call("getContactInfo", "wd", "contacts/getContactInfo", E),
  call("updateContact", "wd", "contacts/updateContact"),
  call("replaceContact", "wd", "contacts/replaceContact"),
  call("addressFindAll", "wd", "address/findAll", E),
  call("addAddress", "wd", "address/addAddress", E),
  call("updateAddress", "wd", "address/updateAddress", E),

  // Others
  call("ocrIdCardFront", "ocr", "ocr/idCardFront", F),
  call("ocrIdCardBack", "ocr", "ocr/idCardBack", F),
  call("sourceCodeCheck", "pageInit", "sourceCode/check"),
  call("sendAdvice", "wd", "advice/sendAdvice"),
  call("pageInitMall", "pageInit", "pageInit/mall"),
  call("showEquity", "wd", "push/showEquity"),
  call("activate", "wd", "push/activate"),
  call("showEquityScrm", "wd", "push/showEquityScrm"),
  call("saveBpm", "wd", "bpm/saveBpm"),
  call("uploadBpmImage", "wd", "bpm/uploadBpmImage", F),
  call("queryInsuranceCardList", "wd", "eleInsuranceCard/queryInsuranceCardList"),
  call("activeCard", "wd", "eleInsuranceCard/activeCard"),
  call("joinCusSer", "wd", "zyyt/joinCusSer"),
  call("valueAdd", "wd", "api/valueAdd"),
  call("tokenAndRight", "wd", "api/tokenAndRight"),
  call("interimOrder", "order", "interim/interimOrder"),
  call("interimOrderInfo", "order", "interim/interimOrderInfo"),
  call("getPolicyInfo", "order", "interim/getPolicyInfo"),
  call("getverificationCodeBJ", "login", "sms/getverificationCodeBJ", Q),
  call("checkVerificationCode", "login", "sms/checkVerificationCode", Q),
  call("selectProblem", "wd", "problem/selectProblem"),
  call("prpdCode", "wd", "problem/prpdCode"),

  // GET calls
  call("deleteContact", "wd", "contacts/deleteContact", GET),
  call("getAddressInfo", "wd", "address/getAddressInfo", GET),
  call("deleteAddress", "wd", "address/deleteAddress", GET),
  call("careVoice", "wd", "sso/careVoice", GET),
  call("getCaptcha", "login", "login/getCaptcha", GET),
  call("getMobileCode", "login", "login/getMobileCode", { method: "GET", quiet: true }),
  call("prpdCodeProblem", "wd", "prpdCodeProblem/selectProblem", GET),
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
 * @throws {TypeError} when `entry` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function gatewayUrl(base: string, entry: Pick<GatewayCall, "service" | "path">): string {
  const text = typeof base === "string" ? base : "";
  const trimmed = text.endsWith("/") ? text.slice(0, -1) : text;
  return `${trimmed}/${entry.service}/${entry.path}`;
}

/** Whether `name` is a catalogue key. Total. */
export function isGatewayCallName(name: string): name is GatewayCallName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(GATEWAY_CATALOGUE, name);
}
