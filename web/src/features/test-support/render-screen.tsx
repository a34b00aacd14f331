/**
 * Test support of the screens (tests only): renders one screen inside the mall's router (memory history) with the
 * `UiHost` and a fresh query client (the app's defaults and refusal handler; nothing cached between tests),
 * the way the app mounts it, plus a catch-all route that names where a navigation landed, so a
 * test can assert "the customer is now on /personalCenter" without loading the other screens.
 *
 * Not a feature: nothing here is imported by app code.
 */
import type { ComponentType } from "react";
import { act, render, type RenderResult } from "@testing-library/react";
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation, type Location } from "react-router-dom";
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
  /** The query client (default: a fresh one). */
  queryClient?: QueryClient;
}

/** What {@link renderScreen} returns: the testing-library result and the router (its `state.location`). */
export type RenderedScreen = RenderResult & { router: ScreenRouter; queryClient: QueryClient };

/** Where the screen's router is (`state.location`), and a navigation from outside the screen (with history state). */
export interface ScreenRouter {
  readonly state: { readonly location: Location };
  navigate(to: string, options?: { readonly state?: unknown; readonly replace?: boolean }): Promise<void>;
}

/** Renders `Screen` at `url` with the UI host. */
export function renderScreen(Screen: ComponentType, { path, url = path, queryClient = createQueryClient() }: RenderScreenOptions): RenderedScreen {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history} basename="/">
        <Routes>
          <Route path={path} element={<Screen />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </AppRouter>
      <UiHost />
    </QueryClientProvider>,
  );
  // Where the screen's router is now (as the data router's `router.state.location` told).
  const router: ScreenRouter = {
    get state() {
      return { location: history.location };
    },
    async navigate(to, options = {}) {
      await act(async () => {
        if (options.replace === true) history.replace(to, options.state);
        else history.push(to, options.state);
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      });
    },
  };
  return Object.assign(result, { router, queryClient });
}

/** Text shown by the catch-all route: where the router went. */
export function landedText(pathWithSearch: string): string {
  return `landed:${pathWithSearch}`;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{landedText(location.pathname + location.search)}</p>;
}
