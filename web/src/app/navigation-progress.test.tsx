/**
 * A navigation on its way (issue 19, navigation): the newest navigation wins over one still loading, redirects stop
 * after a cap instead of looping, and a thin progress bar tells the customer that the next page is loading once a
 * change takes longer than 300 ms. Driven through the memory router with the real shell, over pages whose modules
 * arrive when the test says.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType } from "react";
import { useNavigate } from "react-router-dom";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { APP_MESSAGES } from "../i18n/messages/app";
import { routeMeta, type AppRoute, type RouteMeta } from "../components/routing";
import { NAVIGATION_PROGRESS_DELAY_MS } from "./app-router";

/** A page module that arrives when the test calls `arrive()`. */
function gate() {
  let arrive: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { loaded, arrive: () => act(async () => arrive()) };
}

/** A route `/<name>` whose page is a heading with its name; its module waits for `loaded` when given. */
function page(name: string, options: { loaded?: Promise<void>; meta?: Partial<Omit<RouteMeta, "title" | "titles" | "editTitle">>; Component?: ComponentType } = {}): AppRoute {
  const Page: ComponentType = options.Component ?? (() => <h1>{name}</h1>);
  return {
    path: `/${name}`,
    meta: routeMeta(APP_MESSAGES, "route.home", options.meta ?? {}),
    load: async () => {
      await options.loaded;
      return { default: Page };
    },
  };
}

/** A page with buttons that navigate in the app to each of `targets` (react-router's navigate). */
function linksTo(...targets: string[]): ComponentType {
  return function Links() {
    const navigate = useNavigate();
    return (
      <>
        <h1>home</h1>
        {targets.map((target) => (
          <button key={target} type="button" onClick={() => void navigate(target)}>
            {`go ${target}`}
          </button>
        ))}
      </>
    );
  };
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
const progressBar = () => screen.queryByRole("progressbar", { name: "页面加载中" });

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe("newest navigation wins", () => {
  test("an app navigation started later shows, and the earlier one's page never replaces it when its module arrives", async () => {
    const slow = gate();
    const table = [page("home", { Component: linksTo("/slow", "/fast") }), page("slow", { loaded: slow.loaded }), page("fast")];
    const app = renderApp("/home", { table });
    await userEvent.click(await screen.findByRole("button", { name: "go /slow" }));
    // The slow page is still loading: home stays on screen and the address does not name the slow page yet.
    expect(screen.getByRole("heading", { name: "home" })).toBeTruthy();
    expect(app.address()).toBe("/home");
    await userEvent.click(screen.getByRole("button", { name: "go /fast" }));
    await heading("fast");
    expect(app.address()).toBe("/fast");

    await slow.arrive();
    expect(screen.getByRole("heading", { name: "fast" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "slow" })).toBeNull();
    expect(app.address()).toBe("/fast");
  });

  test("a history change (back, a pushed address) wins over an earlier one still loading", async () => {
    const slow = gate();
    const table = [page("home"), page("slow", { loaded: slow.loaded }), page("fast")];
    const app = renderApp("/home", { table });
    await heading("home");
    await app.navigate("/slow");
    expect(screen.getByRole("heading", { name: "home" })).toBeTruthy();
    await app.navigate("/fast");
    await heading("fast");

    await slow.arrive();
    expect(screen.getByRole("heading", { name: "fast" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "slow" })).toBeNull();
    expect(app.address()).toBe("/fast");
  });
});

describe("the redirect cap", () => {
  // A misconfigured table: the login page itself needs a login, so each address redirects to the next login
  // address. The router follows 5 redirects in a row and stops at the address it reached, where the error screen
  // shows (with its reload and home) instead of one more redirect.
  const loopTable = () => [page("home", { Component: linksTo("/login") }), page("login", { meta: { requireAuth: true } })];
  const redirectDepth = (address: string) => {
    let depth = 0;
    let rest: string | null = address;
    while (rest !== null && rest.startsWith("/login")) {
      rest = new URLSearchParams(rest.split("?")[1] ?? "").get("redirect");
      depth += rest === null ? 0 : 1;
    }
    return depth;
  };

  test("an address opened directly stops after 5 redirects", async () => {
    const app = renderApp("/login", { table: loopTable() });
    await heading("页面暂时无法显示");
    expect(redirectDepth(app.address())).toBe(5);
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
  });

  test("an app navigation stops after 5 redirects", async () => {
    const app = renderApp("/home", { table: loopTable() });
    await userEvent.click(await screen.findByRole("button", { name: "go /login" }));
    await heading("页面暂时无法显示");
    expect(redirectDepth(app.address())).toBe(5);
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
  });

  test("a history change stops after 5 redirects", async () => {
    const app = renderApp("/home", { table: loopTable() });
    await heading("home");
    await app.navigate("/login");
    await heading("页面暂时无法显示");
    expect(redirectDepth(app.address())).toBe(5);
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
  });
});

describe("the progress bar", () => {
  test(`shows when the next page takes longer than ${NAVIGATION_PROGRESS_DELAY_MS} ms and goes once it shows`, async () => {
    vi.useFakeTimers();
    const slow = gate();
    const table = [page("home"), page("slow", { loaded: slow.loaded })];
    const app = renderApp("/home", { table });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "home" })).toBeTruthy();
    await app.navigate("/slow");
    await act(async () => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 50));
    expect(progressBar()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(progressBar()).not.toBeNull();
    // The page it leaves stays on screen under the bar.
    expect(screen.getByRole("heading", { name: "home" })).toBeTruthy();

    await slow.arrive();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "slow" })).toBeTruthy();
    expect(progressBar()).toBeNull();
  });

  test("never shows for a change that is ready at once", async () => {
    vi.useFakeTimers();
    const table = [page("home"), page("fast")];
    const app = renderApp("/home", { table });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await app.navigate("/fast");
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("heading", { name: "fast" })).toBeTruthy();
    expect(progressBar()).toBeNull();
  });

  test("goes when a newer navigation that is ready at once wins over the slow one", async () => {
    vi.useFakeTimers();
    const slow = gate();
    const table = [page("home"), page("slow", { loaded: slow.loaded }), page("fast")];
    const app = renderApp("/home", { table });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await app.navigate("/slow");
    await act(async () => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS + 100));
    expect(progressBar()).not.toBeNull();
    await app.navigate("/fast");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "fast" })).toBeTruthy();
    expect(progressBar()).toBeNull();
    await slow.arrive();
    expect(progressBar()).toBeNull();
  });
});
