/**
 * The only way screens reach the gateway: a query that loads on mount (and when its payload changes), and an
 * action that runs on demand. Both go through `callGateway`, so errors are already shown per §8.
 *
 * Decisions: a query's payload `null` means "not yet" (e.g. waiting for the open id); without `deps` the query
 * re-runs when the payload's JSON changes. A query aborts its call when the screen unmounts or re-queries, and
 * an aborted call shows nothing. An action is never aborted: a submitted form completes. The client module is
 * loaded on demand (`load-client.ts`), so a screen that uses these hooks does not carry it in its first render.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { errorForHttpStatus, type CallRequest, type GatewayCallName, type UiError } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import type { GatewayResult } from "./client";
import { callGatewayLazily } from "./load-client";

/** State of a query. */
export interface GatewayQuery<T> {
  /** The decoded answer of status 1. */
  data: T | undefined;
  /** 1 with data, the refusal's status (data undefined), undefined while loading or after a failure. */
  status: number | undefined;
  loading: boolean;
  error: UiError | undefined;
  /** Runs the call again. */
  reload(): void;
}

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
 * Loads a call when the screen mounts and whenever the payload (or `deps`) changes.
 * @example const { data, loading } = useGatewayQuery("pageInitMall", {})
 */
export function useGatewayQuery<N extends GatewayCallName>(
  name: N,
  payload: CallRequest<N> | null,
  deps?: readonly unknown[],
): GatewayQuery<CallAnswer<N>> {
  type T = CallAnswer<N>;
  const [state, setState] = useState<Omit<GatewayQuery<T>, "reload">>({
    data: undefined,
    status: undefined,
    loading: payload !== null,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);
  const payloadRef = useRef(payload);
  payloadRef.current = payload;
  const key = deps === undefined ? JSON.stringify(payload) : deps;

  useEffect(() => {
    const current = payloadRef.current;
    if (current === null) {
      setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    void callGatewayLazily(name, current, { signal: controller.signal })
      .catch(() => unexpected<T>())
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? { data: result.data, status: 1, loading: false, error: undefined }
            : result.refused
              ? { data: undefined, status: result.status, loading: false, error: undefined }
              : { data: undefined, status: undefined, loading: false, error: result.error },
        );
      });
    return () => controller.abort();
    // `key` stands for the payload (or the caller's deps); `generation` for reload().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, generation, ...(Array.isArray(key) ? key : [key])]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
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
