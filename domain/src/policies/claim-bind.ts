/**
 * What an identity number fills in on the claim binding form (/Bind): the birthday and the sex in the
 * binding's own code (spec §3: sex 0 male, 1 female — not the contacts' 1 / 2).
 */
import { identityFacts } from "../application/account-data";

/**
 * Birthday and binding sex code from an identity card number (types 01 and 14); null otherwise.
 * @example claimBindFacts("01", "11010519491231002X") // { birthday: "1949-12-31", sex: "1" }
 */
export function claimBindFacts(type: string, number: string, now?: Date): { birthday: string; sex: "0" | "1" } | null {
  const facts = identityFacts(type, number, now);
  return facts === null ? null : { birthday: facts.birthday, sex: facts.sex === "1" ? "0" : "1" };
}
