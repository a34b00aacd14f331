/**
 * Renders the mall's shell in a memory history, through the same `AppRouter` and `AppShell` production uses.
 * By default the real route table (`ROUTES`) without `<SessionEffects />`; tests of a single behaviour pass a
 * stand-in table and spies for single navigation effects.
 */
import { act, render, type RenderResult } from "@testing-library/react";
import { UNSAFE_createMemoryHistory } from "react-router-dom";
import { AppRouter, type AppHistory } from "../app/app-router";
import { APP_BASENAME, AppShell, createPages } from "../app/AppShell";
import { navigationEffects } from "../app/navigation-effects";
import { createQueryClient } from "../gateway/query-client";
import type { NavigationEffects } from "../app/navigation-effects";
import { ROUTES } from "../app/routes";
import type { AppRoute } from "../components/routing";

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** Route table (default: the real `ROUTES`). */
  readonly table?: readonly AppRoute[];
  /** Replacements for single navigation effects. */
  readonly effects?: Partial<NavigationEffects>;
  /** The whole table, loaded when an address needs it (then `table` holds only the routes known at once). */
  readonly fullTable?: () => Promise<readonly AppRoute[]>;
  /** Mount `<SessionEffects />` (default false: the shell's tests exercise navigation alone). */
  readonly sessionEffects?: boolean;
}

/** What {@link renderApp} returns. */
export interface RenderedApp extends RenderResult {
  /** The memory history the app runs on. */
  readonly history: AppHistory;
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
  const history: AppHistory = UNSAFE_createMemoryHistory({ initialEntries: [APP_BASENAME + path], v5Compat: true });
  const effects = navigationEffects(options.effects);
  const queryClient = createQueryClient();
  const pages = createPages({
    table: options.table ?? ROUTES,
    ...(options.fullTable === undefined ? {} : { fullTable: options.fullTable }),
    queryClient, isLoggedIn: () => effects.isLoggedIn(), basename: APP_BASENAME });
  const view = render(
    <AppRouter history={history} basename={APP_BASENAME} prepare={pages.prepare}>
      <AppShell pages={pages} basename={APP_BASENAME} effects={effects} sessionEffects={options.sessionEffects ?? false} queryClient={queryClient} />
    </AppRouter>,
  );
  return {
    ...view,
    history,
    async navigate(to) {
      await act(async () => {
        if (typeof to === "number") history.go(to);
        else history.push(APP_BASENAME + to);
        // Let a screen load the navigation waits for settle (a stand-in's resolves within a few microtask turns;
        // no timer, so tests with fake timers navigate too). A real chunk takes longer: tests then find the screen.
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      });
    },
    address() {
      const { pathname, search } = history.location;
      const inApp = pathname.startsWith(APP_BASENAME) ? pathname.slice(APP_BASENAME.length) || "/" : pathname;
      return inApp + search;
    },
  };
}
