/**
 * The browser's geolocation behind a tiny adapter: asked only when the customer taps (never on page entry),
 * answered as a value, never thrown. Shared by the service screens (outlets, road rescue, benefits).
 *
 * Decisions where the spec is silent:
 * - A coarse position is enough (outlets nearby, where a rescue truck should go): no high accuracy (quicker,
 *   kinder to the battery); a position up to a minute old is reused; the browser is given 10 s.
 * - The reasons a screen can explain: the customer refused (`denied`), no fix (`unavailable`), too slow
 *   (`timeout`), and no geolocation at all in this browser or over plain http (`unsupported`).
 */
import { useCallback, useRef, useState } from "react";
import type { GeoPoint } from "@micromall/domain";

/** Why no position came back. */
export type LocateFailure = "denied" | "unavailable" | "timeout" | "unsupported";

/** The outcome of {@link locate}. */
export type LocateResult =
  | { readonly ok: true; readonly point: GeoPoint; readonly accuracyMetres: number }
  | { readonly ok: false; readonly reason: LocateFailure };

/** How long the browser may take. */
export const LOCATE_TIMEOUT_MS = 10_000;
/** How old a reused position may be. */
export const LOCATE_MAX_AGE_MS = 60_000;

function failureOf(error: GeolocationPositionError): LocateFailure {
  if (error.code === error.PERMISSION_DENIED) return "denied";
  if (error.code === error.TIMEOUT) return "timeout";
  return "unavailable";
}

/**
 * Asks the browser once for the customer's position. Call it from a tap.
 * @example const result = await locate(); if (!result.ok && result.reason === "denied") showWhyAndHow();
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<LocateResult> {
  if (geolocation === undefined || typeof geolocation.getCurrentPosition !== "function") return Promise.resolve({ ok: false, reason: "unsupported" });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({ ok: true, point: { latitude: position.coords.latitude, longitude: position.coords.longitude }, accuracyMetres: position.coords.accuracy }),
        (error) => resolve({ ok: false, reason: failureOf(error) }),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
      );
    } catch {
      resolve({ ok: false, reason: "unsupported" });
    }
  });
}

/** What {@link useLocation} holds: nothing asked yet, asking, a position, or why none. */
export type LocateState =
  | { readonly status: "idle" }
  | { readonly status: "locating" }
  | { readonly status: "located"; readonly point: GeoPoint; readonly accuracyMetres: number }
  | { readonly status: "failed"; readonly reason: LocateFailure };

/**
 * The customer's position for a screen: `request()` from a tap asks the browser (a second tap while asking
 * does nothing); the state says what came back.
 * @example const here = useGeolocation(); <Button onClick={here.request}>…</Button>
 */
export function useGeolocation(): { readonly state: LocateState; readonly request: () => void } {
  const [state, setState] = useState<LocateState>({ status: "idle" });
  const asking = useRef(false);
  const request = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    setState({ status: "locating" });
    void locate().then((result) => {
      asking.current = false;
      setState(result.ok ? { status: "located", point: result.point, accuracyMetres: result.accuracyMetres } : { status: "failed", reason: result.reason });
    });
  }, []);
  return { state, request };
}
