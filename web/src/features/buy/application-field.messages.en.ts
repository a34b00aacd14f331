import type { APPLICATION_FIELD_TEXTS_ZH } from "./application-field.messages";

/** The insured and insured-object field labels in English (`APPLICATION_FIELD_MESSAGES`), loaded when first read in English. */
export const APPLICATION_FIELD_TEXTS_EN: { readonly [K in keyof typeof APPLICATION_FIELD_TEXTS_ZH]: string } = {
  "field.insuredRelationship": "Relationship to the policyholder",
  "field.insuredName": "Insured's name",
  "field.insuredIdentifyType": "Document type",
  "field.insuredIdentifyNumber": "Document number",
  "field.insuredBirthday": "Date of birth",
  "field.insuredSex": "Sex",
  "field.insuredMobile": "Mobile (optional)",
  "field.inType": "Occupation class",
  "field.insuredAccount": "Bank card for claim payouts (optional)",
  "field.comCode": "Claims office",
  "field.propertyAddress": "Address of the home",
  "field.enterpriseCategory": "Enterprise category",
  "field.managementContent": "Business",
  "field.exhibitionAddress": "Exhibition venue",
  "field.expoTheme": "Exhibition theme",
  "field.venueBoothNum": "Booth number",
  "field.boothDuration": "Booth days",
  "field.brand": "Phone brand",
  "field.model": "Phone model",
  "field.information": "Colour and storage (optional)",
  "field.imei": "IMEI",
  "field.sales": "Shop",
  "field.salesman": "Salesperson (optional)",
  "field.datePlaceholder": "YYYY-MM-DD",
};
