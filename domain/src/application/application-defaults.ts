/**
 * A new application's state (spec §3): the state's type and its defaults — apart from the events in
 * `./application-state`, so that building a new application (the web store does it at boot) ships none of the
 * events' rules (resizing, identity confirmation).
 */
import { defaultBasicMsgInfo, type BasicMsgInfo } from "./basic-info";
import type { ApplicantIdentity } from "./confirm-identity";
import { defaultInsuredLists, type InsuredLists, type InsuredVariant } from "./insured-defaults";
import { defaultLocalInfo, type LocalInfo } from "./local-info";

/** The applicant (policyholder) of spec §3. */
export interface ApplicantInfo extends ApplicantIdentity {
  applyName: string;
  applyMobile: string;
  /** Optional for the customer: "" when not given. */
  applyEmail: string;
  insuredFlag: string;
  /** Claim outlet. */
  comCode: string;
  identifyNumber: string;
}

/** The whole application state. */
export interface ApplicationState {
  readonly variant: InsuredVariant;
  readonly basicMsgInfo: BasicMsgInfo;
  readonly localInfo: LocalInfo;
  readonly applicant: ApplicantInfo;
  readonly insured: InsuredLists;
}

/**
 * An empty applicant.
 * @example defaultApplicantInfo().applyEmail // ""
 */
export function defaultApplicantInfo(): ApplicantInfo {
  return {
    applyName: "",
    applyIdentifyType: "01",
    applyIdentifyNumber: "",
    applyBirthday: "",
    applySex: "",
    applyMobile: "",
    applyEmail: "",
    insuredFlag: "",
    comCode: "",
    identifyNumber: "",
  };
}

/**
 * A fresh application for a product: defaults of spec §3, one insured with the variant's defaults.
 * @example defaultApplicationState({ variant: "B", productCode: "EAJ" }).insured.insuredIdentifyType // "03"
 * @throws {TypeError} when `options` is `null` or not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function defaultApplicationState(options: { variant?: InsuredVariant; productCode?: string } = {}): ApplicationState {
  const variant = options.variant ?? "A";
  const productCode = options.productCode ?? "";
  return {
    variant,
    basicMsgInfo: { ...defaultBasicMsgInfo(), productCode },
    localInfo: defaultLocalInfo(),
    applicant: defaultApplicantInfo(),
    insured: defaultInsuredLists({ variant, productCode }),
  };
}
