/**
 * Test support of the screens (tests only): renders one screen (`renderScreen`) or the screens of a journey
 * (`renderScreens`) inside the mall's router (memory history) with the
 * `UiHost` and a fresh query client (the app's defaults and refusal handler; nothing cached between tests),
 * the way the app mounts it, plus a catch-all route that names where a navigation landed, so a
 * test can assert "the customer is now on /personalCenter" without loading the other screens.
 *
 * Not a feature: nothing here is imported by app code.
 */
import { Suspense, type ComponentType } from "react";
import { act, render, type RenderResult } from "@testing-library/react";
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation, type Location, type NavigationType } from "react-router-dom";
import { AppRouter } from "../../app/app-router";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../../gateway/query-client";
import { UiHost } from "../../ui";

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  /** Route path of the screen, e.g. "/login". */
  path: string;
  /** Address to open (path + query); default `path`. */
  url?: string;
  /** History state of the first address (what a navigation would have handed over). */
  state?: unknown;
  /** The query client (default: a fresh one). */
  queryClient?: QueryClient;
}

/** Options of {@link renderScreens}. */
export interface RenderScreensOptions {
  /** Address to open (path + query). */
  url: string;
  /** History state of the first address (what a navigation would have handed over). */
  state?: unknown;
  /** The query client (default: a fresh one). */
  queryClient?: QueryClient;
}

/** The screens of a journey by route path, e.g. `{ "/invoiceQuery": InvoiceQueryScreen, "/invoiceResult": InvoiceResultScreen }`. */
export type ScreenRoutes = Readonly<Record<string, ComponentType>>;

/** What {@link renderScreen} returns: the testing-library result and the router (its `state.location`). */
export type RenderedScreen = RenderResult & { router: ScreenRouter; queryClient: QueryClient };

/**
 * Where the screens' router is (`state.location`, and `state.historyAction`: how it got there), and a navigation from
 * outside the screens: to an address (with history state, pushed or replacing) or by a history delta (`-1`: back).
 */
export interface ScreenRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: string | number, options?: { readonly state?: unknown; readonly replace?: boolean }): Promise<void>;
}

/** Renders `Screen` at `url` with the UI host. */
export function renderScreen(Screen: ComponentType, { path, url = path, ...options }: RenderScreenOptions): RenderedScreen {
  return renderScreens({ [path]: Screen }, { url, ...options });
}

/**
 * Renders the screens of a journey in one router (memory history) with the UI host, opened at `url`; an address none
 * of them has lands on the catch-all route ({@link landedText}).
 * @example const { router } = renderScreens({ "/surrender": SurrenderScreen, "/application": ApplicationScreen }, { url: "/surrender" });
 */
export function renderScreens(routes: ScreenRoutes, { url, state, queryClient = createQueryClient() }: RenderScreensOptions): RenderedScreen {
  const first = state === undefined ? url : { ...splitUrl(url), state };
  const history = UNSAFE_createMemoryHistory({ initialEntries: [first], v5Compat: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history} basename="/">
        {/* as the shell's: a screen waiting for its texts (English loaded on first use) shows the fallback */}
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            {Object.entries(routes).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<Landed />} />
          </Routes>
        </Suspense>
      </AppRouter>
      <UiHost />
    </QueryClientProvider>,
  );
  // Where the router is now (as the data router's `router.state` told).
  const router: ScreenRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    async navigate(to, options = {}) {
      await act(async () => {
        if (typeof to === "number") history.go(to);
        else if (options.replace === true) history.replace(to, options.state);
        else history.push(to, options.state);
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      });
    },
  };
  return Object.assign(result, { router, queryClient });
}

/** An address's path, query and hash. */
function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const parsed = new URL(url, "http://mall.test");
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** Text shown by the catch-all route: where the router went. */
export function landedText(pathWithSearch: string): string {
  return `landed:${pathWithSearch}`;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{landedText(location.pathname + location.search)}</p>;
}
