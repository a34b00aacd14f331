/**
 * The schemas texts in English: the data of `SCHEMA_MESSAGES.en` (./schemas.ts), the same keys as {@link SCHEMA_TEXTS_ZH}
 * (a missing or extra key does not compile). Loaded apart from the Chinese ones (`loadFormMessages("en")`).
 */
import type { SCHEMA_TEXTS_ZH } from "./schemas.zh";

export const SCHEMA_TEXTS_EN = {
  "schema.invalid": "The value is not in a valid format",
  "schema.choice": "Choose one of the offered options",
  "schema.code": "The verification code is 5 letters or digits",
  "schema.proposalNumber": "Enter a valid proposal number",
  "schema.engineNoLastSix": "Enter the last six characters of the engine number",
  "schema.idCardLastSix": "Enter the last six characters of the ID card number (6 digits; the last may be X)",
  "schema.identifyNoLastSix": "Enter the last six characters of the document number (6 letters or digits)",
  "schema.number": "Enter a valid number",
  "schema.hour": "The hour must be between 0 and 24",
  "schema.count": "The quantity must be a positive whole number",
  "schema.mallPassword": "The password must be 8 to 20 characters with both letters and digits",
  "schema.confirmMismatch": "The two passwords do not match",
  "schema.samePassword": "The new password must differ from the current one",
  "schema.sameMobile": "The new number must differ from the current one",
  "schema.agreement": "Please read and accept the user agreement and privacy policy",
  "schema.identityAgreement": "Please read and accept the identity verification authorisation",
  "schema.postcode": "Enter a 6-digit postal code",
  "schema.region": "Choose the province, city and district",
  "schema.insuredTwice": "This document number is already another insured person's; a person is insured once",
  "schema.cardNo": "Enter a valid card number (6 to 30 letters or digits)",
  "schema.surrenderUnderstood": "Confirm that you understand the cover ends and this cannot be undone",
  "schema.benefitCode": "Enter a valid activation code (8 to 20 letters or digits)",
  "schema.isoDate": "Choose a valid date",
  "schema.birthDate": "The data entered is not valid!",
  "schema.dateNotBefore": "The date cannot be before {date}",
  "schema.dateNotAfter": "The date cannot be after {date}",
  "schema.endBeforeStart": "The end date cannot be before the start date",
  "schema.courtesyCarTooLong": "One request covers at most {days} days; please request the rest separately",
  "schema.caseNo": "Enter a valid claim or policy number (1 to 22 letters or digits)",
  "schema.engineNumber": "Enter a valid engine number (4 to 20 letters or digits)",
  // buy-b (issue 9): the application form's agreement
  "schema.applicationAgreement": "Please read and accept the notice, the policy terms and the declaration",
  // car (issue 9, /insureRight): the cover choice
  "car.needsDamage": "The body scratch rider needs the vehicle damage cover",
  "car.needsLiability": "The medical rider needs the third-party or the on-board persons' liability cover",
  "car.sumNotOffered": "Choose a sum from the list",
} as const satisfies { readonly [K in keyof typeof SCHEMA_TEXTS_ZH]: string };
