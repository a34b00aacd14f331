/**
 * "再次投保" (issue 21 "buy again"): the order's button asks the gateway for a new proposal drafted from the old
 * one (`toNewProposa`) and opens /inputInfo with its fields in the navigation's state; the form takes them once,
 * as it mounts (domain's `applicationFormOfProposal`, loaded then: the plan, the applicant, the insureds with their count, the
 * insured object; never the old dates). The history entry keeps them, so a reload shows the same filled form.
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { ApplicationFormConfig, ApplicationFormValues } from "@micromall/domain";
import type { SchemaForm } from "../../../../forms/use-schema-form";

/** The navigation state /inputInfo reads for "buy again". */
export interface BuyAgainState {
  readonly buyAgain: readonly { readonly key: string; readonly value: string }[];
}

/** The proposal fields of a navigation state, or none (anything else in the history entry is ignored). */
function fieldsOf(state: unknown): readonly { key: string; value: string }[] {
  if (typeof state !== "object" || state === null || !("buyAgain" in state) || !Array.isArray(state.buyAgain)) return [];
  return (state.buyAgain as unknown[]).filter(
    (field): field is { key: string; value: string } =>
      typeof field === "object" && field !== null && typeof (field as { key?: unknown }).key === "string" && typeof (field as { value?: unknown }).value === "string",
  );
}

/**
 * Fills the application form once from the "buy again" fields of the navigation, when there are any (the fill's
 * code loads then: `buy-again-fill.ts`).
 */
export function useBuyAgain(form: SchemaForm<ApplicationFormValues, ApplicationFormValues>, config: ApplicationFormConfig): void {
  const location = useLocation();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    const fields = fieldsOf(location.state);
    if (fields.length > 0) void import("./buy-again-fill").then((module) => module.fillFromProposal(form, config, fields));
  }, [location.state, config, form]);
}
