import { describe, expect, test } from "vitest";
import { PROTECTED_PAGES, isProtectedPage } from "@micromall/domain";
import { LOGIN_ONLY_PAGES } from "./login-requirement";
import { ROUTES } from "./routes";

const LOGIN_PAGES = ROUTES.filter((route) => route.meta.requireAuth).map((route) => route.path);
const SESSION_CHECKED = new Set<string>(PROTECTED_PAGES);
const ROUTE_PATHS = new Set(ROUTES.map((route) => route.path));

describe("the login requirement (route table) and spec §4's session-check list (domain's PROTECTED_PAGES)", () => {
  test("every page of the session-check list is a route that needs the login", () => {
    const open = PROTECTED_PAGES.filter((path) => !LOGIN_PAGES.includes(path));
    const unknown = PROTECTED_PAGES.filter((path) => !ROUTE_PATHS.has(path));
    expect(open).toEqual([]);
    expect(unknown).toEqual([]);
  });

  test("a login page off the session-check list is written down with its reason", () => {
    const unexplained = LOGIN_PAGES.filter((path) => !SESSION_CHECKED.has(path) && !Object.hasOwn(LOGIN_ONLY_PAGES, path));
    expect(unexplained).toEqual([]);
  });

  test("the written differences are still differences, each with a reason", () => {
    for (const [path, reason] of Object.entries(LOGIN_ONLY_PAGES)) {
      expect(LOGIN_PAGES.includes(path), `${path} needs the login`).toBe(true);
      expect(isProtectedPage(path), `${path} is off §4's list`).toBe(false);
      expect(reason.trim().length, path).toBeGreaterThan(10);
    }
  });

  test("the proposal lookup and the benefit history need the login (§4 application, service index)", () => {
    for (const path of ["/applicationQuery", "/myServiceIndex"]) {
      expect(isProtectedPage(path), path).toBe(true);
      expect(LOGIN_PAGES, path).toContain(path);
    }
  });
});
