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
 * it; their page shows when ready. The first address is prepared the same way (nothing shows until its module has arrived; `main.tsx` has
 * usually loaded it already). Location changes render in a transition, as with `<BrowserRouter>`.
 *
 * Back blocking does what the spec's "push the current address again" did, without showing the previous page for a
 * frame: a history POP away from a page whose meta says `allowBack: false` is undone at once (`history.go(-delta)`,
 * as the data router's blocker did) and never rendered. A POP to the same entry (a dialog's history entry closed by
 * the back gesture, see ui/overlay-history.ts) is not a page change and is never blocked.
 */
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Router, parsePath, type Location, type NavigationType, type Navigator, type To, type UNSAFE_createBrowserHistory } from "react-router-dom";
import { inAppPath, type Preparation } from "./AppShell";
import type { RouteMeta } from "./route-meta";

/** The history a router runs on: react-router's browser history (the app) or memory history (tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Whether the page on screen lets history back leave it (written by the shell, read by the router). */
const AllowBackContext = createContext<RefObject<boolean> | null>(null);

/** Props of {@link AppRouter}. */
export interface AppRouterProps {
  /** A v5-compatible history (`UNSAFE_createBrowserHistory({ v5Compat: true })`, or the memory one in tests). */
  readonly history: AppHistory;
  /** The base path the mall is served under, e.g. "/micromall". */
  readonly basename: string;
  /** What an address needs before it shows (`pages.prepare`); without it every address shows at once. */
  readonly prepare?: (location: Location) => Preparation;
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
  // The first address: its redirects are followed before anything shows (no listener yet); it shows once prepared.
  const [first] = useState(() => ({ waiting: prepareFirst() }));
  function prepareFirst(): Promise<unknown> | null {
    for (let redirects = 0; prepare !== undefined; redirects += 1) {
      const preparation = prepare(inAppLocation(history.location, basename));
      if (preparation === null) return null;
      if ("loading" in preparation) return preparation.loading;
      if (redirects >= REDIRECTS_MAX) return null;
      history.replace(basename + preparation.redirect);
    }
    return null;
  }
  const [state, setState] = useState<{ action: NavigationType; location: Location } | null>(() =>
    first.waiting === null ? { action: history.action, location: history.location } : null,
  );
  const shown = useRef(state?.location);
  useLayoutEffect(() => {
    shown.current = state?.location;
  }, [state?.location]);

  // The first address, once prepared (again after each wait, as a navigation is).
  useEffect(() => {
    let live = true;
    const attempt = () => {
      if (!live) return;
      const waiting = prepareFirst();
      if (waiting === null) setState((current) => current ?? { action: history.action, location: history.location });
      else void waiting.then(attempt, attempt);
    };
    void first.waiting?.then(attempt, attempt);
    return () => {
      live = false;
    };
    // `prepareFirst` reads only `history`, `prepare` and `basename`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, history]);

  const latest = useRef(0);
  // The app's navigations: prepared first, then pushed (or replaced) once the page can show; a newer one wins.
  const navigator = useMemo<Navigator>(() => {
    const deferred = (method: "push" | "replace") => (to: To, state?: unknown) => {
      const navigation = (latest.current += 1);
      const attempt = (target: To, redirects: number) => {
        if (navigation !== latest.current) return;
        const path = typeof target === "string" ? parsePath(target) : target;
        const location: Location = {
          pathname: path.pathname ?? history.location.pathname,
          search: path.search ?? "",
          hash: path.hash ?? "",
          state,
          key: `pending-${navigation}`,
        };
        const preparation = prepare?.(inAppLocation(location, basename)) ?? null;
        if (preparation !== null && "redirect" in preparation && redirects < REDIRECTS_MAX) {
          attempt(basename + preparation.redirect, redirects + 1);
        } else if (preparation !== null && "loading" in preparation) {
          const again = () => attempt(target, redirects);
          void preparation.loading.then(again, again);
        } else {
          history[method](target, state);
        }
      };
      attempt(to, 0);
    };
    return { ...history, createHref: history.createHref, go: history.go, push: deferred("push"), replace: deferred("replace") };
    // `prepare` and `basename` are fixed for the app's life (the same for tests' mounts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, prepare, basename]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location, delta }) => {
        const leaving = location.key !== shown.current?.key;
        if (action === "POP" && leaving && !allowBack.current && delta !== null && delta !== 0) {
          history.go(-delta);
          return;
        }
        const navigation = (latest.current += 1);
        // Prepared again after each wait: the whole route table may have arrived, and the page found in it loads next.
        const attempt = () => {
          if (navigation !== latest.current) return;
          const preparation = prepare?.(inAppLocation(location, basename)) ?? null;
          if (preparation === null) startTransition(() => setState({ action, location }));
          // The replace comes back through this listener as the navigation to show.
          else if ("redirect" in preparation) history.replace(basename + preparation.redirect);
          else void preparation.loading.then(attempt, attempt);
        };
        attempt();
      }),
    [history, prepare, basename],
  );

  return (
    <AllowBackContext value={allowBack}>
      {state === null ? null : (
        <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      )}
    </AllowBackContext>
  );
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
