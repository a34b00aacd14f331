/**
 * The gateway ↔ TanStack Query adapter: every query and mutation of the mall reaches the gateway through
 * {@link gatewayCall} (or the {@link gatewayQuery} / {@link gatewayMutation} option builders on top of it).
 *
 * A call's three outcomes (`GatewayResult`) become:
 * - status 1 → the decoded answer (`CallAnswer<N>`);
 * - a business refusal (status ≠ 1) → a thrown {@link GatewayRefusal} carrying the status and the server's
 *   message. The client shows nothing for it; the query client's caches toast it in ONE place
 *   (`gateway/query-client.ts`) unless the query's or mutation's `meta.explainsRefusal` says the screen explains it;
 * - any failure (HTTP, result code, body, decoding, unexpected exception) → a thrown {@link GatewayFailure}:
 *   the client has already shown it per §8 (dialog, alert or toast), so nobody shows it again.
 *
 * Decisions where the spec is silent:
 * - The client module is loaded on demand (`load-client.ts`), so a screen's chunk never carries it.
 * - A query's `signal` is passed on: a call whose every observer has gone is aborted and shows nothing (the
 *   screen that asked is gone); a prefetch from the route has no observer and always completes.
 * - A call that starts while no screen observes its query (a route's prefetch, during the navigation) shows its
 *   failure dialog after that navigation (`afterNavigation`): the shell closes every box once a navigation
 *   settles, which would otherwise close the dialog the moment the screen appears.
 * - Keys are `["gateway", name, payload]`: one cache entry per call and payload, so the same call asked twice
 *   at once (route prefetch and screen) travels once.
 * - Paged lists (`Paged<T>` answers: total, pageNo, pageSize, list) go through {@link gatewayPagedQuery} and
 *   `useInfiniteQuery`, with `InfiniteScroll` (its 200 ms throttle, spec §9) calling `fetchNextPage`. Pages
 *   count from 1; there is a next page while the pages so far hold fewer than `total` rows and the last page
 *   was not empty (a gateway that reports a wrong total cannot make the list ask forever).
 * - A write invalidates what it changes in its own options (domain's `CALL_CHANGES`, next to the catalogue):
 *   {@link gatewayMutation}'s `onSuccess`, or {@link gatewayWrite} for a chunk that keeps mutation code out. No
 *   screen invalidates by hand. The mutation waits for the refetch of what is on screen before it resolves (the
 *   screen moves on with fresh data); a plain write does not wait (its screen leaves at once).
 * - Every query says whether its answer is personal (`meta.personal`, from domain's `isPublicCall`: a call is
 *   personal unless domain lists it as public), so the customer's answers can leave the cache at logout.
 */
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { callsChangedBy, isPublicCall, type CallRequest, type GatewayCallName, type PageRequest, type UiError } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import type { CallOptions } from "./client";
import { callGatewayLazily } from "./load-client";

/** What a query or mutation may say about itself to the query client's one error handler. */
export interface GatewayMeta extends Record<string, unknown> {
  /** The screen explains a refusal itself: no toast from the query client. */
  readonly explainsRefusal?: boolean;
  /**
   * The answer belongs to a customer (set by the option factories from domain's `isPublicCall`, never by hand):
   * it leaves the cache whenever the mall login ends or changes hands (`session/forget-customer.ts`).
   */
  readonly personal?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: GatewayMeta;
    mutationMeta: GatewayMeta;
  }
}

/**
 * A business refusal: the call succeeded but the gateway answered status ≠ 1 (e.g. "账号或密码错误").
 * @example if (error instanceof GatewayRefusal && error.status === -1) showSessionExpired()
 */
export class GatewayRefusal extends Error {
  override readonly name = "GatewayRefusal";
  /** The answer's `status` (never 1). */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A failure the gateway client has already shown per §8 (HTTP, result code, body, decoding): show nothing more.
 * @example if (error instanceof GatewayFailure) return // already shown
 */
export class GatewayFailure extends Error {
  override readonly name = "GatewayFailure";
  /** What the client showed. */
  readonly error: UiError;
  constructor(error: UiError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Calls the gateway and answers the decoded data of status 1; throws {@link GatewayRefusal} or
 * {@link GatewayFailure} otherwise (the query and mutation functions' contract).
 * @example const home = await gatewayCall("pageInitMall", {})
 */
export async function gatewayCall<N extends GatewayCallName>(
  name: N,
  payload: CallRequest<N>,
  opts: CallOptions = {},
): Promise<CallAnswer<N>> {
  const result = await callGatewayLazily(name, payload, opts);
  if (result.ok) return result.data;
  if (result.refused) throw new GatewayRefusal(result.status, result.message);
  throw new GatewayFailure(result.error);
}

/**
 * The cache key of a call with a payload.
 * @example gatewayKey("queryPlanList", { category: "car" }) // ["gateway", "queryPlanList", { category: "car" }]
 */
export function gatewayKey<N extends GatewayCallName>(name: N, payload?: CallRequest<N>): QueryKey {
  return payload === undefined ? ["gateway", name] : ["gateway", name, payload];
}

/**
 * The call of the customer's summary (counts of policies, orders, claims, cards): every change a customer makes
 * elsewhere in the mall (a payment, a surrender, a card activated) makes its answer stale.
 */
export const CUSTOMER_SUMMARY_CALL = "getUserInfo" satisfies GatewayCallName;

/**
 * Marks the cached answers of `names` stale (every payload) so that what shows them loads again.
 * @example await invalidateCalls(queryClient, ["queryInsuranceCardList", CUSTOMER_SUMMARY_CALL])
 */
export async function invalidateCalls(client: QueryClient, names: readonly GatewayCallName[]): Promise<void> {
  await Promise.all(names.map((name) => client.invalidateQueries({ queryKey: gatewayKey(name) })));
}

/**
 * Marks stale what the write `name` changes (domain's `callsChangedBy`; nothing for a write that changes nothing
 * cached).
 * @example await invalidateChanged(queryClient, "activeCard") // the card list and the customer's counts
 */
export function invalidateChanged(client: QueryClient, name: GatewayCallName): Promise<void> {
  return invalidateCalls(client, callsChangedBy(name));
}

/**
 * A write as a plain call, for a chunk that keeps TanStack's mutation code out: answers the decoded data (throws
 * like {@link gatewayCall}); on success marks stale what it changes (not awaited), as a mutation does.
 * @example const application = await gatewayWrite(queryClient, "surrenderTospay", { policyNo })
 */
export async function gatewayWrite<N extends GatewayCallName>(client: QueryClient, name: N, payload: CallRequest<N>): Promise<CallAnswer<N>> {
  const data = await gatewayCall(name, payload);
  void invalidateChanged(client, name);
  return data;
}

/** Options of {@link gatewayQuery} besides the key and function. */
export interface GatewayQueryExtras {
  readonly staleTime?: number;
  readonly meta?: GatewayMeta;
}

/**
 * Query options for one call with one payload (feed to `useQuery`, `prefetchQuery`, `ensureQueryData`).
 * @example useQuery(gatewayQuery("pageInitMall", {}, { staleTime: 300_000 }))
 */
export function gatewayQuery<N extends GatewayCallName>(name: N, payload: CallRequest<N>, extras: GatewayQueryExtras = {}) {
  return queryOptions({
    queryKey: gatewayKey(name, payload),
    queryFn: ({ signal, client, queryKey }) => gatewayCall(name, payload, { signal, afterNavigation: !observed(client, queryKey) }),
    ...(extras.staleTime === undefined ? {} : { staleTime: extras.staleTime }),
    meta: queryMeta(name, extras.meta),
  });
}

/**
 * Mutation options for a call run on demand (submit, tap). A mutation is never aborted: a submitted form completes.
 * Its success marks stale what it changes (domain's `CALL_CHANGES`) and resolves once what is on screen has loaded
 * again. A refusal or a failure changes nothing cached (the screen keeps what the customer typed and saw).
 * @example useMutation(gatewayMutation("logoutMall"))
 */
export function gatewayMutation<N extends GatewayCallName>(name: N, meta?: GatewayMeta) {
  return mutationOptions({
    mutationKey: gatewayKey(name),
    mutationFn: (payload: CallRequest<N>) => gatewayCall(name, payload),
    onSuccess: (_data, _payload, _onMutate, { client }) => invalidateChanged(client, name),
    ...(meta === undefined ? {} : { meta }),
  });
}

/** What {@link startQuery} answers. */
export interface StartedQuery {
  /** An answer (fresh or not) was already cached: there is content to show at once. */
  readonly cached: boolean;
  /** Settles when the query has an answer or has failed (at once when a fresh answer is cached). Never rejects. */
  readonly settled: Promise<void>;
}

/**
 * Starts a query from outside React (a route's `prefetch`: the call runs while the screen's chunk downloads)
 * unless a fresh answer is cached; answers whether an answer, fresh or not, is already there to show, and when
 * the call has settled. Never rejects (a failed prefetch is the screen's query's error, shown once).
 * @example trackQuery(queryClient, homeQuery()).cached // false on the first visit, true on a return
 */
export function trackQuery<T>(client: QueryClient, options: FetchQueryOptions<T, Error, T, QueryKey>): StartedQuery {
  const cached = client.getQueryData<T>(options.queryKey) !== undefined;
  // One failure, one dialog: a route loader that runs again right after its call failed (a revalidation of the same
  // page) does not ask again; the customer's own retry (the error state's button) refetches.
  const state = client.getQueryState(options.queryKey);
  if (!cached && state?.status === "error" && Date.now() - state.errorUpdatedAt < RECENT_FAILURE_MS) {
    return { cached, settled: Promise.resolve() };
  }
  return { cached, settled: client.prefetchQuery(options) };
}

/**
 * {@link trackQuery} answering only whether an answer was already cached.
 * @example startQuery(queryClient, homeQuery()) // false on the first visit, true on a return
 */
export function startQuery<T>(client: QueryClient, options: FetchQueryOptions<T, Error, T, QueryKey>): boolean {
  return trackQuery(client, options).cached;
}

/** How long after a failed call a route's prefetch does not start it again. */
export const RECENT_FAILURE_MS = 10_000;

/** The calls whose request takes a page and whose answer is a page (`Paged<T>`). */
export type PagedCallName = {
  [N in GatewayCallName]: CallRequest<N> extends PageRequest
    ? CallAnswer<N> extends { readonly total: number; readonly pageNo: number; readonly pageSize: number; readonly list: readonly unknown[] }
      ? N
      : never
    : never;
}[GatewayCallName];

/** Rows per page when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The page after `pages`, or undefined at the end (see the module's decisions).
 * @example nextPageNo([{ total: 25, pageNo: 1, pageSize: 10, list: [...10 rows] }]) // 2
 */
export function nextPageNo(pages: readonly { readonly total: number; readonly pageNo: number; readonly list: readonly unknown[] }[]): number | undefined {
  const last = pages[pages.length - 1];
  if (last === undefined || last.list.length === 0) return undefined;
  const loaded = pages.reduce((rows, page) => rows + page.list.length, 0);
  return loaded < last.total ? last.pageNo + 1 : undefined;
}

/**
 * Infinite-query options of a paged call (feed to `useInfiniteQuery`); the page number and size of `payload`
 * are set per page.
 * @example const orders = useInfiniteQuery(gatewayPagedQuery("oderList", { mallId })); orders.fetchNextPage()
 */
export function gatewayPagedQuery<N extends PagedCallName>(
  name: N,
  payload: CallRequest<N>,
  extras: GatewayQueryExtras & { readonly pageSize?: number } = {},
) {
  const pageSize = extras.pageSize ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: ["gateway", name, payload, "paged", pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      gatewayCall(name, { ...payload, pageNo: pageParam, pageSize }, { signal }),
    getNextPageParam: (_last, pages) => nextPageNo(pages),
    ...(extras.staleTime === undefined ? {} : { staleTime: extras.staleTime }),
    meta: queryMeta(name, extras.meta),
  });
}

/**
 * The meta of a query of call `name`: the caller's, with `personal` from domain's catalogue data.
 * @example queryMeta("contactsFindAll") // { personal: true }
 */
export function queryMeta(name: GatewayCallName, meta: GatewayMeta = {}): GatewayMeta {
  return { ...meta, personal: !isPublicCall(name) };
}

/** Whether a screen observes the query of `queryKey` now. */
function observed(client: QueryClient, queryKey: QueryKey): boolean {
  return (client.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
}

/** How a mutation ended: its answer, or why not (a refusal or a failure, both already handled or shown). */
export type Settled<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly refusal: GatewayRefusal | undefined };

/**
 * Awaits a mutation and tells its outcome as a value: a `GatewayRefusal` or `GatewayFailure` is an answer,
 * anything else (a bug) is rethrown.
 * @example const login = await settle(mutation.mutateAsync(payload)); if (login.ok) finishLogin(login.data)
 */
export async function settle<T>(running: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await running };
  } catch (error) {
    if (error instanceof GatewayRefusal) return { ok: false, refusal: error };
    if (error instanceof GatewayFailure) return { ok: false, refusal: undefined };
    throw error;
  }
}
