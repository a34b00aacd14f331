/**
 * The query client factory of the mall (server state: issue 7 §2): the app makes its one `QueryClient` with it
 * (`app/query-client.ts`), tests a fresh one each.
 *
 * The ONE place a business refusal (`GatewayRefusal`, status ≠ 1) is shown: the query and mutation caches'
 * `onError` toast the server's message, unless the query's or mutation's `meta.explainsRefusal` says the screen
 * explains it itself. A `GatewayFailure` is never shown here (the gateway client already showed it per §8).
 *
 * Decisions where the spec is silent:
 * - No retries: a refusal is an answer, and a failure has already put a dialog in front of the customer; a
 *   second try would show it again. Screens offer their own retry (the error state's 重新加载). For the same
 *   reason a screen that mounts over a failed query (its route's prefetch failed while the chunk loaded) does
 *   not ask again (`retryOnMount: false`): one failure, one dialog, and the error state's retry.
 * - `staleTime` 60 s by default (a return within a minute calls nothing; after it the cached content shows at
 *   once and refreshes behind it); `gcTime` 30 min so a page left for a while still comes back at once.
 * - No refetch on window focus or reconnect: in the messenger browser focus changes whenever the customer
 *   switches chats, and the §8 dialogs of a failed background refetch would surprise them.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { GatewayRefusal, type GatewayMeta } from "./query";
import { toast } from "../ui/toast";

/**
 * Removes every answer that belongs to a customer (`meta.personal`, set by the option factories from domain's
 * catalogue data) and every settled mutation (their variables hold what the customer typed: names, numbers,
 * passwords). The mall's public content stays cached. Called whenever the mall login ends or changes hands.
 * @example forgetPersonalAnswers(queryClient)
 */
export function forgetPersonalAnswers(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.personal === true });
  const mutations = client.getMutationCache();
  for (const mutation of mutations.getAll()) if (mutation.state.status !== "pending") mutations.remove(mutation);
}

/** How long an answer counts as fresh by default. */
export const DEFAULT_STALE_TIME_MS = 60_000;
/** How long an unused answer stays in the cache. */
export const DEFAULT_GC_TIME_MS = 30 * 60_000;

/** Options of {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Shows a refusal's message (default: the ui toast). */
  readonly showRefusal?: (message: string) => void;
}

/**
 * A query client with the mall's defaults and its one refusal handler (tests make their own).
 * @example const client = createQueryClient({ showRefusal: (message) => shown.push(message) })
 */
export function createQueryClient({ showRefusal = (message) => void toast(message) }: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown, meta: GatewayMeta | undefined) => {
    if (!(error instanceof GatewayRefusal) || meta?.explainsRefusal === true) return;
    if (error.message.trim() !== "") showRefusal(error.message);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
