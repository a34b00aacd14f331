/**
 * Route prefetch (issue 7 §7, acceptance 6): a screen that loads data on entry starts its first call from the
 * route — before its chunk has loaded — and the page-wide loading indicator shows only while nothing is cached.
 * The screen chunks here are deferred dynamic imports the test releases by hand.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { GATEWAY_CATALOGUE } from "@micromall/domain";
import { logInAsDemo, startMockGateway } from "../features/test-support/mock-gateway";
import { resetBrowserState } from "../features/test-support/reset";
import { renderApp } from "../test/render-app";
import { resetLoading } from "../ui";
import { routeMeta, type AppRoute, type ScreenModule } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";
import { ROUTES } from "./routes";

vi.setConfig({ testTimeout: 20_000 });

const gateway = startMockGateway();
beforeEach(resetBrowserState);
afterEach(() => resetLoading());

/** The gateway calls requested so far, by catalogue name, in order. */
function recordCalls(): string[] {
  const calls: string[] = [];
  const byPath = new Map(Object.values(GATEWAY_CATALOGUE).map((entry) => [`/${entry.service}/${entry.path}`, entry.name]));
  gateway.server.events.on("request:start", ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/micromall-gateway/, "");
    const name = byPath.get(path);
    if (name !== undefined) calls.push(name);
  });
  return calls;
}

/** A deferred screen chunk: `load` stays pending until `release()` imports the real module. */
function deferred(load: () => Promise<ScreenModule>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  return {
    load: async () => {
      started = true;
      await gate;
      return load();
    },
    release,
    started: () => started,
  };
}

function realRoute(path: string): AppRoute {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route;
}

describe("route prefetch", () => {
  test("/home: pageInitMall is requested while the home chunk is still loading, and only once", async () => {
    const calls = recordCalls();
    const home = realRoute("/home");
    const chunk = deferred(home.load);
    renderApp("/home", { table: [{ ...home, load: chunk.load }] });

    await vi.waitFor(() => expect(calls).toContain("pageInitMall"));
    expect(chunk.started()).toBe(true);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull(); // the screen has not rendered: its chunk is pending

    chunk.release();
    expect(await screen.findByRole("region", { name: "热门保险" })).toBeTruthy();
    expect(calls.filter((name) => name === "pageInitMall")).toHaveLength(1);
  });

  test("/home: a prefetch that failed is not asked again when the screen mounts (one call, one §8 dialog)", async () => {
    const calls = recordCalls();
    let answered = 0;
    gateway.server.events.on("response:mocked", () => {
      answered += 1;
    });
    gateway.server.useScenario("http-500", { call: "pageInitMall" });
    const home = realRoute("/home");
    const chunk = deferred(home.load);
    renderApp("/home", { table: [{ ...home, load: chunk.load }] });
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the failure settles in the cache

    chunk.release();
    expect(await screen.findByText("商城内容加载失败")).toBeTruthy();
    expect(calls.filter((name) => name === "pageInitMall")).toHaveLength(1);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  test("/productList: the chip named in the address is requested before the chunk has loaded", async () => {
    const calls = recordCalls();
    const list = realRoute("/productList");
    const chunk = deferred(list.load);
    renderApp("/productList?category=car", { table: [{ ...list, load: chunk.load }] });
    await vi.waitFor(() => expect(calls).toContain("queryPlanList"));
    expect(screen.queryByRole("tablist")).toBeNull();
    chunk.release();
    expect(await screen.findByRole("tab", { name: "车险", selected: true })).toBeTruthy();
    await screen.findAllByRole("article");
    expect(calls.filter((name) => name === "queryPlanList")).toHaveLength(1);
  });

  test("/personalCenter: getUserInfo starts before the chunk for a logged-in customer; a logged-out visitor starts nothing", async () => {
    const calls = recordCalls();
    const centre = realRoute("/personalCenter");

    const closed = deferred(centre.load);
    const first = renderApp("/personalCenter", { table: [{ ...centre, load: closed.load }, realRoute("/login")] });
    closed.release(); // the data router settles a redirect only once the route's lazy chunk is in
    await vi.waitFor(() => expect(first.address()).toMatch(/^\/login\?redirect=/));
    expect(calls).not.toContain("getUserInfo");
    first.unmount();

    await logInAsDemo();
    calls.length = 0;
    const chunk = deferred(centre.load);
    renderApp("/personalCenter", { table: [{ ...centre, load: chunk.load }] });
    await vi.waitFor(() => expect(calls).toContain("getUserInfo"));
    chunk.release();
    expect(await screen.findByRole("region", { name: "我的概况" })).toBeTruthy();
    expect(calls.filter((name) => name === "getUserInfo")).toHaveLength(1);
  });
});

describe("prefetch of an app navigation", () => {
  /** A page with a button that navigates in the app (react-router's navigate, not history). */
  function Linking() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate("/productList")}>去产品列表</button>;
  }

  test("one navigate() runs the route's prefetch once (prepared once, not again under its history key)", async () => {
    let prefetches = 0;
    const table: AppRoute[] = [
      { path: "/home", meta: routeMeta(APP_MESSAGES, "route.home"), load: async () => ({ default: Linking }) },
      {
        path: "/productList",
        meta: routeMeta(APP_MESSAGES, "route.productList"),
        load: async () => ({ default: () => <h1>productList</h1> }),
        prefetch: () => {
          prefetches += 1;
          return false;
        },
      },
    ];
    const app = renderApp("/home", { table });
    await userEvent.click(await screen.findByRole("button", { name: "去产品列表" }));
    expect(await screen.findByRole("heading", { name: "productList" })).toBeTruthy();
    expect(app.address()).toBe("/productList");
    expect(prefetches).toBe(1);
  });
});

describe("page-wide loading indicator of an isLoading route", () => {
  const loadingPage: AppRoute = {
    path: "/productList",
    meta: routeMeta(APP_MESSAGES, "route.productList", { isLoading: true, keepAlive: true }),
    load: async () => ({ default: () => <h1>productList</h1> }),
  };

  test("shows on entry while nothing is cached, goes off once the call has settled, and never over cached content", async () => {
    let cached = false;
    let settle: () => void = () => {};
    const table: AppRoute[] = [
      { path: "/home", meta: routeMeta(APP_MESSAGES, "route.home"), load: async () => ({ default: () => <h1>home</h1> }) },
      {
        ...loadingPage,
        prefetch: () => ({
          cached,
          settled: new Promise<void>((resolve) => {
            settle = resolve;
          }),
        }),
      },
    ];
    const app = renderApp("/home", { table });
    await screen.findByRole("heading", { name: "home" });

    await app.navigate("/productList");
    await screen.findByRole("heading", { name: "productList" });
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    await act(async () => settle());
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();

    cached = true;
    await app.navigate("/home");
    await app.navigate("/productList");
    await screen.findByRole("heading", { name: "productList" });
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });

  test("a prefetch that only says whether content is cached (startQuery) keeps the 1 s indicator, and none over cached content", async () => {
    let cached = false;
    const table: AppRoute[] = [
      { path: "/home", meta: routeMeta(APP_MESSAGES, "route.home"), load: async () => ({ default: () => <h1>home</h1> }) },
      { ...loadingPage, prefetch: () => cached },
    ];
    const app = renderApp("/home", { table });
    await screen.findByRole("heading", { name: "home" });
    await app.navigate("/productList");
    await screen.findByRole("heading", { name: "productList" });
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    resetLoading();

    cached = true;
    await app.navigate("/home");
    await app.navigate("/productList");
    await screen.findByRole("heading", { name: "productList" });
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });
});

// Invoices and surrender (issue 11)
describe("route prefetch of the after-sales pages", () => {
  test.each([
    ["/surrender", "surrenderOrderList", "list", "可退保的保单"],
    ["/invoiceResulst", "myInvoice", "list", "全部发票"],
    ["/surrenderQuery", "querySurrender", "list", "我的退保申请"],
  ] as const)("%s: %s starts before the chunk has loaded, once", async (path, call, role, name) => {
    await logInAsDemo();
    const calls = recordCalls();
    const route = realRoute(path);
    const chunk = deferred(route.load);
    renderApp(path, { table: [{ ...route, load: chunk.load }] });
    await vi.waitFor(() => expect(calls).toContain(call));
    chunk.release();
    expect(await screen.findByRole(role, { name })).toBeTruthy();
    expect(calls.filter((made) => made === call)).toHaveLength(1);
  });

  test("/application and /invoiceResuls: the policy of the address is asked for before the chunk has loaded", async () => {
    await logInAsDemo();
    const policy = gateway.server.db.data.policies.find((candidate) => candidate.owner === 0 && candidate.detail.kind !== "car" && candidate.detail.policyState === "1");
    if (policy === undefined) throw new Error("the demo holder has a surrenderable policy");
    const calls = recordCalls();
    for (const [path, call] of [["/application", "surrenderInfo"], ["/invoiceResuls", "invoice"]] as const) {
      const route = realRoute(path);
      const chunk = deferred(route.load);
      const app = renderApp(`${path}?policyNo=${policy.detail.policyNo}`, { table: [{ ...route, load: chunk.load }] });
      await vi.waitFor(() => expect(calls).toContain(call));
      chunk.release();
      expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
      await vi.waitFor(() => expect(screen.queryByRole("img", { name: /加载/ })).toBeNull());
      expect(calls.filter((made) => made === call)).toHaveLength(1);
      app.unmount();
    }
  });
});
