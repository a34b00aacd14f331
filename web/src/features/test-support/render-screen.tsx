/**
 * Test support of the screens (tests only): renders one screen inside a memory data router with the
 * `UiHost`, the way the app mounts it, plus a catch-all route that names where a navigation landed, so a
 * test can assert "the customer is now on /personalCenter" without loading the other screens.
 *
 * Not a feature: nothing here is imported by app code.
 */
import type { ComponentType } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { UiHost } from "../../ui";

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  /** Route path of the screen, e.g. "/login". */
  path: string;
  /** Address to open (path + query); default `path`. */
  url?: string;
}

/** What {@link renderScreen} returns: the testing-library result and the router (its `state.location`). */
export type RenderedScreen = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/** Renders `Screen` at `url` with the UI host. */
export function renderScreen(Screen: ComponentType, { path, url = path }: RenderScreenOptions): RenderedScreen {
  const router = createMemoryRouter(
    [
      { path, element: <Screen /> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <>
      <RouterProvider router={router} />
      <UiHost />
    </>,
  );
  return Object.assign(result, { router });
}

/** Text shown by the catch-all route: where the router went. */
export function landedText(pathWithSearch: string): string {
  return `landed:${pathWithSearch}`;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{landedText(location.pathname + location.search)}</p>;
}
