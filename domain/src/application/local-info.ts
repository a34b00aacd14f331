/**
 * Local info of the insurance application (spec §3 "Local info").
 *
 * Decisions (the spec names the fields and two defaults: invoiceType "1", agreement false): the switches
 * (allowChangeCity, allowChangeComCode, changeDuration, toQuery, gobuyChoicePopup, ocr, allowGoHome,
 * serviceBtn) are booleans defaulting to false, so a feature is off until the product turns it on;
 * resultList is a list (spec §4: result lists are arrays); every other field is text, "".
 */

/** Local info of an application. */
export interface LocalInfo {
  channel: string;
  channelNo: string;
  productName: string;
  planCodeItem: string;
  className: string;
  /** Messenger share title. */
  shareTitle: string;
  /** Messenger share description. */
  shareDesc: string;
  /** Messenger share image URL. */
  shareImage: string;
  /** Invoice type; "1" by default. */
  invoiceType: string;
  claimsText: string;
  /** Whether the customer accepted the terms; false by default. */
  agreement: boolean;
  orderId: string;
  proposalNo: string;
  planInfo: string;
  allowChangeCity: boolean;
  allowChangeComCode: boolean;
  planCombName: string;
  changeDuration: boolean;
  toQuery: boolean;
  areaCode: string;
  amount: string;
  gobuyChoicePopup: boolean;
  ocr: boolean;
  allowGoHome: boolean;
  serviceBtn: boolean;
  resultList: unknown[];
}

/**
 * A fresh local info: invoice type "1", agreement not given, switches off, texts "".
 * @example defaultLocalInfo().invoiceType // "1"
 */
export function defaultLocalInfo(): LocalInfo {
  return {
    channel: "",
    channelNo: "",
    productName: "",
    planCodeItem: "",
    className: "",
    shareTitle: "",
    shareDesc: "",
    shareImage: "",
    invoiceType: "1",
    claimsText: "",
    agreement: false,
    orderId: "",
    proposalNo: "",
    planInfo: "",
    allowChangeCity: false,
    allowChangeComCode: false,
    planCombName: "",
    changeDuration: false,
    toQuery: false,
    areaCode: "",
    amount: "",
    gobuyChoicePopup: false,
    ocr: false,
    allowGoHome: false,
    serviceBtn: false,
    resultList: [],
  };
}
