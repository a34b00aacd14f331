/**
 * The proposal submit of /inputInfo's application form and /insureRight's applicant step: one proposal however
 * often the customer taps. The submit's code (`submit-application.ts`: blacklist check, proposal, application
 * state) loads when the customer submits (a failed load says so and keeps the form); once a proposal is saved,
 * the form only waits for the order page (`done`: keep the button disabled) and a tap before it opens does nothing.
 */
import { useCallback, useRef, useState } from "react";
import { toast } from "../../../../ui";

/** The submit module, loaded on the customer's submit. */
export type SubmitModule = typeof import("./submit-application");

/**
 * `submitOnce(save)` runs `save` with the submit module unless a proposal was saved already; `save` gives what
 * to do once saved (open the order…) or null when nothing was saved (the form stays as typed).
 * @example const { done, submitOnce } = useProposalSubmit(t("app.loadFailed"));
 * const onValid = (values) => submitOnce(async (submit) => ((await submit.submitApplication(…)) === null ? null : () => navigate(…)));
 */
export function useProposalSubmit(loadFailed: string): { done: boolean; submitOnce: (save: (submit: SubmitModule) => Promise<(() => void) | null>) => Promise<void> } {
  const saved = useRef(false);
  const [done, setDone] = useState(false);
  const submitOnce = useCallback(
    async (save: (submit: SubmitModule) => Promise<(() => void) | null>) => {
      if (saved.current) return;
      let submit: SubmitModule;
      try {
        submit = await import("./submit-application");
      } catch {
        toast(loadFailed);
        return;
      }
      const then = await save(submit);
      if (then === null) return;
      saved.current = true;
      setDone(true);
      then();
    },
    [loadFailed],
  );
  return { done, submitOnce };
}
