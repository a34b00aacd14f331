/**
 * The insured's fields when the insured is the customer (与您的关系 本人): an identity-verified account already
 * knows them, so they are filled rather than asked again (F16; the wallet's activation and a received card's).
 */
import { INSURED_IDENTITY_TYPES, VEHICLE_LOOKUP_IDENTITY_TYPES } from "../identity/identity-types";
import { SELF_RELATIONSHIP } from "./relationships";

/** The insured fields of an activation form. */
export interface InsuredFields {
  readonly insuredName: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
}

/** The part of a verified identity (`lookIdentify`'s answer) the fill reads. */
export interface SelfIdentity {
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
}

/**
 * The insured fields to set from the verified identity: with 本人, the fields still empty (what the customer typed
 * stays), the type only with its number and only a type an insured may hold; with another relationship, the
 * fields that still hold the account's own name or number are emptied (a spouse never keeps the customer's
 * identity silently). Empty when nothing is to change. Total and linear.
 * @example selfInsuredFill("601005", { insuredName: "", identifyType: "01", identifyNumber: "" }, { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" })
 * // { insuredName: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }
 * @example selfInsuredFill("601001", { insuredName: "", identifyType: "01", identifyNumber: "" }, { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }) // {}
 */
export function selfInsuredFill(relationship: string, current: InsuredFields, identity: SelfIdentity | null | undefined): Partial<InsuredFields> {
  return identityFill(relationship, current, identity, INSURED_IDENTITY_TYPES);
}

/**
 * The vehicle owner's fields of the car lookup (/insureRight) to set from the verified identity: the fields still
 * empty, the type only with its number and only a type a vehicle owner may hold (01 / 11 / 13), and the number only
 * under the customer's own name (an owner name typed or saved for someone else gets no number of the customer's).
 * Empty when nothing is to change. Total and linear.
 * @example vehicleOwnerFill({ insuredName: "", identifyType: "01", identifyNumber: "" }, { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" })
 * // { insuredName: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }
 * @example vehicleOwnerFill({ insuredName: "李四", identifyType: "01", identifyNumber: "" }, { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }) // {}
 */
export function vehicleOwnerFill(current: InsuredFields, identity: SelfIdentity | null | undefined): Partial<InsuredFields> {
  if (identity === null || identity === undefined || (current.insuredName !== "" && current.insuredName !== identity.name)) return {};
  return identityFill(SELF_RELATIONSHIP, current, identity, VEHICLE_LOOKUP_IDENTITY_TYPES);
}

function identityFill(relationship: string, current: InsuredFields, identity: SelfIdentity | null | undefined, types: readonly string[]): Partial<InsuredFields> {
  if (identity === null || identity === undefined) return {};
  if (relationship !== SELF_RELATIONSHIP) {
    const cleared: { insuredName?: string; identifyNumber?: string } = {};
    if (current.insuredName !== "" && current.insuredName === identity.name) cleared.insuredName = "";
    if (current.identifyNumber !== "" && current.identifyNumber === identity.identifyNumber) cleared.identifyNumber = "";
    return cleared;
  }
  const fill: { insuredName?: string; identifyType?: string; identifyNumber?: string } = {};
  if (current.insuredName === "" && typeof identity.name === "string" && identity.name !== "") fill.insuredName = identity.name;
  if (current.identifyNumber === "" && typeof identity.identifyNumber === "string" && identity.identifyNumber !== "" && types.includes(identity.identifyType)) {
    fill.identifyType = identity.identifyType;
    fill.identifyNumber = identity.identifyNumber;
  }
  return fill;
}
