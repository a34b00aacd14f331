/**
 * The gateway client as a module loaded on demand, so the landing page's first render never waits for it
 * (it carries the call catalogue and the wire readers: about 4.7 KB gzip).
 *
 * Decision: `main.tsx` calls `loadGatewayClient()` at boot, before the router resolves the landing page, so the
 * client downloads in parallel with the landing page's own chunk — as early as a static import would have
 * fetched it — while the first render proceeds without it. Hooks then call through `callGatewayLazily`.
 * A chunk that fails to load is forgotten, so the next call tries again; meanwhile the call answers a
 * "network unstable" failure from the shell's own table (the screen shows its error state with a retry).
 */
import type { CallRequest, GatewayCallName } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import { translate } from "../i18n";
import { APP_MESSAGES } from "../i18n/messages/app";
import type { CallOptions, GatewayResult } from "./client";

type ClientModule = typeof import("./client");

let pending: Promise<ClientModule> | undefined;

/**
 * Starts (once) and returns the load of the client module.
 * @example void loadGatewayClient() // at boot: download in parallel with the landing page
 */
export function loadGatewayClient(): Promise<ClientModule> {
  pending ??= import("./client").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * `callGateway` through the lazily loaded client; never rejects.
 * @example const result = await callGatewayLazily("pageInitMall", {})
 */
export async function callGatewayLazily<N extends GatewayCallName>(
  name: N,
  payload: CallRequest<N>,
  opts?: CallOptions,
): Promise<GatewayResult<CallAnswer<N>>> {
  let client: ClientModule;
  try {
    client = await loadGatewayClient();
  } catch {
    // The client's own texts come with it, so this failure speaks from the shell's table.
    return { ok: false, refused: false, error: { kind: "message", message: translate(APP_MESSAGES, "app.clientUnavailable") } };
  }
  return client.callGateway(name, payload, opts);
}
