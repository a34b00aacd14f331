/**
 * The one `QueryClient` of the mall (defaults and the one refusal handler: `gateway/query-client.ts`), provided
 * by the shell and handed to the route table's `prefetch` functions by its `Pages`. Whoever ends the
 * mall login (logout, an expired session, another account), the previous customer's answers leave its cache
 * (`session/forget-customer.ts`).
 */
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../gateway/query-client";
import { forgetCustomerOnLogout } from "../session/forget-customer";

/**
 * The app's query client.
 * @example queryClient.invalidateQueries({ queryKey: ["gateway", "getUserInfo"] })
 */
export const queryClient: QueryClient = createQueryClient();

forgetCustomerOnLogout(queryClient);

if (import.meta.env.VITE_MOCKS === "on") {
  // Mock mode only (a static guard: a build with mocks off carries none of this): the e2e privacy spec reads what
  // the caches hold (as text) and how many calls are running, and moves through the app the way a link does.
  Object.defineProperty(window, "__micromallApp", {
    configurable: true,
    value: {
      cacheText: () =>
        JSON.stringify({
          queries: queryClient.getQueryCache().getAll().map((query) => ({ key: query.queryKey, data: query.state.data })),
          mutations: queryClient.getMutationCache().getAll().map((mutation) => ({ variables: mutation.state.variables, data: mutation.state.data })),
        }),
      busy: () => queryClient.isFetching() + queryClient.isMutating(),
      navigate: async (path: string) => (await import("../gateway/gateway-ui")).gatewayUi().navigate(path),
    },
  });
}
