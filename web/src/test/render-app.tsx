/**
 * Renders the mall's route tree in a memory router, through the same `createRoutes` factory production uses.
 * By default the real route table (`ROUTES`) without `<SessionEffects />`; tests of a single behaviour pass a
 * stand-in table and spies for single navigation effects.
 */
import { act, render, type RenderResult } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { APP_BASENAME, createRoutes } from "../app/create-routes";
import { createQueryClient } from "../gateway/query-client";
import type { NavigationEffects } from "../app/navigation-effects";
import { ROUTES, type AppRoute } from "../app/routes";

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** Route table (default: the real `ROUTES`). */
  readonly table?: readonly AppRoute[];
  /** Replacements for single navigation effects. */
  readonly effects?: Partial<NavigationEffects>;
  /** Mount `<SessionEffects />` (default false: the shell's tests exercise navigation alone). */
  readonly sessionEffects?: boolean;
}

/** What {@link renderApp} returns. */
export interface RenderedApp extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
  /** Navigates in the app (an in-app path like "/login?x=1", or a history delta like -1) inside `act`. */
  navigate(to: string | number): Promise<void>;
  /** The current in-app address (path and query, without the base path). */
  address(): string;
}

/**
 * Renders the app at the in-app `path` (e.g. "/home") under the base path.
 * @example const app = renderApp("/home"); await app.navigate("/login"); app.address() // "/login"
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderedApp {
  const routes = createRoutes(options.table ?? ROUTES, {
    basename: APP_BASENAME,
    effects: options.effects ?? {},
    sessionEffects: options.sessionEffects ?? false,
    queryClient: createQueryClient(),
  });
  const router = createMemoryRouter(routes, { basename: APP_BASENAME, initialEntries: [APP_BASENAME + path] });
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    async navigate(to) {
      await act(async () => {
        await (typeof to === "number" ? router.navigate(to) : router.navigate(to));
      });
    },
    address() {
      const { pathname, search } = router.state.location;
      const inApp = pathname.startsWith(APP_BASENAME) ? pathname.slice(APP_BASENAME.length) || "/" : pathname;
      return inApp + search;
    },
  };
}
