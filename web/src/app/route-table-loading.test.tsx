/**
 * The route table in two parts (issue 7 §6): only the landing pages are in the entry; an address beyond them waits
 * for the whole table, which decides whether it is a page or not found, and a table that cannot load shows the
 * shell's error screen with its one automatic reload.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { resetLoading } from "../ui";
import { renderApp } from "../test/render-app";
import { routeMeta, type AppRoute } from "../components/routing";
import type { MessagesOf } from "../i18n/define";
import { APP_MESSAGES } from "../i18n/messages/app";
import { SERVICES_ROUTE_TITLES } from "../features/services/routes";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => resetLoading());

const page = (path: string, titles: MessagesOf, title: string, text: string): AppRoute => ({
  path,
  meta: routeMeta(titles, title),
  load: async () => ({ default: () => <h1>{text}</h1> }),
});
const HOME = page("/home", APP_MESSAGES, "route.home", "home");
const ABOUT = page("/about", SERVICES_ROUTE_TITLES, "route.about", "about");

/** A table load the test releases by hand. */
function deferredTable(all: readonly AppRoute[]) {
  let release: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  let asked = 0;
  const gate = new Promise<readonly AppRoute[]>((resolve, reject) => {
    release = () => resolve(all);
    fail = reject;
  });
  return { load: () => ((asked += 1), gate), release: () => release(), fail: (error: unknown) => fail(error), asked: () => asked };
}

describe("the route table beyond the landing pages", () => {
  test("a landing page shows without the table; going further waits for it on the current page, then shows the page", async () => {
    const table = deferredTable([HOME, ABOUT]);
    const app = renderApp("/home", { table: [HOME], fullTable: table.load });
    expect(await screen.findByRole("heading", { name: "home" })).toBeTruthy();
    expect(table.asked()).toBe(0);

    await app.navigate("/about");
    expect(table.asked()).toBe(1);
    expect(screen.getByRole("heading", { name: "home" })).toBeTruthy(); // still on home while the table loads
    table.release();
    expect(await screen.findByRole("heading", { name: "about" })).toBeTruthy();
    expect(app.address()).toBe("/about");
  });

  test("an address opened directly waits for the table; one it does not have is not found only then", async () => {
    const table = deferredTable([HOME, ABOUT]);
    renderApp("/nowhere", { table: [HOME], fullTable: table.load });
    await Promise.resolve();
    expect(screen.queryByRole("heading", { name: "页面不存在" })).toBeNull();
    table.release();
    expect(await screen.findByRole("heading", { name: "页面不存在" })).toBeTruthy();
  });

  test("a table that cannot load shows the error screen and reloads the address once", async () => {
    const table = deferredTable([HOME, ABOUT]);
    const reloadDocument = vi.fn();
    const app = renderApp("/home", { table: [HOME], fullTable: table.load, effects: { reloadDocument } });
    await screen.findByRole("heading", { name: "home" });
    await app.navigate("/about");
    table.fail(new TypeError("Failed to fetch dynamically imported module"));
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledWith("/micromall/about"));
  });
});
