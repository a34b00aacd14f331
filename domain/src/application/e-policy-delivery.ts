/**
 * Where the electronic policy of a paid order goes (F17): only the channels the order has — the policyholder's
 * mobile, and their e-mail only when one was given (the application form's e-mail is optional, spec §3
 * "Applicant": applyEmail optional). A paid page never promises an e-mail that was not given.
 *
 * Decisions where the spec is silent:
 * - A channel counts when its value is valid (`isMobile`, `isEmail`): a blank or broken value is no channel.
 * - The mobile is shown masked (`maskMobile`), the e-mail whole (the customer checks where to look).
 * - An order that names neither (an order read without its parties) promises nothing: the policy's page has the
 *   e-policy to download.
 */
import { isEmail } from "../formats/email";
import { isMobile } from "../formats/mobile";
import { maskMobile } from "../formats/mask-mobile";

/** The channels of a paid order's electronic policy, with what the page shows of each. */
export type EPolicyDelivery =
  | { readonly channels: "mobileAndEmail"; readonly mobile: string; readonly email: string }
  | { readonly channels: "mobile"; readonly mobile: string }
  | { readonly channels: "email"; readonly email: string }
  | { readonly channels: "none" };

/**
 * The channels an order's policyholder gave for the electronic policy. Total: any value, even none, gives an answer.
 * @example ePolicyDelivery({ mobile: "13912345678", email: "" }) // { channels: "mobile", mobile: "139****5678" }
 * @example ePolicyDelivery({ mobile: "13912345678", email: "wang@example.com" }) // { channels: "mobileAndEmail", mobile: "139****5678", email: "wang@example.com" }
 * @example ePolicyDelivery(undefined) // { channels: "none" }
 */
export function ePolicyDelivery(applicant: { readonly mobile?: string; readonly email?: string } | null | undefined): EPolicyDelivery {
  const mobile = typeof applicant?.mobile === "string" && isMobile(applicant.mobile.trim()) ? maskMobile(applicant.mobile.trim()) : "";
  const email = typeof applicant?.email === "string" && isEmail(applicant.email.trim()) ? applicant.email.trim() : "";
  if (mobile !== "" && email !== "") return { channels: "mobileAndEmail", mobile, email };
  if (mobile !== "") return { channels: "mobile", mobile };
  if (email !== "") return { channels: "email", email };
  return { channels: "none" };
}
