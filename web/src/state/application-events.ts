/**
 * The named events of the insurance application that carry a rule (spec §3; style.md "each flow's state
 * changes through named events … calling a pure domain transition"): each calls domain's transition on the
 * application part of the store and writes the result back with `useAppStore.setState` (persisted like every
 * store change).
 *
 * Decision: these live beside the store, not in it, so only the screens of the application flow load them —
 * the rules behind them (identity numbers of GB 11643, date texts) stay out of the first load of the mall.
 */
import {
  applicantIdentityConfirmed as applicantIdentityTransition,
  insuredCountChanged as insuredCountTransition,
  insuredIdentityConfirmed as insuredIdentityTransition,
  type IdentityConfirmation,
  type InsuredVariant,
} from "@micromall/domain";
import { domainApplicationOf, initialApplication, useAppStore, type ApplicationPatch } from "./store";

/**
 * Starts a new application for a product (domain defaults of its variant and product code).
 * @example startApplication({ variant: "B", productCode: "EAJ" }); useAppStore.getState().insured.insuredIdentifyType // "03"
 */
export function startApplication(options: { variant?: InsuredVariant; productCode?: string } = {}): void {
  useAppStore.setState(initialApplication(options));
}

/**
 * The number of insureds changed: every pipe-joined list is resized (domain `insuredCountChanged`).
 * @example insuredCountChanged(3); useAppStore.getState().basicMsgInfo.insuredCount // 3
 */
export function insuredCountChanged(count: number): void {
  useAppStore.setState((state) => insuredCountTransition(domainApplicationOf(state), count));
}

/**
 * Insured `index` confirmed an identity number: birthday and sex filled for type 01 (domain `insuredIdentityConfirmed`).
 * @example insuredIdentityConfirmed(0, { type: "01", number: "11010519491231002X" }); useAppStore.getState().insured.insuredBirthday // "1949/12/31"
 */
export function insuredIdentityConfirmed(index: number, confirmation: Omit<IdentityConfirmation, "variant">): void {
  useAppStore.setState((state) => insuredIdentityTransition(domainApplicationOf(state), index, confirmation));
}

/**
 * The applicant confirmed an identity number; a "self" insured receives it too (domain `applicantIdentityConfirmed`).
 * @example applicantIdentityConfirmed({ type: "01", number: "11010519491231002X" }); useAppStore.getState().applicant.applySex // "106002"
 */
export function applicantIdentityConfirmed(confirmation: Omit<IdentityConfirmation, "variant">): void {
  useAppStore.setState((state) => applicantIdentityTransition(domainApplicationOf(state), confirmation));
}

/**
 * A proposal was saved: the application keeps only its numbers (the cover's codes, dates and premium; the order
 * id and proposal number), never the people in it — applicant and insureds go back to their defaults, so
 * `Arrlist` holds no name, identity number, birthday, mobile or e-mail once the gateway has them (issue 23
 * finding 3).
 * @example proposalSaved({ basicMsgInfo: { productCode: "EAJ" }, localInfo: { orderId: "O1", proposalNo: "T1" } })
 */
export function proposalSaved(numbers: Pick<ApplicationPatch, "basicMsgInfo" | "localInfo">): void {
  useAppStore.getState().updateApplication(numbers);
  useAppStore.setState((state) => {
    const { applicant, insured } = initialApplication({ variant: state.variant, productCode: state.basicMsgInfo.productCode });
    return { applicant, insured };
  });
}
