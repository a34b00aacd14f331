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
 * Failures are mapped by domain and shown here per the §8 catalogue (`showGatewayError`). Screens handle only
 * `ok: true`; a business "no" (`status !== 1`) is theirs to explain.
 *
 * Decisions where the spec is silent:
 * - Quiet: a catalogue-quiet call hides what domain marks quiet (plain result codes; X1/X2/X3/X9 and HTTP
 *   failures still show, §8). `opts.quiet` hides everything: the caller shows its own message (share toast,
 *   background session check).
 * - A timeout or a network failure (fetch rejects) is shown as the HTTP "other" message (系统繁忙).
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
  gatewayUrl,
  readGatewayResponse,
  requestId,
  sealRequest,
  type EnvelopeCodec,
  type GatewayCall,
  type GatewayCallName,
  type UiError,
} from "@micromall/domain";
import { getLocale, t } from "../i18n";
import { useAppStore } from "../state/store";
import { gatewayUi } from "./gateway-ui";
import "../i18n/gateway-messages";

/** Header carrying the random request id (spec §7). */
export const REQUEST_ID_HEADER = "X-Request-Id";

const ACCEPT = "application/json, text/plain, */*";

/** Answer of one call: the business answer, or the error already shown (unless quiet). */
export type GatewayResult<T> =
  | { ok: true; status: number; data: T; message: string }
  | { ok: false; error: UiError };

/** Options of one call. */
export interface CallOptions {
  /** Aborts the call; an aborted call shows nothing. */
  signal?: AbortSignal;
  /** Show nothing on failure, whatever the catalogue says. */
  quiet?: boolean;
}

/** Where the client sends calls and with which key (design.md "Configuration"). */
export interface GatewayConfig {
  baseUrl: string;
  cipherKey: string;
  timeoutMs: number;
}

/**
 * Calls the gateway and reads its answer; shows the §8 error UI for non-quiet failures.
 * @example const result = await callGateway<MallHome>("pageInitMall"); if (result.ok) render(result.data)
 */
export async function callGateway<T>(
  name: GatewayCallName,
  payload: object = {},
  opts: CallOptions = {},
): Promise<GatewayResult<T>> {
  const entry: GatewayCall | undefined = GATEWAY_CATALOGUE[name];
  if (entry === undefined) throw new TypeError(`callGateway: "${name}" is not in the gateway catalogue`);
  const config = gatewayConfig();
  const locale = getLocale();
  const silent = opts.quiet === true;

  let httpStatus: number;
  let text: string;
  let codec: EnvelopeCodec | undefined;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs);
  try {
    // Only the encrypted set needs the cipher (crypto-js): load it then, never for a plain call.
    codec = entry.encrypted ? await loadEnvelopeCodec(config.cipherKey) : undefined;
    const request = sealRequest(entry, payload as Record<string, unknown>, codec);
    const url = gatewayUrl(config.baseUrl, entry);
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId(), Accept: ACCEPT };
    if (request.contentType !== null) headers["Content-Type"] = `${request.contentType};charset=UTF-8`;
    const response = await fetch(request.query === "" ? url : `${url}?${request.query}`, {
      method: request.method,
      headers,
      ...(request.body === null ? {} : { body: request.body }),
      credentials: "same-origin",
      signal: opts.signal ? anySignal([opts.signal, timeout.signal]) : timeout.signal,
    });
    httpStatus = response.status;
    text = await response.text();
  } catch {
    const error = errorForHttpStatus(0, locale);
    if (!silent && opts.signal?.aborted !== true) showGatewayError(error);
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }

  const read = readGatewayResponse(httpStatus, text, entry, { codec, locale });
  if (read.ok) return { ok: true, status: read.status, data: read.data as T, message: read.message };
  if (!silent && !read.quiet) showGatewayError(read.error);
  return { ok: false, error: read.error };
}

/**
 * Shows one §8 error: dialog with home and hotline, alert with reload or home, alert, or toast.
 * Server text travels as a plain string into React children, never as HTML.
 * @example showGatewayError({ kind: "toast", message: "签名失败" }) // a toast
 */
export function showGatewayError(error: UiError): void {
  const ui = gatewayUi();
  const title = t("gatewayUi.title");
  switch (error.kind) {
    case "home-or-call":
      void ui
        .messageBox({
          title,
          message: error.message,
          actions: [
            { label: t("gateway.buttonHome"), value: "home" },
            { label: t("gateway.buttonCall"), value: "call", primary: true, href: HOTLINE_HREF },
          ],
        })
        .then((choice: string | null) => {
          if (choice === "home") ui.navigate(homeLink());
        });
      return;
    case "reload":
      void ui.alertBox(error.message, { title, buttonLabel: t("gateway.buttonReload") }).then(() => ui.reload());
      return;
    case "home":
      void ui
        .alertBox(error.message, { title, buttonLabel: t("gateway.buttonHome") })
        .then(() => ui.navigate(homeLink()));
      return;
    case "message":
      void ui.alertBox(error.message, { title, buttonLabel: t("gateway.buttonOk") });
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
