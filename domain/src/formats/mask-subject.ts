/**
 * Masking of an insured object's lines (a home's or gas user's address, a gas account number, an IMEI) where anyone
 * who knows a policy number can read them: the open lookups' policy details (customer rehearsal 3: the home address
 * and the gas account number of a stranger's policy showed in full while the names were masked).
 *
 * Decisions (the spec masks names, identity numbers and mobiles only):
 * - An address keeps its province, city and district (up to the first 区, 县 or 旗, else up to the first 市): enough
 *   for the holder to recognise it, too little to find the door. The rest becomes `****` (not one star per
 *   character: its length says nothing).
 * - A line whose label names an address (地址) is an address; a value of 6 or more letters, digits or hyphens (an
 *   account number, an IMEI, a frame number) keeps 2 characters at the start and 4 at the end.
 * - Any other value (a company, a model, a day count) stays as it is. Total.
 */
import { maskMiddle } from "./mask-middle";

const HIDDEN = "****";
const DISTRICT = /^.*?[区县旗]/u;
const CITY = /^.*?市/u;
const ACCOUNT = /^[A-Za-z0-9-]{6,}$/;

/**
 * The address with all after its district (else its city) hidden.
 * @example maskAddress("湖北省武汉市武昌区中北路88号") // "湖北省武汉市武昌区****"
 */
export function maskAddress(address: string): string {
  if (typeof address !== "string") return "";
  const trimmed = address.trim();
  if (trimmed === "") return "";
  const kept = DISTRICT.exec(trimmed)?.[0] ?? CITY.exec(trimmed)?.[0] ?? Array.from(trimmed).slice(0, 2).join("");
  return kept.length === trimmed.length ? trimmed : `${kept}${HIDDEN}`;
}

/**
 * The value of an insured-object line as an open lookup shows it.
 * @example maskSubjectValue("用气地址", "湖北省武汉市武昌区中北路88号") // "湖北省武汉市武昌区****"
 * @example maskSubjectValue("燃气户号", "4201883345") // "42****3345"
 * @example maskSubjectValue("燃气公司", "武汉市天然气有限公司") // "武汉市天然气有限公司"
 */
export function maskSubjectValue(label: string, value: string): string {
  if (typeof value !== "string") return "";
  if (typeof label === "string" && label.includes("地址")) return maskAddress(value);
  const trimmed = value.trim();
  return ACCOUNT.test(trimmed) ? maskMiddle(trimmed, 2, 4) : value;
}
