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
import type { GatewayCallName, UiError } from "@micromall/domain";
import type { GatewayResult } from "./client";
import { callGatewayLazily } from "./load-client";

/** State of a query. */
export interface GatewayQuery<T> {
  data: T | undefined;
  status: number | undefined;
  loading: boolean;
  error: UiError | undefined;
  /** Runs the call again. */
  reload(): void;
}

/** State of an action. */
export interface GatewayAction<TReq extends object, T> {
  run(payload: TReq): Promise<GatewayResult<T>>;
  pending: boolean;
}

/**
 * Loads a call when the screen mounts and whenever the payload (or `deps`) changes.
 * @example const { data, loading } = useGatewayQuery<MallHome>("pageInitMall", {})
 */
export function useGatewayQuery<T>(
  name: GatewayCallName,
  payload: object | null,
  deps?: readonly unknown[],
): GatewayQuery<T> {
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
    void callGatewayLazily<T>(name, current, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { data: result.data, status: result.status, loading: false, error: undefined }
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
 * A call the screen runs on demand (submit, tap); `pending` is true while it travels.
 * @example const login = useGatewayAction<LoginRequest, MallUser>("login"); await login.run({ mobile, password })
 */
export function useGatewayAction<TReq extends object, T>(name: GatewayCallName): GatewayAction<TReq, T> {
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (payload: TReq): Promise<GatewayResult<T>> => {
      setInFlight((count) => count + 1);
      try {
        return await callGatewayLazily<T>(name, payload);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [name],
  );
  return { run, pending: inFlight > 0 };
}
