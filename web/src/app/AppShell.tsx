/**
 * The shell of the mall: resolves the address to a page of the route table, runs the page's guard and the prefetch
 * of its first query, renders it (with keep-alive) and runs the navigation behaviours of spec §2/§4; mounts the
 * hosts once — `<UiHost />` (toast, loading, message boxes) and `<SessionEffects />` (messenger login, data source,
 * mall session check) — and provides the app's one `QueryClient` (server state, `./query-client.ts`).
 *
 * Per address:
 * - the entry `/` (and `/index.html`) redirects to `/home` (spec §2), keeping the query (data source, OAuth);
 * - a table route: when it `requireAuth`s and the customer is not logged in, the screen never renders (not even for a
 *   frame) and the visitor goes to `/login?redirect=<target>` — instead of the spec's silent stop, which would leave a
 *   dead tap (the personal-centre tab does nothing and nothing says why) or, on a shared or reloaded link, a blank
 *   page; the login screen sends the customer on afterwards. Otherwise the route's `prefetch` starts the screen's
 *   first query (not awaited) in the same render that starts loading the screen's chunk, so the call travels while
 *   the chunk downloads (issue 7 §7). Its answer `{ cached, settled }` tells the shell whether there is content to
 *   show at once (no page-wide loading indicator then) and when the call has settled (the indicator goes off then);
 * - the login pages (login, register, reset password; customer report 2, G4): they replace one another in history
 *   (their links to each other `replace`), and finishing one replaces it with its `?redirect=` target
 *   (`features/account/hooks/use-finish-login.ts`), so no login page stays behind a login. A logged-in customer who
 *   still reaches one (back or forward onto an old entry, a stale link) is never shown its form: the address is
 *   replaced by the page's target (domain's `loginPageTarget`), so the next back goes on to the entry before it and
 *   back is never trapped (e2e/tests/login-history.spec.ts);
 * - anything else shows the not-found page at the address asked for (what was asked, home, the products; title
 *   页面不存在), on the entry and after an in-app navigation alike: a customer following an old link learns why
 *   instead of landing silently on /home (issue 8 point 5). Back returns to the page the customer came from.
 *
 * Paths match without regard to case or a trailing slash, as react-router's routes did.
 *
 * A screen whose module failed to load, or that throws, shows `RouteErrorScreen` in place of the page (the hosts stay
 * mounted); the next navigation clears it. `<SessionEffects />` is loaded lazily right after the first render: it
 * brings the gateway client with its cipher, which the landing page does not need to paint (first-load budget), and
 * the messenger login it starts must not block first paint anyway (h5-notes §6).
 */
import { Component, createElement, lazy, Suspense, use, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Navigate, useLocation, type Location } from "react-router-dom";
import { loginPageTarget, loginPathFor } from "@micromall/domain";
import { UiHost } from "../ui/UiHost";
import { useBackBlock, useRedirectCapped } from "./app-router";
import { AppLoadingFallback } from "./AppLoadingFallback";
import { createScreenCache, type ScreenCache, type ScreenLoad } from "./chunk-retry";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { DEFAULT_NAVIGATION_EFFECTS, type NavigationEffects } from "./navigation-effects";
import { queryClient as appQueryClient } from "./query-client";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { routeMeta, type AppRoute } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";
import { useAfterNavigation } from "./use-after-navigation";
import { useScrollMemory } from "./use-scroll-memory";

const SessionEffects = lazy(() => import("../session/SessionEffects"));

/** The base path the mall is served under (spec §1, §9). */
export const APP_BASENAME = "/micromall";
/** Where the entry path goes (spec §2). */
export const HOME_PATH = "/home";

/** The not-found page, shown at any address the table does not know. */
const NOT_FOUND_ROUTE: AppRoute = {
  path: "*",
  meta: routeMeta(APP_MESSAGES, "route.notFound"),
  load: async () => ({ default: (await import("./NotFoundScreen")).NotFoundScreen }),
};

/** How many addresses' prefetch answers the shell remembers (a page shown again reads its own). */
const STARTED_PAGES_KEPT = 50;

/** What an address resolves to: the entry's redirect home, or a page (a table route or the not-found page). */
export type ResolvedPage = { readonly kind: "home" } | { readonly kind: "page"; readonly route: AppRoute };

/**
 * The page of an in-app path.
 * @example resolvePage(ROUTES, "/") // { kind: "home" }
 * @example resolvePage(ROUTES, "/Home/").kind === "page" // true: the /home route
 * @example resolvePage(ROUTES, "/nowhere") // { kind: "page", route: <the not-found page> }
 */
export function resolvePage(table: readonly AppRoute[], pathname: string): ResolvedPage {
  const path = (pathname.replace(/\/+$/, "") || "/").toLowerCase();
  if (path === "/" || path === "/index.html") return { kind: "home" };
  const route = table.find((candidate) => candidate.path.toLowerCase() === path);
  return { kind: "page", route: route ?? NOT_FOUND_ROUTE };
}

/**
 * The in-app part of a document path under `basename` (case-insensitive, as react-router's basename).
 * @example inAppPath("/micromall/home", "/micromall") // "/home"
 * @example inAppPath("/micromall", "/micromall") // "/"
 */
export function inAppPath(pathname: string, basename: string): string {
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return pathname;
  const rest = pathname.slice(basename.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** What a page's start answers: whether its first query has an answer already, and when its call settles. */
export interface PageStart {
  /** The screen's first query already has an answer to show. */
  readonly cached: boolean;
  /** Settles when the screen's first query has an answer or has failed (when the prefetch says). */
  readonly settled?: Promise<void>;
}

/**
 * Starts a page: the prefetch of its first query (never awaited; a prefetch that throws only loses its head start,
 * the screen's own query asks again).
 * @example startPage(homeRoute, queryClient, new URL(location.href)) // { cached: false, settled: Promise }
 */
export function startPage(route: AppRoute, client: QueryClient, url: URL): PageStart {
  try {
    const answer = route.prefetch?.(client, url) ?? false;
    return typeof answer === "boolean" ? { cached: answer } : answer;
  } catch {
    return { cached: false };
  }
}

/** An in-app address as the router has it (path without the base path, query, history key). */
export type InAppLocation = Pick<Location, "pathname" | "search" | "hash" | "key">;

/** What entering an address needs before it can show: another address instead, or a screen module to load. */
export type Preparation = { readonly redirect: string } | { readonly loading: Promise<unknown> } | null;

/**
 * The pages of a route table: what each address shows and its start. The router asks {@link Pages.prepare} before it
 * shows an address — as the data router ran a route's loader and `lazy` — so the previous page stays on screen while
 * the next one's module loads, and the next page's first call travels meanwhile; the shell reads the start.
 */
export interface Pages {
  /** What an in-app path shows with the table known now (see {@link resolvePage}). */
  resolve(pathname: string): ResolvedPage;
  /** The screens' loads (one per route). */
  readonly screens: ScreenCache;
  /**
   * Enters `location` once (again for the same history key answers the same): the entry and a protected page of a
   * logged-out visitor answer where to go instead; a page starts its prefetch and its module's load, and answers the
   * load while the module has not arrived. `preparedAs`: the key the address was entered under before it had its
   * history key (an app navigation is prepared before its push) — its start moves to the history key, so one
   * navigation runs the route's prefetch once.
   */
  prepare(location: InAppLocation, preparedAs?: string): Preparation;
  /** The start of an entered address (entering it now when it was not). */
  startOf(location: InAppLocation, route: AppRoute): PageStart;
  /** Starts loading the whole table (when only the landing pages are known); settles when it has arrived or failed. */
  loadTable(): Promise<void>;
}

/** Options of {@link createPages}. */
export interface PagesOptions {
  /** The routes known at once: the whole table, or only the landing pages when `fullTable` brings the rest. */
  readonly table: readonly AppRoute[];
  /**
   * Loads the whole table (the landing pages included). An address the known routes do not have waits for it before
   * it is judged (a page, or not found); when it cannot load, the page shows the shell's error screen with its one
   * automatic reload (as a screen module that failed).
   */
  readonly fullTable?: () => Promise<readonly AppRoute[]>;
  readonly queryClient: QueryClient;
  /** Whether the mall login is active (the requireAuth guard). */
  readonly isLoggedIn: () => boolean;
  /** The router's basename, to build the address a prefetch reads. */
  readonly basename?: string;
  /** The screens' loads (default: new). */
  readonly screens?: ScreenCache;
}

/**
 * The pages of `table` (see {@link Pages}).
 * @example const pages = createPages({ table: ROUTES, queryClient, isLoggedIn: () => false }); pages.prepare({ pathname: "/", search: "", hash: "", key: "default" }) // { redirect: "/home" }
 */
export function createPages({ table: known, fullTable, queryClient, isLoggedIn, basename = APP_BASENAME, screens = createScreenCache() }: PagesOptions): Pages {
  const started = new Map<string, PageStart>();
  let table = known;
  let tableLoad: Promise<void> | undefined;
  let tableDone = fullTable === undefined;
  let tableFailure: unknown;
  const failedPages = new Map<string, AppRoute>();
  const loadTable = (): Promise<void> => {
    if (fullTable === undefined) return Promise.resolve();
    tableLoad ??= fullTable().then(
      (all) => {
        table = all;
        tableDone = true;
      },
      (cause: unknown) => {
        tableFailure = cause;
      },
    );
    return tableLoad;
  };
  // The page of an address whose routes could not load: its "screen" fails like a chunk, once per path.
  const failedPage = (pathname: string): AppRoute => {
    let route = failedPages.get(pathname);
    if (route === undefined) {
      route = { ...NOT_FOUND_ROUTE, path: pathname, load: () => Promise.reject(tableFailure) };
      failedPages.set(pathname, route);
    }
    return route;
  };
  const resolve = (pathname: string): ResolvedPage => {
    const page = resolvePage(table, pathname);
    if (page.kind === "page" && page.route === NOT_FOUND_ROUTE && !tableDone && tableFailure !== undefined) {
      return { kind: "page", route: failedPage(pathname) };
    }
    return page;
  };
  const enter = (location: InAppLocation, route: AppRoute, preparedAs?: string): PageStart => {
    const known = started.get(location.key);
    if (known !== undefined) return known;
    const carried = preparedAs === undefined ? undefined : started.get(preparedAs);
    if (preparedAs !== undefined && carried !== undefined) {
      started.delete(preparedAs);
      started.set(location.key, carried);
      return carried;
    }
    const start = startPage(route, queryClient, new URL(basename + location.pathname + location.search, window.location.href));
    started.set(location.key, start);
    if (started.size > STARTED_PAGES_KEPT) started.delete(started.keys().next().value ?? "");
    return start;
  };
  return {
    resolve,
    screens,
    loadTable,
    prepare(location, preparedAs) {
      const page = resolve(location.pathname);
      if (page.kind === "page" && page.route === NOT_FOUND_ROUTE && !tableDone && tableFailure === undefined) {
        return { loading: loadTable() };
      }
      if (page.kind === "home") return { redirect: HOME_PATH + location.search + location.hash };
      if (page.route.meta.requireAuth && !isLoggedIn()) return { redirect: loginPathFor(location.pathname + location.search) };
      const pastLogin = isLoggedIn() ? loginPageTarget(location.pathname, location.search) : null;
      if (pastLogin !== null) return { redirect: pastLogin };
      enter(location, page.route, preparedAs);
      const load = screens.load(page.route);
      return isSettled(load) ? null : { loading: load };
    },
    startOf: (location, route) => enter(location, route),
  };
}

function isSettled(load: ScreenLoad): boolean {
  const status: unknown = Reflect.get(load, "status");
  return status === "fulfilled" || status === "rejected";
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The pages (route table, screen loads, starts) the router prepared. */
  readonly pages: Pages;
  /** The navigation effects (default: the production ones). */
  readonly effects?: NavigationEffects;
  /** Mount `<SessionEffects />` (default true; shell tests that exercise navigation alone switch it off). */
  readonly sessionEffects?: boolean;
  /** The query client every page reads server state from (default: the app's one). */
  readonly queryClient?: QueryClient;
  /** The router's basename (default {@link APP_BASENAME}); reloads build addresses with it. */
  readonly basename?: string;
}

/**
 * The shell, rendered inside `AppRouter` (whose `prepare` is `pages.prepare`).
 * @example <AppRouter history={history} basename={APP_BASENAME} prepare={pages.prepare}><AppShell pages={pages} /></AppRouter>
 */
export function AppShell({ pages, effects = DEFAULT_NAVIGATION_EFFECTS, sessionEffects = true, queryClient = appQueryClient, basename = APP_BASENAME }: AppShellProps) {
  const location = useLocation();
  const page = pages.resolve(location.pathname);
  const route = page.kind === "page" ? page.route : undefined;
  // The router shows an address only once prepared, so these hold only on a first render the router did not prepare.
  const denied = route?.meta.requireAuth === true && !effects.isLoggedIn();
  const start = route === undefined || denied ? undefined : pages.startOf(location, route);

  const routeMeta = denied ? undefined : route?.meta;
  const meta = routeMeta?.isLoading === true && start?.cached === true ? { ...routeMeta, isLoading: false } : routeMeta;
  const settled = start?.settled;
  // The after-navigation behaviours read these once per address: no memo needed.
  const routeEffects: NavigationEffects =
    settled === undefined
      ? effects
      : {
          ...effects,
          showLoading: () => {
            const release = effects.showLoading();
            void settled.then(release, release);
            return release;
          },
        };

  useAfterNavigation(location, meta, routeEffects);
  useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects);
  useBackBlock(meta);

  // Where the router's redirect cap stopped a loop, one more redirect would go on looping: the error screen shows.
  const capped = useRedirectCapped() && (route === undefined || denied);
  let outlet: ReactNode;
  if (capped) outlet = <RouteErrorScreen error={new Error(`redirect loop at ${location.pathname}`)} effects={effects} basename={basename} />;
  else if (route === undefined) outlet = <Navigate to={HOME_PATH + location.search} replace />;
  else if (denied) outlet = <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  else outlet = <RouteScreen load={pages.screens.load(route)} />;

  return (
    <QueryClientProvider client={queryClient}>
      <PageErrorBoundary resetKey={location.key} fallback={(error) => <RouteErrorScreen error={error} effects={effects} basename={basename} />}>
        <Suspense fallback={<AppLoadingFallback />}>
          <KeepAliveOutlet keepAlive={meta?.keepAlive ?? false} outlet={outlet} />
        </Suspense>
      </PageErrorBoundary>
      <UiHost />
      {sessionEffects ? (
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

/** A table route's screen, once its module has loaded (suspends until then; throws its load's failure). */
function RouteScreen({ load }: { readonly load: ScreenLoad }) {
  return createElement(use(load));
}

interface PageErrorBoundaryProps {
  /** The address's key: a new address clears the error. */
  readonly resetKey: string;
  readonly fallback: (error: unknown) => ReactNode;
  readonly children: ReactNode;
}

interface PageErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly key: string;
}

/** Shows `fallback` in place of a page that failed (its chunk, or its render), until the next address. */
class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

