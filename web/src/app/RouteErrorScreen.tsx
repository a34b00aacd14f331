/**
 * The shell's error screen: what the customer sees when a page cannot be shown.
 *
 * - A screen module that failed to load (`ChunkLoadError`) is retried ONCE by loading the pending address as a
 *   fresh document (see chunk-retry.ts); meanwhile the loading fallback shows.
 * - A second failure, or any other error, shows the error screen with 重新加载 (a fresh load of the same
 *   address) and 返回首页.
 *
 * Decision: this screen is part of the entry bundle and uses only the shell's own texts, because the /error
 * screen's chunk may be exactly what cannot be loaded right now (the network is down).
 */
import { useEffect, useSyncExternalStore } from "react";
import { createPath, useLocation } from "react-router-dom";
import { Link } from "../ui/Link";
import { useMessages } from "../i18n";
import { APP_MESSAGES } from "../i18n/messages/app";
import { AppLoadingFallback } from "./AppLoadingFallback";
import { ChunkLoadError, claimChunkRetry, clearChunkRetry } from "./chunk-retry";
import type { NavigationEffects } from "./navigation-effects";

/**
 * What was decided for each chunk error: kept per error object (the shell's screen load keeps the same object), not per component instance, because the error element may be mounted again while the reload is
 * under way — a second decision would clear the marker and let the next page load retry again.
 */
const decisions = new WeakMap<ChunkLoadError, "retry" | "show">();
/** Screens waiting for a decision (the decisions are a tiny external store, read with useSyncExternalStore). */
const decisionListeners = new Set<() => void>();

function decide(error: ChunkLoadError, decision: "retry" | "show"): void {
  decisions.set(error, decision);
  for (const listener of decisionListeners) listener();
}

function subscribeToDecisions(listener: () => void): () => void {
  decisionListeners.add(listener);
  return () => decisionListeners.delete(listener);
}

/** Props of {@link RouteErrorScreen}. */
export interface RouteErrorScreenProps {
  /** What went wrong: a `ChunkLoadError`, or whatever a screen threw. */
  readonly error: unknown;
  readonly effects: Pick<NavigationEffects, "reloadDocument">;
  /** The router's basename, to build the document address of a reload. */
  readonly basename: string;
}

/**
 * What the shell shows in place of a page that failed.
 * @example <RouteErrorScreen error={error} effects={effects} basename="/micromall" />
 */
export function RouteErrorScreen({ error, effects, basename }: RouteErrorScreenProps) {
  const location = useLocation();
  const t = useMessages(APP_MESSAGES);
  const chunkError = error instanceof ChunkLoadError ? error : null;
  const decision = useSyncExternalStore(subscribeToDecisions, () => (chunkError === null ? undefined : decisions.get(chunkError)));
  const retrying = chunkError !== null && decision !== "show";
  const href = documentHref(basename, createPath(location));

  useEffect(() => {
    if (chunkError === null || decisions.has(chunkError)) return;
    if (claimChunkRetry(chunkError.path)) {
      decide(chunkError, "retry");
      effects.reloadDocument(href);
    } else {
      clearChunkRetry(chunkError.path);
      decide(chunkError, "show");
    }
  }, [chunkError, effects, href]);

  useEffect(() => {
    if (!retrying) document.title = t("app.error.title");
  }, [retrying, t]);

  if (retrying) return <AppLoadingFallback />;
  return (
    <main className="mm-app-error" aria-labelledby="mm-app-error-heading">
      <h1 id="mm-app-error-heading">{t("app.error.heading")}</h1>
      <p>{t(chunkError ? "app.error.chunk" : "app.error.generic")}</p>
      <div className="mm-app-error__actions">
        <button type="button" className="mm-app-error__primary" onClick={() => effects.reloadDocument(href)}>
          {t("app.error.reload")}
        </button>
        <Link to="/home" replace className="mm-app-error__secondary">
          {t("app.error.home")}
        </Link>
      </div>
    </main>
  );
}

function documentHref(basename: string, path: string): string {
  return basename.replace(/\/+$/, "") + path;
}
