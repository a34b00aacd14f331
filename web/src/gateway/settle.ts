/**
 * How a gateway mutation ended, as a value (moved from the account feature so the shared SMS code piece and every
 * feature's forms read outcomes the same way).
 */
import { GatewayFailure, GatewayRefusal } from "./query";

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
