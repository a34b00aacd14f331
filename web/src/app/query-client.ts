/**
 * The one `QueryClient` of the mall (defaults and the one refusal handler: `gateway/query-client.ts`), provided
 * by the shell and handed to the route table's `prefetch` functions by its `Pages`. Whoever ends the
 * mall login (logout, an expired session, another account), the previous customer's answers leave its cache.
 */
import type { QueryClient } from "@tanstack/react-query";
import { forgetUserQueriesOnLogout } from "../features/account/api/user-queries";
import { createQueryClient } from "../gateway/query-client";

/**
 * The app's query client.
 * @example queryClient.invalidateQueries({ queryKey: ["gateway", "getUserInfo"] })
 */
export const queryClient: QueryClient = createQueryClient();

forgetUserQueriesOnLogout(queryClient);
