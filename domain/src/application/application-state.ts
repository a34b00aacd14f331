/**
 * The insurance-application state (spec §3) and its named events (style.md: "each flow's state changes
 * through named events … calling a pure domain transition"). A store (web/) keeps one of these and
 * replaces it with what an event returns.
 *
 * Decisions: the insured count is at least 1 (an application always has an insured): `insuredCountChanged`
 * floors its count, clamps it to 1…MAX_PIPED_ENTRIES, and ignores NaN/±Infinity (state returned unchanged).
 * Updates go through `mergeDefined`, so undefined fields are ignored (spec §4).
 */
import {
  confirmApplicantIdentity,
  confirmIdentity,
  type IdentityConfirmation,
} from "./confirm-identity";
import type { BasicMsgInfo } from "./basic-info";
import { resizeInsuredLists } from "./insured-lists";
import type { LocalInfo } from "./local-info";
import type { ApplicantInfo, ApplicationState } from "./application-defaults";
import { mergeDefined, type DefinedPatch } from "./merge-defined";
import { MAX_PIPED_ENTRIES } from "./piped";

export { defaultApplicantInfo, defaultApplicationState, type ApplicantInfo, type ApplicationState } from "./application-defaults";

/**
 * Event: the customer chose `n` insureds; every insured list is resized with the product's defaults.
 * @example insuredCountChanged(defaultApplicationState(), 3).insured.insuredBirthday // "2000/01/01|2000/01/01|2000/01/01"
 * @throws {TypeError} when `state` is not an application state: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function insuredCountChanged(state: ApplicationState, n: number): ApplicationState {
  if (typeof n !== "number" || !Number.isFinite(n)) return state;
  const count = Math.min(Math.max(1, Math.floor(n)), MAX_PIPED_ENTRIES);
  return {
    ...state,
    basicMsgInfo: { ...state.basicMsgInfo, insuredCount: count },
    insured: resizeInsuredLists(state.insured, count, {
      variant: state.variant,
      productCode: state.basicMsgInfo.productCode,
    }),
  };
}

/**
 * Event: insured `index` confirmed an identity number.
 * @example insuredIdentityConfirmed(state, 0, { type: "01", number: "11010519491231002X" })
 * @throws {TypeError} when `state` or `confirmation` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function insuredIdentityConfirmed(
  state: ApplicationState,
  index: number,
  confirmation: Omit<IdentityConfirmation, "variant">,
): ApplicationState {
  return { ...state, insured: confirmIdentity(state.insured, index, { ...confirmation, variant: state.variant }) };
}

/**
 * Event: the applicant confirmed an identity number (self insureds receive it too).
 * @example applicantIdentityConfirmed(state, { type: "01", number: "11010519491231002X" }).applicant.applySex // "106002"
 * @throws {TypeError} when `state` or `confirmation` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function applicantIdentityConfirmed(
  state: ApplicationState,
  confirmation: Omit<IdentityConfirmation, "variant">,
): ApplicationState {
  const next = confirmApplicantIdentity(state.applicant, state.insured, { ...confirmation, variant: state.variant });
  return { ...state, applicant: next.applicant, insured: next.lists };
}

/**
 * Event: basic-info form update; undefined fields are ignored.
 * @example basicInfoUpdated(state, { cityCode: "440300", cityName: undefined })
 * @throws {TypeError} when `state` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function basicInfoUpdated(state: ApplicationState, patch: DefinedPatch<BasicMsgInfo>): ApplicationState {
  return { ...state, basicMsgInfo: mergeDefined(state.basicMsgInfo, patch) };
}

/**
 * Event: local-info update; undefined fields are ignored.
 * @example localInfoUpdated(state, { agreement: true }).localInfo.agreement // true
 * @throws {TypeError} when `state` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function localInfoUpdated(state: ApplicationState, patch: DefinedPatch<LocalInfo>): ApplicationState {
  return { ...state, localInfo: mergeDefined(state.localInfo, patch) };
}

/**
 * Event: applicant form update; undefined fields are ignored.
 * @example applicantUpdated(state, { applyName: "张三" }).applicant.applyName // "张三"
 * @throws {TypeError} when `state` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function applicantUpdated(state: ApplicationState, patch: DefinedPatch<ApplicantInfo>): ApplicationState {
  return { ...state, applicant: mergeDefined(state.applicant, patch) };
}
