/**
 * The applicant's fields a logged-in customer's form starts with (`proposalUserInfo`): one rule for every applicant
 * form — /inputInfo's application and the car proposal's applicant step of /insureRight (customer rehearsal 5: the
 * car applicant's 电子邮箱 stayed empty while /inputInfo filled it from the account).
 *
 * - Only fields the form has and that are still empty: what the customer typed, or the screen set, stays.
 * - The contact (mobile, e-mail) always; the person (name, birthday, sex, identity type and number) only for a
 *   person applicant (an exhibitor's company takes only the contact), and only while the applicant is not someone
 *   else already (a number is there that is not the account's: a car's owner from the lookup).
 * - The sex only for a person the account knows ({@link knownApplicantSex}); the identity type only with its number,
 *   only over an empty number and only a type the form offers; the birthday as the form writes it (YYYY-MM-DD).
 */
import { knownApplicantSex, type ApplicationFormConfig } from "./application-form";

/** What the pre-fill reads of the account (`proposalUserInfo`'s answer). */
export interface ApplicantAccountInfo {
  readonly applyName: string;
  readonly applyIdentifyType: string;
  readonly applyIdentifyNumber: string;
  readonly applyBirthday: string;
  readonly applySex: string;
  readonly applyMobile: string;
  readonly applyEmail: string;
}

/**
 * The applicant fields to set from the account: field name → value; empty when nothing is to change. Total.
 * @example applicantPrefill(config, { applyName: "", applyMobile: "", applyEmail: "" }, info)
 * // { applyName: "谢刚娟", applyMobile: "13800000000", applyEmail: "user0000@example.com", … }
 * @example applicantPrefill(config, { applyName: "李四", applyIdentifyNumber: "110101199003071234", applyEmail: "" }, info)
 * // { applyEmail: "user0000@example.com" } (the applicant is someone else: only the contact)
 */
export function applicantPrefill(
  config: Pick<ApplicationFormConfig, "kind" | "applicantIdentityTypes">,
  current: Readonly<Record<string, unknown>>,
  info: ApplicantAccountInfo | null | undefined,
): Record<string, string> {
  const fill: Record<string, string> = {};
  if (!info) return fill;
  // a field the form has and that is still empty; an empty value fills nothing (the answer's values are strings)
  const put = (key: string, value: string) => {
    if (key in current && !current[key] && value) fill[key] = value;
  };
  const number = typeof current.applyIdentifyNumber === "string" ? current.applyIdentifyNumber : "";
  put("applyMobile", info.applyMobile);
  put("applyEmail", info.applyEmail);
  if (config.kind === "exhibition" || (number !== "" && number.toUpperCase() !== `${info.applyIdentifyNumber}`.toUpperCase())) return fill;
  put("applyName", info.applyName);
  put("applyBirthday", `${info.applyBirthday}`.replaceAll("/", "-"));
  put("applySex", knownApplicantSex(info));
  if (number === "" && info.applyIdentifyNumber && config.applicantIdentityTypes.includes(info.applyIdentifyType)) {
    fill.applyIdentifyType = info.applyIdentifyType;
    put("applyIdentifyNumber", info.applyIdentifyNumber);
  }
  return fill;
}
