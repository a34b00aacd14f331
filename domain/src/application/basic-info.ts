/**
 * Basic info of the insurance application (spec §3 "basicMsgInfo"), persisted with the application state.
 *
 * Decision: the spec gives defaults only for the hours, duration and counts, which are numbers; every other
 * field is text ("" until the product or the customer fills it), matching how the state travels (JSON in
 * session storage, form posts). endDate/startDate are calendar-date text (spec: "kept as text").
 */

/** Basic info of an application. */
export interface BasicMsgInfo {
  planIndex: string;
  productCode: string;
  entryId: string;
  riskCode: string;
  planCode: string;
  planCodeList: string;
  cityCode: string;
  cityName: string;
  startDate: string;
  endDate: string;
  /** Hour of the start day at which cover starts (0–24). */
  startHour: number;
  /** Hour of the end day at which cover ends (0–24). */
  endHour: number;
  birthDate: string;
  insuredSex: string;
  defaultDate: string;
  /** Insurance period in the product's duration unit. */
  duration: number;
  /** Number of insured persons: every pipe-joined insured list has this many entries. */
  insuredCount: number;
  /** Number of copies bought. */
  sumQuantity: number;
  ageFag: string;
  comCode: string;
  sumPremium: string;
  Ip: string;
  payChannel: string;
}

/**
 * A fresh basic info: start hour 0, end hour 24, duration 1, one insured, one copy, other fields "".
 * @example defaultBasicMsgInfo().endHour // 24
 */
export function defaultBasicMsgInfo(): BasicMsgInfo {
  return {
    planIndex: "",
    productCode: "",
    entryId: "",
    riskCode: "",
    planCode: "",
    planCodeList: "",
    cityCode: "",
    cityName: "",
    startDate: "",
    endDate: "",
    startHour: 0,
    endHour: 24,
    birthDate: "",
    insuredSex: "",
    defaultDate: "",
    duration: 1,
    insuredCount: 1,
    sumQuantity: 1,
    ageFag: "",
    comCode: "",
    sumPremium: "",
    Ip: "",
    payChannel: "",
  };
}
