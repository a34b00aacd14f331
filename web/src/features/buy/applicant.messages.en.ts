import type { APPLICANT_TEXTS_ZH } from "./applicant.messages";

/** The applicant texts in English (`APPLICANT_MESSAGES`), loaded when the table is first read in English. */
export const APPLICANT_TEXTS_EN: { readonly [K in keyof typeof APPLICANT_TEXTS_ZH]: string } = {
  "app.section.applicant": "Policyholder",
  "app.filledFromId": "Date of birth and sex filled from the ID card number",
  "app.male": "Male",
  "app.female": "Female",
  "field.applyName": "Policyholder's name",
  "field.applyName.enterprise": "Enterprise name",
  "field.applyIdentifyType": "Document type",
  "field.applyIdentifyNumber": "Document number",
  "field.applyBirthday": "Date of birth",
  "field.applySex": "Sex",
  "field.applyMobile": "Mobile",
  "field.applyMobile.enterprise": "Contact phone",
  "field.applyEmail": "E-mail (optional)",
  "app.loadFailed": "Could not load. Check the network and try again",
  "app.electronic": "This cover comes with an electronic policy, sent to the policyholder's mobile after payment, and to their e-mail if one is given; it is as valid as a paper policy.",
  // the link follows in the same line: the space is the sentence's (JSX drops the one at the line break)
  "app.agreement": "I have read and accept ",
  "app.agreement.link": "the notice, policy terms and declaration",
  "app.agreement.read": "Read the notice, policy terms and declaration",
  "app.submitting": "Submitting…",
};
