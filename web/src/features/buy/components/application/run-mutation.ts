/**
 * Runs a mutation through the app's QueryClient without `useMutation`: the parts of the application form that
 * load on a customer's action (submit, ID card scan) run their calls with it. The call goes through the client's
 * mutation cache with TanStack Query's public `MutationObserver` (as `useMutation` does), so the shell's failure
 * handling (a refusal toasted unless `meta.explainsRefusal`, a gateway failure shown) and the options' own
 * invalidation are the same.
 */
import { MutationObserver, type MutationOptions, type QueryClient } from "@tanstack/react-query";

/**
 * Runs `options` (e.g. `APPLICATION_MUTATIONS.saveProposal()`) with `variables`; answers the data or rejects with the error.
 * @example const proposal = await runMutation(client, APPLICATION_MUTATIONS.saveProposal(), payload)
 */
export function runMutation<TData, TVariables>(client: QueryClient, options: MutationOptions<TData, Error, TVariables>, variables: TVariables): Promise<TData> {
  return new MutationObserver(client, options).mutate(variables);
}
