/**
 * What a gateway call's answer is and what a write changes, beside the catalogue (issue 19 "nothing personal
 * after logout", "invalidation lives in the mutation's options").
 *
 * - A call is **public** when neither its payload nor its answer says anything about a person: the mall's
 *   content, product plans, FAQs, the captcha, the share signature of a URL, a shop's code check. Every other
 *   call is **personal**: its cached answer belongs to whoever was logged in (or looked up) and leaves the cache
 *   when the mall login ends or changes hands. A new call is personal until someone lists it here: forgetting
 *   to list it costs a refetch, never another customer's data.
 * - {@link CALL_CHANGES} says, for every write call that changes what reads show, which reads it makes stale.
 *   The web's mutation option factory invalidates exactly those after the write succeeds; no screen does it
 *   by hand.
 */
import type { GatewayCallName } from "./catalogue";

/** The calls whose payload and answer hold nobody's data (everything else is personal). */
export const PUBLIC_CALLS = [
  "pageInitMall",
  "queryPlanList",
  "selectProblem",
  "prpdCode",
  "prpdCodeProblem",
  "getCaptcha",
  "getRandom",
  "getSign",
  "sourceCodeCheck",
] as const satisfies readonly GatewayCallName[];

const PUBLIC = new Set<string>(PUBLIC_CALLS);

/**
 * Whether a call's payload and answer hold nobody's data. Total: anything not listed (an unknown name, a
 * non-string) is not public.
 * @example isPublicCall("pageInitMall") // true
 * @example isPublicCall("contactsFindAll") // false
 */
export function isPublicCall(name: unknown): boolean {
  return typeof name === "string" && PUBLIC.has(name);
}

/** The customer's summary (counts of policies, orders, claims, cards): most writes change one of its counts. */
const SUMMARY = "getUserInfo" satisfies GatewayCallName;

/** The account's policy lists: one per line, the core list (a claim report's choice) and the channel's list. */
const POLICY_LISTS = ["queryCarPolicyList", "queryGasPolicyList", "queryInternetPolicyList", "queryOtherPolicyList", "corePolicyList", "corePolicyListScrm"] as const satisfies readonly GatewayCallName[];

/** What a policy is offered for: surrender, invoicing (the invoice lookups and the invoice's own record), renewal. */
const POLICY_OFFERS = ["surrenderOrderList", "queryInvoice", "invoice", "checkUserAuthority", "renewalList"] as const satisfies readonly GatewayCallName[];

/** The account's benefits: a policy brings its own (bought, bound or activated from a card). */
const POLICY_BENEFITS = ["showEquity", "showEquityScrm"] as const satisfies readonly GatewayCallName[];

/**
 * For each write call, the reads whose answers it changes (every payload of each read goes stale).
 * @example CALL_CHANGES.addContact // ["contactsFindAll", "getContactInfo"]
 */
export const CALL_CHANGES = {
  // orders: a payment or a cancellation changes the order, the order lists and the summary's counts; a payment
  // issues a policy (issue 18): the policy lists, the policy a payment issued, what a policy is offered for, and its benefits
  orderPay: ["interimOrderInfo", "queryOrderList", "oderList", "pageing", "queryOrderDetail", "orderInfo", "getPolicyInfo", ...POLICY_LISTS, ...POLICY_OFFERS, ...POLICY_BENEFITS, SUMMARY],
  externalPay: ["interimOrderInfo", "queryOrderList", "oderList", "pageing", "queryOrderDetail", "orderInfo", "getPolicyInfo", ...POLICY_LISTS, ...POLICY_OFFERS, ...POLICY_BENEFITS, SUMMARY],
  // (a deleted order leaves every list and its own reads; a cancelled one changes its state in all of them)
  delOrder: ["interimOrderInfo", "queryOrderDetail", "orderInfo", "queryOrderList", "oderList", "pageing", SUMMARY],
  cancelUndwrtByOrderNo: ["interimOrderInfo", "queryOrderDetail", "orderInfo", "queryOrderList", "oderList", "pageing", SUMMARY],
  saveProposal: ["queryOrderList", "oderList", SUMMARY],
  // surrender: the policy is surrendered everywhere (its lists, its detail) and offered for nothing any more
  // and the benefits it brought end with it (customer rehearsal 4: a surrendered policy's 视频医生 stayed usable);
  // its refund reverses the issued invoice (红冲): 我的发票 shows it 已红冲 (customer rehearsal 5)
  surrenderTospay: ["querySurrender", "surrenderInfo", "corePolicyDetail", "policyInfo", ...POLICY_LISTS, ...POLICY_OFFERS, "myInvoice", SUMMARY, "showEquity"],
  // a claim report (issue 18): the claim lists, the policy's claims, the count; an open claim blocks surrender
  saveBpm: ["queryClaimList", "queryNoCarClaimList", "coreClaimList", "surrenderOrderList", SUMMARY],
  // invoices
  applicationInvoice: ["myInvoice", "invoice", "queryInvoice"],
  // policy correction (the holder's contact data on the policy)
  updateUser: ["policyInfo"],
  // benefits: an activation or a binding changes what the account is entitled to
  activate: ["showEquity", "showEquityScrm", "valueAdd"],
  bandUser: [...POLICY_BENEFITS, "checkUser", "valueAdd"],
  // insurance cards
  // an activated (or received) card issues its policy to the account (F3)
  activeCard: ["queryInsuranceCardList", SUMMARY, ...POLICY_LISTS, ...POLICY_BENEFITS],
  // claim bindings
  bindUserInfo: ["isBindUserInfo", "queryClaimList", "queryNoCarClaimList"],
  // account data
  addContact: ["contactsFindAll", "getContactInfo"],
  updateContact: ["contactsFindAll", "getContactInfo"],
  replaceContact: ["contactsFindAll", "getContactInfo"],
  deleteContact: ["contactsFindAll", "getContactInfo"],
  addAddress: ["addressFindAll", "getAddressInfo"],
  updateAddress: ["addressFindAll", "getAddressInfo"],
  deleteAddress: ["addressFindAll", "getAddressInfo"],
  indentifyAuth: ["checkIdentify", "lookIdentify", SUMMARY],
  // a change of mobile: the summary carries the account's mobile (customer report 2, G5)
  updatePhone: [SUMMARY],
} as const satisfies Partial<Record<GatewayCallName, readonly GatewayCallName[]>>;

/** A write call that changes what reads show. */
export type ChangingCallName = keyof typeof CALL_CHANGES;

const NOTHING: readonly GatewayCallName[] = [];

/**
 * The reads a write call changes ([] for a call that changes nothing cached). Total.
 * @example callsChangedBy("activeCard") // ["queryInsuranceCardList", "getUserInfo", "queryCarPolicyList", …]
 * @example callsChangedBy("login") // []
 */
export function callsChangedBy(name: unknown): readonly GatewayCallName[] {
  if (typeof name !== "string" || !Object.prototype.hasOwnProperty.call(CALL_CHANGES, name)) return NOTHING;
  return CALL_CHANGES[name as ChangingCallName];
}
