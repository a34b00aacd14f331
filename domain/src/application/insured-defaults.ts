/**
 * One insured's defaults (spec §3 "Insured person"): the insured lists' type, the per-variant codes and the lists of a
 * new application's single insured — apart from the resizing in `./insured-lists`, so that building a new application
 * (the web store does it at boot) ships no pipe-list code. The variants are explained in `./insured-lists`.
 */
import { DEFAULT_BIRTHDAY } from "../calendar/birthday";

/** The insured fields, each a pipe-joined list with one entry per insured. */
export interface InsuredLists {
  insuredRelationship: string;
  insuredName: string;
  insuredAccount: string;
  /** 10060 = type 1, 10061 = type 2. */
  inType: string;
  insuredIdentifyType: string;
  insuredIdentifyNumber: string;
  /** YYYY/MM/DD, default 2000/01/01. */
  insuredBirthday: string;
  insuredSex: string;
  insuredMobile: string;
  /** Default 99. */
  businessDetail: string;
}

/** Which of the spec's two code sets a product uses. */
export type InsuredVariant = "A" | "B";

/** Codes of each variant. */
export const INSURED_VARIANT_CODES = {
  A: { self: "601005", other: "601005", male: "1", female: "2" },
  B: { self: "0", other: "9", male: "106001", female: "106002" },
} as const satisfies Record<InsuredVariant, { self: string; other: string; male: string; female: string }>;

/** Products whose insureds default to identity type 03. */
export const IDENTITY_TYPE_03_PRODUCTS: ReadonlyArray<string> = ["EAJ", "LAY_JW", "EAJ_HQ", "EAJ_XM"];
/** Default businessDetail of a new insured. */
export const DEFAULT_BUSINESS_DETAIL = "99";

/** Options of `defaultInsuredLists` and `resizeInsuredLists`. */
export interface InsuredDefaultsOptions {
  readonly variant: InsuredVariant;
  readonly productCode: string;
}

/**
 * The default identity type of a product's insureds: "03" for EAJ, LAY_JW, EAJ_HQ and EAJ_XM, else "01".
 * @example defaultIdentifyType("EAJ_HQ") // "03"
 * @example defaultIdentifyType("ZAA") // "01"
 */
export function defaultIdentifyType(productCode: string): string {
  return IDENTITY_TYPE_03_PRODUCTS.includes(productCode) ? "03" : "01";
}

/**
 * Insured lists with no insured (every field "").
 * @example emptyInsuredLists().insuredName // ""
 */
export function emptyInsuredLists(): InsuredLists {
  return {
    insuredRelationship: "",
    insuredName: "",
    insuredAccount: "",
    inType: "",
    insuredIdentifyType: "",
    insuredIdentifyNumber: "",
    insuredBirthday: "",
    insuredSex: "",
    insuredMobile: "",
    businessDetail: "",
  };
}

/**
 * The lists of one insured with the defaults of a product: what `resizeInsuredLists(emptyInsuredLists(), 1, options)`
 * gives (property-tested), written out so that a new application's state (the web store builds one at boot) does not
 * need the pipe-list machinery.
 * @example defaultInsuredLists({ variant: "A", productCode: "ZAA" }).insuredRelationship // "601005"
 * @throws {TypeError} when `options` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function defaultInsuredLists(options: InsuredDefaultsOptions): InsuredLists {
  return {
    ...emptyInsuredLists(),
    insuredRelationship: INSURED_VARIANT_CODES[options.variant === "B" ? "B" : "A"].self,
    insuredIdentifyType: defaultIdentifyType(options.productCode),
    insuredBirthday: DEFAULT_BIRTHDAY,
    businessDetail: DEFAULT_BUSINESS_DETAIL,
  };
}
