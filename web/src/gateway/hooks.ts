/**
 * The older action hook, kept until the account forms have moved onto mutations (`./query.ts`
 * `gatewayMutation` with `useMutation`); queries moved onto TanStack Query (`gatewayQuery`). It goes through
 * `callGateway`, so errors are already shown per §8.
 *
 * Decisions: an action is never aborted: a submitted form completes. The client module is loaded on demand
 * (`load-client.ts`), so a screen that uses this hook does not carry it in its first render.
 */
import { useCallback, useState } from "react";
import { errorForHttpStatus, type CallRequest, type GatewayCallName } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import type { GatewayResult } from "./client";
import { callGatewayLazily } from "./load-client";

/** State of an action. */
export interface GatewayAction<N extends GatewayCallName> {
  run(payload: CallRequest<N>): Promise<GatewayResult<CallAnswer<N>>>;
  pending: boolean;
}

/** What a hook answers when the call itself threw (it should not: the client never throws). */
function unexpected<T>(): GatewayResult<T> {
  return { ok: false, refused: false, error: errorForHttpStatus(0) };
}

/**
 * A call the screen runs on demand (submit, tap); `pending` is true while it travels. Never rejects.
 * @example const login = useGatewayAction("login"); await login.run({ mobile, password })
 */
export function useGatewayAction<N extends GatewayCallName>(name: N): GatewayAction<N> {
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (payload: CallRequest<N>): Promise<GatewayResult<CallAnswer<N>>> => {
      setInFlight((count) => count + 1);
      try {
        return await callGatewayLazily(name, payload);
      } catch {
        return unexpected<CallAnswer<N>>();
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [name],
  );
  return { run, pending: inFlight > 0 };
}
