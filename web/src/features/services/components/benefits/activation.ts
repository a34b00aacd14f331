/**
 * Activating a benefit (of the account, by id) or a code (benefit or gift code), and the answer page it leads
 * to: domain's `benefitActivationOutcome` picks /successfulquery, /queriedquery or /errorquery; what the page
 * shows travels in the history entry's state (`ActivationAnswerState`), so a reload of the answer page shows it
 * again and nothing of it is in the address.
 *
 * Decisions where the spec is silent:
 * - "Retry" on the failure page goes back to the form the activation came from (the code filled in again);
 *   only the known forms are accepted as that place, and only a well-formed code travels back.
 * - The benefits load again after every activation, whatever its answer.
 * - A failure the shell has already shown (network, §8) keeps the customer on the form.
 * - The answer page replaces the form in the history: back from it leaves to where the customer came from, never
 *   to the form just sent (customer rehearsal 2026-11-28: the answer pages blocked back, a trap without a way out).
 */
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { benefitActivationOutcome, isBenefitCode, type BenefitActivationAnswer } from "@micromall/domain";
import { GatewayRefusal } from "../../../../gateway/query";
import { useAppStore } from "../../../../state/store";
import { activateBenefitMutation } from "../../api/benefit-queries";

/** Where an activation was started, so the failure page's retry goes back there. */
export const ACTIVATION_FORMS = ["/myServiceIndex", "/redwine", "/serviceIndex"] as const;
/** One of {@link ACTIVATION_FORMS}. */
export type ActivationForm = (typeof ACTIVATION_FORMS)[number];

/** What an answer page shows, kept in the history entry's state. */
export type ActivationAnswerState = { readonly from: ActivationForm; readonly code: string } & (
  | { readonly page: "/successfulquery"; readonly name: string; readonly left: number; readonly total: number; readonly validTo: string; readonly link: string }
  | { readonly page: "/queriedquery"; readonly name: string; readonly usedAt: string; readonly usedBy: string }
  | { readonly page: "/errorquery"; readonly failure: "refused" | "expired" | "notActivated"; readonly reason: string }
);

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * The answer state of a history entry for `page`, or null (opened directly, or a state that is not one).
 * @example readActivationAnswer(location.state, "/errorquery")
 */
export function readActivationAnswer(state: unknown, page: ActivationAnswerState["page"]): ActivationAnswerState | null {
  if (typeof state !== "object" || state === null) return null;
  const value: Record<string, unknown> = { ...state };
  const from = ACTIVATION_FORMS.find((form) => form === value["from"]);
  const code = value["code"];
  if (from === undefined || !isText(code) || (code !== "" && !isBenefitCode(code)) || value["page"] !== page) return null;
  const base = { from, code };
  switch (page) {
    case "/successfulquery": {
      const { name, left, total, validTo, link } = value;
      return isText(name) && isCount(left) && isCount(total) && isText(validTo) && isText(link) ? { ...base, page, name, left, total, validTo, link } : null;
    }
    case "/queriedquery": {
      const { name, usedAt, usedBy } = value;
      return isText(name) && isText(usedAt) && isText(usedBy) ? { ...base, page, name, usedAt, usedBy } : null;
    }
    case "/errorquery": {
      const { failure, reason } = value;
      return (failure === "refused" || failure === "expired" || failure === "notActivated") && isText(reason) ? { ...base, page, failure, reason } : null;
    }
  }
}

/** What to activate: a benefit of the account, or a code. */
export type ActivationRequest = { readonly benefitId: string } | { readonly code: string };

/**
 * Hook: activates and opens the answer page; `pending` while the call is under way (a second tap does nothing).
 * @example const activation = useBenefitActivation("/myServiceIndex"); await activation.activate({ code })
 */
export function useBenefitActivation(from: ActivationForm) {
  const mallId = useAppStore((state) => state.mallId);
  const navigate = useNavigate();
  const mutation = useMutation(activateBenefitMutation());

  async function activate(request: ActivationRequest): Promise<void> {
    if (mutation.isPending) return;
    let answer: BenefitActivationAnswer;
    try {
      answer = { ok: true, benefit: await mutation.mutateAsync({ mallId, ...request }) };
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) return; // shown once by the gateway client
      answer = { ok: false, reason: error.message };
    }
    const outcome = benefitActivationOutcome(answer);
    const base = { from, code: "code" in request ? request.code : "" };
    let state: ActivationAnswerState;
    switch (outcome.page) {
      case "/successfulquery": {
        const { benefit } = outcome;
        state = { ...base, page: outcome.page, name: benefit.name, left: benefit.timesLeft, total: benefit.timesTotal, validTo: benefit.validTo, link: benefit.link };
        break;
      }
      case "/queriedquery":
        state = { ...base, page: outcome.page, name: outcome.benefit.name, usedAt: outcome.usedAt, usedBy: outcome.usedBy };
        break;
      case "/errorquery":
        state = { ...base, page: outcome.page, failure: outcome.failure.kind, reason: outcome.failure.kind === "refused" ? outcome.failure.reason : "" };
        break;
    }
    await navigate(outcome.page, { state, replace: true });
  }

  return { activate, pending: mutation.isPending };
}
