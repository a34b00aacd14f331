/**
 * The one gateway client of the mall (spec §7, design.md "Wire format"), built from domain's catalogue.
 *
 * Every call: URL `<VITE_GATEWAY_URL>/<service>/<path>`; payload cleaned; an `X-Request-Id` header of 16
 * random characters (`requestId`); `credentials: "same-origin"` (credentials never cross sites); a timeout of
 * `GATEWAY_TIMEOUT_MS`. POST sends JSON, or a form-encoded body where the catalogue marks the call `form`; GET
 * sends the payload as query parameters; the encrypted set travels in the cipher envelope. Encoding and reading
 * are domain's (`sealRequest`, `readGatewayResponse`), which carry no cipher: a plain call needs nothing more,
 * and only an encrypted call loads `./envelope` (crypto-js) on first use, so that it stays out of the
 * first-load bundle.
 *
 * Failures are mapped by domain and shown here per the §8 catalogue (`showGatewayError`). Screens handle
 * `ok: true` (status 1, `data` decoded with the call's contract: its effect-free shape `ANSWER_SHAPES[name]`,
 * proven equal to the Schema of `@micromall/domain/schemas`); a business
 * "no" (`refused: true`, status ≠ 1) is theirs to explain. An answer whose `data` does not decode is a failure
 * with the §8 "other" message, shown as any failure. The client never throws (issue 8 §2).
 *
 * Decisions where the spec is silent:
 * - Quiet: a catalogue-quiet call hides what domain marks quiet (plain result codes; X1/X2/X3/X9 and HTTP
 *   failures still show, §8). `opts.quiet` hides everything: the caller shows its own message (share toast,
 *   background session check).
 * - A timeout or a network failure (fetch rejects) is shown as the HTTP "other" message (系统繁忙); so is a
 *   name outside the catalogue (plain JavaScript callers) and any exception while reading or decoding.
 * - A call the caller aborts (`opts.signal`) resolves `ok: false` with that same error and shows nothing:
 *   the screen that asked is gone.
 */
import {
  GATEWAY_CATALOGUE,
  GATEWAY_TIMEOUT_MS,
  DEFAULT_GATEWAY_URL,
  DEMO_CIPHER_KEY,
  HOME_PATH,
  HOTLINE_HREF,
  errorForHttpStatus,
  isAppPath,
  isGatewayCallName,
  gatewayUrl,
  readGatewayResponse,
  requestId,
  decodeShape,
  ANSWER_SHAPES,
  GATEWAY_MESSAGES,
  sealRequest,
  type EnvelopeCodec,
  type CallRequest,
  type GatewayCall,
  type GatewayCallName,
  type UiError,
} from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import { getLocale, translate } from "../i18n";
import { SESSION_UI_MESSAGES } from "../i18n/messages/session";
import { useAppStore } from "../state/store";
import { gatewayUi } from "./gateway-ui";
import { FAILURE_SEVERITY } from "../ui/message-box";
import { fullUrl, requestInit, takeEarlyAnswer, type EarlyAnswer, type WireRequest } from "./early";

export { REQUEST_ID_HEADER } from "./early";

/**
 * Answer of one call (the one result type of the web client):
 * - `ok: true` — status 1, `data` decoded with the call's contract (`CallAnswer<N>`);
 * - `refused: true` — a business "no" (status ≠ 1, e.g. the session check's −1): NOT shown by the client, the
 *   screen explains it (`message` is the server's `resultMsg`);
 * - `refused: false` — HTTP, result code, body or decoding failure, or any unexpected exception: already shown
 *   per §8 (unless quiet or aborted).
 */
export type GatewayResult<T> =
  | { readonly ok: true; readonly data: T; readonly message: string }
  | { readonly ok: false; readonly refused: true; readonly status: number; readonly message: string }
  | { readonly ok: false; readonly refused: false; readonly error: UiError };

/** Options of one call. */
export interface CallOptions {
  /** Aborts the call; an aborted call shows nothing. */
  signal?: AbortSignal;
  /** Show nothing on failure, whatever the catalogue says. */
  quiet?: boolean;
  /**
   * The call belongs to a navigation in progress (a route's prefetch while the screen's chunk loads): a failure
   * dialog opens after that navigation's close-all (`messageBox` `afterNavigation`), so the navigation it
   * explains does not close it.
   */
  afterNavigation?: boolean;
}

/** Where the client sends calls and with which key (design.md "Configuration"). */
export interface GatewayConfig {
  baseUrl: string;
  cipherKey: string;
  timeoutMs: number;
}

/** A result and whether the client shows its error. */
interface Outcome<T> {
  readonly result: GatewayResult<T>;
  readonly show: boolean;
}

/**
 * Calls the gateway, reads its answer and decodes `data` with the call's contract; shows the §8 error UI for
 * non-quiet failures. Never throws and never rejects: any unexpected exception (reading, decoding, a broken
 * envelope) is the §8 "other" failure (系统繁忙…), shown once like any failure.
 * @example const result = await callGateway("pageInitMall", {}); if (result.ok) render(result.data.products)
 */
export async function callGateway<N extends GatewayCallName>(
  name: N,
  payload: CallRequest<N>,
  opts: CallOptions = {},
): Promise<GatewayResult<CallAnswer<N>>> {
  let outcome: Outcome<CallAnswer<N>>;
  try {
    outcome = await call(name, payload, opts);
  } catch {
    outcome = { result: { ok: false, refused: false, error: otherFailure() }, show: opts.quiet !== true && opts.signal?.aborted !== true };
  }
  if (outcome.show && !outcome.result.ok && !outcome.result.refused) {
    try {
      showGatewayError(outcome.result.error, { afterNavigation: opts.afterNavigation === true });
    } catch {
      // the page effects failed (e.g. the ui is gone): the caller still gets its result
    }
  }
  return outcome.result;
}

async function call<N extends GatewayCallName>(name: N, payload: CallRequest<N>, opts: CallOptions): Promise<Outcome<CallAnswer<N>>> {
  const entry: GatewayCall | undefined = isGatewayCallName(name) ? GATEWAY_CATALOGUE[name] : undefined;
  const loud = opts.quiet !== true;
  if (entry === undefined) return { result: { ok: false, refused: false, error: otherFailure() }, show: loud };
  const config = gatewayConfig();
  const locale = getLocale();

  let httpStatus: number;
  let text: string;
  let codec: EnvelopeCodec | undefined;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs);
  try {
    // Only the encrypted set needs the cipher (crypto-js): load it then, never for a plain call.
    codec = entry.encrypted ? await loadEnvelopeCodec(config.cipherKey) : undefined;
    const request: WireRequest = { ...sealRequest(entry, Object.fromEntries(Object.entries(payload)), codec), url: gatewayUrl(config.baseUrl, entry) };
    const answer = await sendOrAdopt(request, opts.signal ? anySignal([opts.signal, timeout.signal]) : timeout.signal);
    httpStatus = answer.status;
    text = answer.text;
  } catch {
    return { result: { ok: false, refused: false, error: errorForHttpStatus(0, locale) }, show: loud && opts.signal?.aborted !== true };
  } finally {
    clearTimeout(timer);
  }

  const read = readGatewayResponse(httpStatus, text, entry, { codec }, locale);
  if (!read.ok) return { result: { ok: false, refused: false, error: read.error }, show: loud && !read.quiet };
  if (read.status !== 1) return { result: { ok: false, refused: true, status: read.status, message: read.message }, show: false };
  const decoded = decodeCallAnswer(name, read.data);
  if (!decoded.ok) return { result: { ok: false, refused: false, error: errorForHttpStatus(0, locale) }, show: loud };
  return { result: { ok: true, data: decoded.value, message: read.message }, show: false };
}

/**
 * Decodes the `data` of a status-1 answer of `name` with its effect-free shape (`ANSWER_SHAPES`, domain's root):
 * no effect code reaches the browser. The one cast of the client, `unknown` → `CallAnswer<N>`, is typed by an
 * equivalence proof rather than by the compiler: `ANSWER_SHAPES` is generated from `GATEWAY_CONTRACTS` and
 * domain's `answer-shapes.test.ts` proves, for every call, that the committed shape equals the one compiled from
 * the answer Schema and that `decodeShape` succeeds exactly when effect's `decodeAnswer` does, with the same
 * value (whose type is `CallAnswer<N>`).
 * @example decodeCallAnswer("download", { url: "https://x/a.pdf" }) // { ok: true, value: { url: "https://x/a.pdf" } }
 */
function decodeCallAnswer<N extends GatewayCallName>(name: N, data: unknown): { readonly ok: true; readonly value: CallAnswer<N> } | { readonly ok: false } {
  const decoded = decodeShape(ANSWER_SHAPES[name], data);
  // Proven equivalent to decodeAnswer(name, data), whose value is a CallAnswer<N> (see above).
  return decoded.ok ? { ok: true, value: decoded.value as CallAnswer<N> } : { ok: false };
}

/** The §8 "other" failure (系统繁忙…), in the current language when it can be read. */
function otherFailure(): UiError {
  try {
    return errorForHttpStatus(0, getLocale());
  } catch {
    return errorForHttpStatus(0);
  }
}

/**
 * Shows one §8 error: dialog with home and hotline, alert with reload or home, alert, or toast.
 * Server text travels as a plain string into React children, never as HTML.
 * `timing.afterNavigation` opens a dialog after the navigation in progress (see `CallOptions`).
 * @example showGatewayError({ kind: "toast", message: "签名失败" }) // a toast
 */
export function showGatewayError(error: UiError, timing: { readonly afterNavigation?: boolean } = {}): void {
  const ui = gatewayUi();
  const title = translate(SESSION_UI_MESSAGES, "gatewayUi.title");
  const afterNavigation = timing.afterNavigation === true;
  switch (error.kind) {
    case "home-or-call":
      void ui
        .messageBox({
          title,
          message: error.message,
          actions: [
            { label: translate(GATEWAY_MESSAGES, "gateway.buttonHome"), value: "home" },
            { label: translate(GATEWAY_MESSAGES, "gateway.buttonCall"), value: "call", primary: true, href: HOTLINE_HREF },
          ],
          severity: FAILURE_SEVERITY["home-or-call"],
        }, { afterNavigation })
        .then((choice: string | null) => {
          if (choice === "home") ui.navigate(homeLink());
        });
      return;
    case "reload":
      void ui.alertBox(error.message, { title, buttonLabel: translate(GATEWAY_MESSAGES, "gateway.buttonReload"), afterNavigation, severity: FAILURE_SEVERITY.reload }).then(() => ui.reload());
      return;
    case "home":
      void ui
        .alertBox(error.message, { title, buttonLabel: translate(GATEWAY_MESSAGES, "gateway.buttonHome"), afterNavigation, severity: FAILURE_SEVERITY.home })
        .then(() => ui.navigate(homeLink()));
      return;
    case "message":
      void ui.alertBox(error.message, { title, buttonLabel: translate(GATEWAY_MESSAGES, "gateway.buttonOk"), afterNavigation, severity: FAILURE_SEVERITY.message });
      return;
    case "toast":
      ui.toast(error.message);
      return;
  }
}

/**
 * The gateway configuration from the build's environment, with domain's defaults.
 * @example gatewayConfig().baseUrl // "/micromall-gateway" when VITE_GATEWAY_URL is unset
 */
export function gatewayConfig(): GatewayConfig {
  const env = import.meta.env;
  return {
    baseUrl: nonEmpty(env.VITE_GATEWAY_URL) ?? DEFAULT_GATEWAY_URL,
    cipherKey: nonEmpty(env.VITE_CIPHER_KEY) ?? DEMO_CIPHER_KEY,
    timeoutMs: GATEWAY_TIMEOUT_MS,
  };
}

/**
 * Where "return home" goes: the saved current link, or /home.
 * @example homeLink() // "/home"
 */
export function homeLink(): string {
  const saved = useAppStore.getState().currentLink;
  return isAppPath(saved) ? saved : HOME_PATH;
}

/** The envelope codec of `key`, from the lazily loaded `./envelope` module (crypto-js inside). */
async function loadEnvelopeCodec(key: string): Promise<EnvelopeCodec> {
  const { envelopeCodec } = await import("./envelope");
  return envelopeCodec(key);
}

/**
 * The answer of `request`: the one the page's early script already asked for (`early.ts`), adopted once, or else a
 * request of its own. An early call that failed is answered by asking again; `signal` (the caller's and the timeout)
 * ends the wait either way.
 */
async function sendOrAdopt(request: WireRequest, signal: AbortSignal): Promise<EarlyAnswer> {
  const early = takeEarlyAnswer(request);
  if (early !== undefined) {
    try {
      return await untilAborted(early, signal);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  const response = await fetch(fullUrl(request), requestInit(request, requestId(), signal));
  return { status: response.status, text: await response.text() };
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException("aborted", "AbortError"));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("aborted", "AbortError"));
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort();
      break;
    }
    signal.addEventListener("abort", () => controller.abort(), { once: true });
  }
  return controller.signal;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
