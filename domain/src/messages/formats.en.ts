/**
 * The formats texts in English: the data of `FORMAT_MESSAGES.en` (./formats.ts), the same keys as {@link FORMAT_TEXTS_ZH}
 * (a missing or extra key does not compile). Loaded apart from the Chinese ones (`loadFormMessages("en")`).
 */
import type { FORMAT_TEXTS_ZH } from "./formats.zh";

export const FORMAT_TEXTS_EN = {
  required: "This field is required",
  requiredNamed: "{field} is required",
  tooLong: "At most {max} characters",
  mobile: "Enter a valid mobile number",
  phone: "Enter a valid phone number",
  email: "Enter a valid e-mail address",
  smsCode: "Enter the 6-digit SMS code",
  verifyCode: "Enter the 5-digit verification code",
  imei: "Enter a valid 15-digit IMEI",
  imeiCheckDigit: "The IMEI's check digit does not match; please check the number",
  postalCode: "Enter a 6-digit postal code",
  pinyin: "Pinyin may contain only letters and spaces",
  name: "A name may contain only Chinese characters, letters, \"-\", \"_\" and \"·\"",
  nameSpace: "A name may not contain spaces; please remove them",
  nameSpacing: "Use single spaces between the parts of the name",
  insuredName: "The insured's name may contain only Chinese characters or letters",
  enterpriseName: "An enterprise name may contain only Chinese characters, letters, \"-\", \"_\", \"·\" and brackets",
  idCard: "Enter a valid resident ID card number",
  licensePlate: "Enter a valid plate number",
  frameNumber: "Enter a valid 17-character frame number (VIN)",
  vinCheckDigit: "The frame number's check digit does not match; please check it",
  electricFrameNumber: "Enter a frame number of 15 to 18 letters or digits",
  policyNumber: "Enter a valid policy number",
  bankCard: "Enter a 16- or 19-digit bank card number",
  money: "Enter an amount above 0 with at most two decimals",
  moneyRange: "The amount is out of range",
  flightNumber: "Enter a valid flight number",
  itemNumber: "Enter a number of 28 letters or digits",
  custtaxno: "Enter a valid taxpayer identification number",
  idNum: "Enter a valid document number",
  uploadEmpty: "The chosen file is empty. Please choose the photo again",
  uploadType: "Please choose a JPG, PNG, GIF or WebP photo",
  uploadSize: "The photo is too large. Please choose one of at most 20 MB",
  freeText: "The text holds control, text-direction or zero-width characters. Please remove them",
} as const satisfies { readonly [K in keyof typeof FORMAT_TEXTS_ZH]: string };
