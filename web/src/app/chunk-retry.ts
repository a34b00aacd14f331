/**
 * Chunk-load failure handling (spec §2: "if loading a route fails, the app navigates again to the pending
 * address").
 *
 * Why a fresh document and not a router navigation: the data router caches a route's `lazy()` promise, a
 * rejected one included, and browsers keep a failed module import in their module map, so navigating again
 * inside the page would fail again without touching the network. The usual cause is a deploy that replaced
 * the hashed chunks under an open page; a fresh load of the pending address fetches the new index.html and
 * chunk names. A sessionStorage marker per route makes this happen ONCE: a second failure shows the error
 * screen (重新加载 / 返回首页) and clears the marker, so there is never a reload loop and a later, deliberate
 * 重新加载 gets one automatic retry again.
 */
import { STORAGE_KEYS, readStored, removeStored, writeStored } from "../state/storage";
import type { AppRoute } from "./routes";

/** sessionStorage key prefix of the one-retry marker, followed by the route path. */
export const CHUNK_RETRY_PREFIX = STORAGE_KEYS.chunkRetry.key;

/** A route's screen module could not be loaded. */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
  /** Path of the route (table path) whose module failed. */
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`Loading the screen of ${path} failed`, { cause });
    this.path = path;
  }
}

/**
 * The data router's `lazy` function of a table route: loads the screen, clears the route's retry marker on
 * success, and turns any failure into a `ChunkLoadError` naming the route.
 * @example await lazyScreen(route)() // { Component: HomeScreen }
 */
export function lazyScreen(route: Pick<AppRoute, "path" | "load">): () => Promise<{ Component: AppScreen }> {
  return async () => {
    let module: Awaited<ReturnType<AppRoute["load"]>>;
    try {
      module = await route.load();
    } catch (cause) {
      throw new ChunkLoadError(route.path, cause);
    }
    clearChunkRetry(route.path);
    return { Component: module.default };
  };
}

/**
 * Claims the one automatic retry of `path`: true (and the marker set) the first time, false while it is set.
 * @example claimChunkRetry("/home") // true, then false
 */
export function claimChunkRetry(path: string): boolean {
  if (readStored(STORAGE_KEYS.chunkRetry, path) !== null) return false;
  // Without storage we cannot remember the retry across the reload: never retry rather than loop.
  return writeStored(STORAGE_KEYS.chunkRetry, String(Date.now()), path);
}

/**
 * Forgets the retry marker of `path` (after a successful load, or when the error screen is shown).
 * @example clearChunkRetry("/home")
 */
export function clearChunkRetry(path: string): void {
  removeStored(STORAGE_KEYS.chunkRetry, path);
}

type AppScreen = Awaited<ReturnType<AppRoute["load"]>>["default"];
