/**
 * The mall's router: react-router's declarative `<Router>` over a history object, with back blocking (spec §2
 * `allowBack: false`, §4 "Back navigation is blocked unless the page allows it").
 *
 * Why not the data router (`createBrowserRouter`): the mall's route "loaders" are two small things — the
 * requireAuth guard and the prefetch of a screen's first query — which the shell runs itself (`AppShell`), and the
 * data router costs 32 kB gzip against 15 kB for the declarative core (issue 7 §6: home with its products ≤ 130 kB).
 * Screens use only what both routers offer (`Link`, `useNavigate`, `useLocation`, `useSearchParams`); ESLint forbids
 * the data-router hooks in web/src.
 *
 * Before it shows an address the router asks `prepare` (the shell's `Pages`), as the data router ran a route's loader
 * and `lazy`: an address that answers a redirect (the entry `/`, a protected page of a logged-out visitor) is replaced
 * at once and never shown; a page whose screen module is still loading leaves the previous page on screen until the
 * module has arrived (its first call travels meanwhile), and a later navigation wins over an earlier one still
 * loading. The app's own navigations (links, `navigate`, redirects) change the address only then, as the data router
 * did: the address bar never names a page that is not on screen yet. History POPs (back, forward) have already changed
 * it; their page shows when ready. An app navigation is prepared once: what it started under its pending key (the
 * route's prefetch) carries over to the history key its push gives it (`prepare`'s `preparedAs`). A navigation that waits longer than
 * {@link NAVIGATION_PROGRESS_DELAY_MS} shows a thin progress bar over the page it leaves. The first address
 * is prepared the same way (nothing shows until its module has arrived; `main.tsx` has usually loaded it already). Location changes render in a transition, as with `<BrowserRouter>`.
 *
 * Back blocking does what the spec's "push the current address again" did, without showing the previous page for a
 * frame: a history POP away from a page whose meta says `allowBack: false` is undone at once (`history.go(-delta)`,
 * as the data router's blocker did) and never rendered. A POP to the same entry (a dialog's history entry closed by
 * the back gesture, see ui/overlay-history.ts) is not a page change and is never blocked. A back that lands on a
 * finished flow's step (components/flow-history.ts) goes one entry further back at once, the step never rendered.
 */
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Router, parsePath, type Location, type NavigationType, type Navigator, type To, type UNSAFE_createBrowserHistory } from "react-router-dom";
import { inAppPath, type Preparation } from "./AppShell";
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from "./NavigationProgress";
import { removeBootShell } from "../ui/boot-shell";
import type { RouteMeta } from "../components/routing";
import { isFinishedStep } from "../components/flow-history";

export { NAVIGATION_PROGRESS_DELAY_MS };

/** The history a router runs on: react-router's browser history (the app) or memory history (tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Whether the page on screen lets history back leave it (written by the shell, read by the router). */
const AllowBackContext = createContext<RefObject<boolean> | null>(null);

/** Whether the address on screen is where the redirect cap stopped a loop (it would redirect again). */
const RedirectCappedContext = createContext(false);

/**
 * Whether the router stopped at this address because of the redirect cap ({@link REDIRECTS_MAX} redirects in a row):
 * the shell then shows the error screen instead of redirecting once more.
 * @example const capped = useRedirectCapped();
 */
export function useRedirectCapped(): boolean {
  return useContext(RedirectCappedContext);
}

/** Props of {@link AppRouter}. */
export interface AppRouterProps {
  /** A v5-compatible history (`UNSAFE_createBrowserHistory({ v5Compat: true })`, or the memory one in tests). */
  readonly history: AppHistory;
  /** The base path the mall is served under, e.g. "/micromall". */
  readonly basename: string;
  /**
   * What an address needs before it shows (`pages.prepare`); without it every address shows at once. `preparedAs`:
   * the key an app navigation's address was prepared under before its push gave it a history key.
   */
  readonly prepare?: (location: Location, preparedAs?: string) => Preparation;
  readonly children: ReactNode;
}

/** How many redirects in a row the router follows before it shows the address it reached. */
const REDIRECTS_MAX = 5;

/**
 * The router of the mall.
 * @example <AppRouter history={UNSAFE_createBrowserHistory({ v5Compat: true })} basename="/micromall"><AppShell table={ROUTES} /></AppRouter>
 */
export function AppRouter({ history, basename, prepare, children }: AppRouterProps) {
  const allowBack = useRef(true);
  // The first address: its redirects replace it before anything shows (no listener yet); it shows once prepared.
  const [first] = useState(() => {
    const walk = whenReady(prepare, {
      address: () => inAppLocation(history.location, basename),
      redirect: (path) => {
        history.replace(basename + path);
        return true;
      },
    });
    let capped = false;
    // Shown at once (null) in the first render's state below.
    const waiting = walk.step((cap) => {
      capped = cap;
    });
    return { walk, waiting, capped };
  });
  const [state, setState] = useState<{ action: NavigationType; location: Location; capped: boolean } | null>(() =>
    first.waiting === null ? { action: history.action, location: history.location, capped: first.capped } : null,
  );
  // A navigation waits for its page (its module, the route table): the progress bar shows after a moment.
  const [waiting, setWaiting] = useState(false);
  const shown = useRef(state?.location);
  useLayoutEffect(() => {
    shown.current = state?.location;
  }, [state?.location]);
  // The first page on screen replaces the prerendered home shell in the same frame (../ui/boot-shell.ts).
  const showing = state !== null;
  useLayoutEffect(() => {
    if (showing) removeBootShell();
  }, [showing]);

  // The first address, once prepared (again after each wait, as a navigation is).
  useEffect(() => {
    let live = true;
    const again = () => first.walk.run(() => !live, (capped) => setState((current) => current ?? { action: history.action, location: history.location, capped }));
    void first.waiting?.then(again, again);
    return () => {
      live = false;
    };
  }, [first, history]);

  const latest = useRef(0);
  // What the navigation that changes the history now hands to the listener (history calls it inside the push or
  // replace): an app navigation's pending key, and the redirects followed so far (the cap counts across them).
  const [pushing] = useState<{ key?: string | undefined; redirected?: number | undefined }>(() => ({}));
  // The app's navigations: prepared first, then pushed (or replaced) once the page can show; a newer one wins.
  const navigator = useMemo<Navigator>(() => {
    const deferred = (method: "push" | "replace") => (to: To, state?: unknown) => {
      const navigation = (latest.current += 1);
      const key = `pending-${navigation}`;
      let target = to;
      whenReady(prepare, {
        address: () => {
          const path = typeof target === "string" ? parsePath(target) : target;
          const location: Location = {
            pathname: path.pathname ?? history.location.pathname,
            search: path.search ?? "",
            hash: path.hash ?? "",
            state,
            key,
          };
          return inAppLocation(location, basename);
        },
        redirect: (path) => {
          target = basename + path;
          return true;
        },
      }).run(
        () => navigation !== latest.current,
        (capped) => {
          pushing.key = key;
          pushing.redirected = capped ? REDIRECTS_MAX : undefined;
          try {
            history[method](target, state);
          } finally {
            pushing.key = undefined;
            pushing.redirected = undefined;
          }
        },
        setWaiting,
      );
    };
    // What react-router's Navigator reads: the history's addresses and `go`, with the deferred push and replace.
    return {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: deferred("push"),
      replace: deferred("replace"),
    };
  }, [history, prepare, basename, pushing]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location, delta }) => {
        const leaving = location.key !== shown.current?.key;
        if (action === "POP" && leaving && !allowBack.current && delta !== null && delta !== 0) {
          history.go(-delta);
          return;
        }
        // A finished flow's step (components/flow-history.ts, H3): back passes over it, one entry further, unseen.
        // An entry at the very address being left (a done page's link led to where its flow began, customer
        // rehearsal 5): a back that showed it would seem to do nothing, so it passes over it too.
        const same = shown.current !== undefined && shown.current.pathname === location.pathname && shown.current.search === location.search;
        if (action === "POP" && leaving && delta !== null && delta < 0 && (isFinishedStep(location.key) || same)) {
          history.go(-1);
          return;
        }
        // An app navigation's page was prepared before its push: its start carries over to the history key.
        const { key: preparedAs, redirected } = pushing;
        pushing.key = undefined;
        pushing.redirected = undefined;
        const navigation = (latest.current += 1);
        // Prepared again after each wait: the whole route table may have arrived, and the page found in it loads next.
        whenReady(prepare, {
          address: () => inAppLocation(location, basename),
          preparedAs,
          redirected,
          // The replace comes back through this listener as the navigation to show, with the count so far.
          redirect: (path, count) => {
            pushing.redirected = count;
            history.replace(basename + path);
            return false;
          },
        }).run(
          () => navigation !== latest.current,
          (capped) => startTransition(() => setState({ action, location, capped })),
          setWaiting,
        );
      }),
    [history, prepare, basename, pushing],
  );

  return (
    <AllowBackContext value={allowBack}>
      <RedirectCappedContext value={state?.capped ?? false}>
        {state === null ? null : (
          <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
            {children}
          </Router>
        )}
      </RedirectCappedContext>
      {waiting && state !== null ? <NavigationProgress /> : null}
    </AllowBackContext>
  );
}

/** What one navigation does at each step of {@link whenReady}. */
interface Steps {
  /** The in-app address to prepare now (read again after each redirect and wait). */
  readonly address: () => Location;
  /** The key the address was prepared under before it had its history key (an app navigation's, see `prepare`). */
  readonly preparedAs?: string | undefined;
  /**
   * Follows a redirect to the in-app `path` (the `count`th in a row): true to prepare the new address now, false when
   * the redirect is a navigation of its own (which carries the count on).
   */
  readonly redirect: (path: string, count: number) => boolean;
  /** Redirects already followed on the way here (a history navigation that an earlier one's redirect started). */
  readonly redirected?: number | undefined;
}

/** How a navigation shows its address: `capped` when the redirect cap stopped it at an address that redirects again. */
type Show = (capped: boolean) => void;

/** One navigation on its way to the screen (see {@link whenReady}). */
interface Walk {
  /** Prepares the address (following redirects) and `show`s it when nothing is missing; else answers what to wait for. */
  step(show: Show): Promise<unknown> | null;
  /**
   * Steps, and again after each wait, until the address shows — or stops once `stale` says a newer navigation began.
   * `waiting` hears, while this navigation is the newest, whether it now waits for something (true) or is done (false).
   */
  run(stale: () => boolean, show: Show, waiting?: (waits: boolean) => void): void;
}

/**
 * The prepare → redirect → wait → show of one navigation (the first address, a history change, an app navigation):
 * asks `prepare` about the address, follows its redirects (at most {@link REDIRECTS_MAX} in a row, then shows the
 * address reached), waits for what is loading and asks again, and shows the address once nothing is missing. Without
 * `prepare` every address shows at once.
 * @example whenReady(prepare, { address: () => location, redirect: () => false }).run(() => false, show)
 */
function whenReady(prepare: AppRouterProps["prepare"], steps: Steps): Walk {
  let redirects = steps.redirected ?? 0;
  const walk: Walk = {
    step(show) {
      for (;;) {
        const preparation = prepare?.(steps.address(), steps.preparedAs) ?? null;
        if (preparation !== null && "loading" in preparation) return preparation.loading;
        if (preparation === null || redirects >= REDIRECTS_MAX) {
          show(preparation !== null);
          return null;
        }
        redirects += 1;
        if (!steps.redirect(preparation.redirect, redirects)) return null;
      }
    },
    run(stale, show, waiting) {
      if (stale()) return;
      const again = () => walk.run(stale, show, waiting);
      const wait = walk.step(show);
      if (!stale()) waiting?.(wait !== null);
      void wait?.then(again, again);
    },
  };
  return walk;
}

/** The in-app address of a history location (its path without the base path). */
function inAppLocation(location: Location, basename: string): Location {
  return { ...location, pathname: inAppPath(location.pathname, basename) };
}

/**
 * Blocks history back while the current page's meta has `allowBack: false` (inside {@link AppRouter}).
 * @example useBackBlock(meta)
 */
export function useBackBlock(meta: RouteMeta | undefined): void {
  const allowBackRef = useContext(AllowBackContext);
  const allowed = meta?.allowBack ?? true;
  useLayoutEffect(() => {
    if (allowBackRef !== null) allowBackRef.current = allowed;
  }, [allowBackRef, allowed]);
}
