/**
 * Suspending until a lazily loaded piece (a language's texts) is at hand, with React's `use`.
 *
 * Once a piece had to be waited for, every later render calls `use` with that same promise (settled by then; React
 * marked it fulfilled and reads it without suspending). React replays a component whose promise settles during the
 * render and expects the same `use` call again. Before, the screens skipped `use` as soon as the texts had arrived:
 * on the replay React met other hooks in its place ("a change in the order of Hooks"), threw, and rendered the whole
 * root again synchronously (error #520 in production; the walk saw it on the application form's first English
 * render). A piece at hand before anything waited for it is never passed to `use`.
 */
import { use } from "react";

/** The promise of each piece that had to be waited for, by the piece's key. */
const awaited = new Map<unknown, Promise<void>>();

/**
 * Hook: suspends (the nearest Suspense fallback) until the piece named `key` is at hand. `ready` says whether it is;
 * `load` starts loading it (never rejecting).
 * @example useLoaded(table, englishReady(table), () => loadEnglish(table))
 */
export function useLoaded(key: unknown, ready: boolean, load: () => Promise<void>): void {
  let promise = awaited.get(key);
  if (promise === undefined) {
    if (ready) return;
    promise = load();
    awaited.set(key, promise);
  }
  use(promise);
}
