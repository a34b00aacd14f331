/**
 * The choices of the applicant's select fields (identity type, sex), one function for /inputInfo's
 * `ApplicationForm` and the applicant step of /insureRight: the identity types the form's config offers (domain's
 * list for the screen), named in the customer's language, and the applicant's sex codes.
 */
import { APPLICANT_SEX_CODES, identityTypeName, type ApplicationFormConfig } from "@micromall/domain";
import type { SelectOption } from "../../../../ui";
import type { MessageKeyOf } from "../../../../i18n";
import type { APPLICANT_MESSAGES } from "../../applicant.messages";

/**
 * The options of an applicant select field by its key ([] for a key that is not one).
 * @example applicantOptions("applySex", config, t, "zh-CN") // [{ value: "106001", label: "男" }, { value: "106002", label: "女" }]
 */
export function applicantOptions(key: string, config: ApplicationFormConfig, t: (key: MessageKeyOf<typeof APPLICANT_MESSAGES>) => string, lang: "zh-CN" | "en"): SelectOption[] {
  if (key === "applyIdentifyType") return config.applicantIdentityTypes.map((code) => ({ value: code, label: identityTypeName(code, lang) }));
  if (key === "applySex") return [{ value: APPLICANT_SEX_CODES.male, label: t("app.male") }, { value: APPLICANT_SEX_CODES.female, label: t("app.female") }];
  return [];
}
