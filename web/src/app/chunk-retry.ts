/**
 * Chunk-load failure handling (spec §2: "if loading a route fails, the app navigates again to the pending
 * address").
 *
 * Why a fresh document and not a router navigation: the shell caches a route's screen load (`createScreenCache`),
 * a rejected one included, and browsers keep a failed module import in their module map, so navigating again
 * inside the page would fail again without touching the network. The usual cause is a deploy that replaced
 * the hashed chunks under an open page; a fresh load of the pending address fetches the new index.html and
 * chunk names. A sessionStorage marker per route makes this happen ONCE: a second failure shows the error
 * screen (重新加载 / 返回首页) and clears the marker, so there is never a reload loop and a later, deliberate
 * 重新加载 gets one automatic retry again.
 */
import { STORAGE_KEYS, readStored, removeStored, writeStored } from "../state/storage";
import type { AppRoute } from "../components/routing";

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

/** A screen module's load, with its outcome readable at once (React's `use` then renders without suspending). */
export type ScreenLoad = Promise<AppScreen>;

/** Loads each route's screen once and remembers the promise (one per route object). */
export interface ScreenCache {
  /** The load of `route`'s screen: started on the first call, the same promise afterwards. */
  load(route: Pick<AppRoute, "path" | "load">): ScreenLoad;
}

/**
 * A screen cache: loads a route's screen, clears the route's retry marker on success, and turns any failure into a
 * `ChunkLoadError` naming the route. The promise carries React's thenable fields (`status`, `value`, `reason`), so a
 * screen whose module has arrived renders without a Suspense fallback — the landing page's module is loaded before
 * the first render, and a page prefetched by a link is shown at once.
 * @example const Screen = use(createScreenCache().load(route))
 */
export function createScreenCache(): ScreenCache {
  const loads = new WeakMap<Pick<AppRoute, "path" | "load">, ScreenLoad>();
  return {
    load(route) {
      const known = loads.get(route);
      if (known !== undefined) return known;
      const started: ScreenLoad = route.load().then(
        (module) => {
          clearChunkRetry(route.path);
          return module.default;
        },
        (cause: unknown) => {
          throw new ChunkLoadError(route.path, cause);
        },
      );
      // React's thenable protocol: `use` reads these fields and returns (or throws) without suspending once set.
      // (React instruments an uninstrumented thenable itself; these fields make a settled load readable at once.)
      // (Blocks, not expressions: returning `started` itself would make this derived promise reject again, unhandled.)
      started.then(
        (value) => {
          Object.assign(started, { status: "fulfilled", value });
        },
        (reason: unknown) => {
          Object.assign(started, { status: "rejected", reason });
        },
      );
      loads.set(route, started);
      return started;
    },
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
