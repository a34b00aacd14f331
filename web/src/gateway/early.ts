/**
 * The landing page's first gateway call, started before the entry has arrived (issue 22 point 3), and its hand-over
 * to the client.
 *
 * The build (vite.config.ts `earlyFetch`) seals each landing page's first call ONCE with domain's own `sealRequest` and
 * `gatewayUrl` — the same functions the client uses — and bundles `early-fetch.ts` (this module, domain's `requestId`
 * and that plan) into a tiny file that index.html loads first. That file sends the call of the address it was opened
 * on and leaves the answer's promise here ({@link startEarlyCall}). When the client makes the same call (same method,
 * address, query and body) it adopts that promise instead of asking again ({@link takeEarlyAnswer}), once: whether
 * the answer has already arrived or not, there is one request and no answer is lost. An early call that failed (no
 * answer, or an HTTP status other than 2xx) is not adopted: the client asks the normal way and reports that outcome.
 * Mock mode has no early call (the mock worker starts with the entry).
 */

/** Header carrying the random request id (spec §7). */
export const REQUEST_ID_HEADER = "X-Request-Id";
/** The `Accept` header of every call. */
export const ACCEPT = "application/json, text/plain, */*";

/** A sealed call on the wire: what `sealRequest` makes of it, at its address. */
export interface WireRequest {
  readonly method: "GET" | "POST";
  readonly url: string;
  readonly contentType: string | null;
  /** Text, or an upload's `FormData` (multipart: fetch writes its Content-Type with the boundary). */
  readonly body: string | FormData | null;
  readonly query: string;
}

/** A gateway answer as read off the wire. */
export interface EarlyAnswer {
  readonly status: number;
  readonly text: string;
}

/** The answers started early, by {@link earlyKey}. */
export type EarlyAnswers = Map<string, Promise<EarlyAnswer>>;

const STORE = "__micromallEarlyAnswers";

declare global {
  // a global shared by two separately built scripts of one page
  var __micromallEarlyAnswers: EarlyAnswers | undefined;
}

/** The page's store of early answers (one per page, shared by the early script and the entry). */
function pageStore(): EarlyAnswers {
  globalThis[STORE] ??= new Map();
  return globalThis[STORE];
}

/**
 * What identifies a call on the wire: method, address with its query, and body.
 * @example earlyKey({ method: "POST", url: "/gw/pageInit/mall", contentType: "application/json", body: "{}", query: "" }) // "POST /gw/pageInit/mall {}"
 */
export function earlyKey(request: WireRequest): string {
  // An upload is never started early; its key never matches an early text body.
  const body = typeof request.body === "string" ? request.body : request.body === null ? "" : "[multipart]";
  return `${request.method} ${fullUrl(request)} ${body}`;
}

/** The address with its query string. */
export function fullUrl(request: WireRequest): string {
  return request.query === "" ? request.url : `${request.url}?${request.query}`;
}

/**
 * The fetch options of a call (the client's and the early script's, so both send the same request).
 * @example fetch(fullUrl(request), requestInit(request, requestId()))
 */
export function requestInit(request: WireRequest, id: string, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: id, Accept: ACCEPT };
  // An upload's multipart Content-Type (with its boundary) is written by fetch, never here.
  if (request.contentType !== null && typeof request.body === "string") headers["Content-Type"] = `${request.contentType};charset=UTF-8`;
  return {
    method: request.method,
    headers,
    ...(request.body === null ? {} : { body: request.body }),
    credentials: "same-origin",
    ...(signal === undefined ? {} : { signal }),
  };
}

/**
 * Sends `request` now and keeps its answer for the client (the early script); answers it too, for the early script's
 * own first look (home's first banner). A failure is kept as a rejection, which the client answers by asking again.
 * @example startEarlyCall(plan.request, requestId()).then((answer) => firstBannerOf(answer.text))
 */
export function startEarlyCall(request: WireRequest, id: string, fetchImpl: typeof fetch = fetch, store: EarlyAnswers = pageStore()): Promise<EarlyAnswer> {
  const answer = fetchImpl(fullUrl(request), requestInit(request, id)).then(async (response) => {
    if (!response.ok) throw new Error(`early call answered HTTP ${response.status}`);
    return { status: response.status, text: await response.text() };
  });
  // Nobody may be listening yet: an unadopted failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  store.set(earlyKey(request), answer);
  return answer;
}

/**
 * The early answer of `request`, once (the next identical call asks the gateway), or undefined when none was started.
 * @example const early = takeEarlyAnswer(request); const answer = early === undefined ? await send() : await early.catch(send)
 */
export function takeEarlyAnswer(request: WireRequest, store: EarlyAnswers = pageStore()): Promise<EarlyAnswer> | undefined {
  const key = earlyKey(request);
  const answer = store.get(key);
  store.delete(key);
  return answer;
}
