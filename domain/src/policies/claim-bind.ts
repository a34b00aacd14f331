/**
 * The claim binding (/Bind): what an identity number fills in on the form — the birthday and the sex in the
 * binding's own code (spec §3: sex 0 male, 1 female — not the contacts' 1 / 2) — and the whole binding request
 * of an identity-verified customer, who is not asked to bind again (issue 20 item 6).
 */
import { identityFacts } from "../application/account-data";
import { LENGTH_LIMITS } from "../formats/length-limits";
import { isMobile } from "../formats/mobile";
import { isName } from "../formats/names";
import type { ClaimBindRequest } from "../gateway/payloads";

/**
 * Birthday and binding sex code from an identity card number (types 01 and 14); null otherwise.
 * @example claimBindFacts("01", "11010519491231002X") // { birthday: "1949-12-31", sex: "1" }
 */
export function claimBindFacts(type: string, number: string, now?: Date): { birthday: string; sex: "0" | "1" } | null {
  const facts = identityFacts(type, number, now);
  return facts === null ? null : { birthday: facts.birthday, sex: facts.sex === "1" ? "0" : "1" };
}

/** The part of a verified identity (`lookIdentify`'s answer) the binding reads. */
export interface VerifiedIdentityFields {
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
}

/**
 * The claim binding of an identity-verified customer, built from the verified identity and the account's mobile
 * without asking: name, identity type and number, the birthday and sex the number gives, the mobile. Null when
 * the identity does not give every field the binding form requires (a document other than an identity card
 * carries no birthday or sex, a name the claim query refuses or longer than its 10, an invalid number or
 * mobile): the customer then fills the form, prefilled with what is known. Total and linear.
 * @example claimBindFromIdentity({ name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }, "13800000000")
 * // { username: "谢刚娟", identifytype: "01", identifynumber: "420106196708081889", birthday: "1967-08-08", sex: "1", mobliephone: "13800000000" }
 * @example claimBindFromIdentity({ name: "王五", identifyType: "06", identifyNumber: "E12345678" }, "13800000000") // null
 */
export function claimBindFromIdentity(identity: VerifiedIdentityFields, mobile: string, now?: Date): Required<Pick<ClaimBindRequest, "username" | "identifytype" | "identifynumber" | "birthday" | "sex" | "mobliephone">> | null {
  const { name, identifyType, identifyNumber } = identity;
  if (typeof name !== "string" || name.length > LENGTH_LIMITS.name.claimQuery || !isName(name)) return null;
  if (!isMobile(mobile)) return null;
  const facts = claimBindFacts(identifyType, identifyNumber, now);
  if (facts === null) return null;
  return { username: name, identifytype: identifyType, identifynumber: identifyNumber, birthday: facts.birthday, sex: facts.sex, mobliephone: mobile };
}
