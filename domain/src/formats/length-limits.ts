/**
 * Maximum lengths of form fields (spec §5 "Length limits", §9 "Applicant limits"), as data for the
 * `maxlength` of the field configs and for validation. Lengths count UTF-16 code units, as the
 * browser's `maxlength` does.
 */
export const LENGTH_LIMITS = {
  /** Person or enterprise name. */
  name: {
    /** Insured person's name (spec §5). */
    insured: 10,
    /** Name on the claim query screen (spec §5). */
    claimQuery: 10,
    /** Applicant (policyholder) name (spec §5, §9). */
    applicant: 10,
    /** Name on the policy, invoice, surrender and application query screens (spec §5). */
    queryScreen: 30,
    /** Holder or company name, e.g. the invoice title (spec §5). */
    holder: 99,
    /** Company name (spec §5, same limit as the holder). */
    company: 99,
  },
  /** Identity number. */
  identityNumber: {
    /** Usual limit: an 18-character resident identity number (spec §5, §9). */
    default: 18,
    /** Screens accepting longer foreign or free-text numbers (spec §5 "up to 20 on some screens"). */
    extended: 20,
    /**
     * The one screen that asks for a 6-character part of the number (spec §5 "6 on one"): the settlement lookup
     * (/settlementQuery) asks for the last six characters of the insured's number (`isIdentityNumberLastSix`).
     */
    short: 6,
  },
  /** Mobile number (spec §5, §9). */
  mobile: 11,
  /** E-mail address (spec §5, §9). */
  email: 60,
  /** Policy number (spec §5). */
  policyNumber: 22,
  /** Proposal (application) number (spec §5). */
  proposalNumber: 22,
  /** Verification-code field of the screens with a 5-character code (spec §5). */
  verifyCode: 5,
  /** SMS code (spec §5, §9). */
  smsCode: 6,
  /** Plate number. */
  plate: {
    /** Usual limit: 8 characters fits a new-energy plate (spec §5). */
    default: 8,
    /** The settlement lookup screen (spec §5). */
    settlement: 30,
  },
  /** Invoice remark (spec §5). */
  invoiceRemark: 50,
} as const;

/**
 * Whether the text is at most `max` characters long (UTF-16 code units, as `maxlength`); total.
 * @example withinLimit("张三", LENGTH_LIMITS.name.insured) // true
 * @example withinLimit("13800138000x", LENGTH_LIMITS.mobile) // false
 */
export function withinLimit(input: string, max: number): boolean {
  return typeof input === "string" && input.length <= max;
}
