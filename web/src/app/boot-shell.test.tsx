/**
 * The prerendered home shell (issue 22 point 4): the build puts home's static frame into index.html from the same
 * components; it shows only on an address that shows home (the early script marks it, the stylesheet hides it
 * otherwise); the router removes it with its first page.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { withBootShell } from "../../vite.config";
import { HOME_SHELL_SKELETON_CARDS } from "../features/home/components/HomeShell";
import { HOME_PATHS, showsHomeShell } from "../gateway/early-plan";
import { renderApp } from "../test/render-app";
import { routeMeta, type AppRoute } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";
import { renderBootShell } from "./BootShell";
import { BOOT_SHELL_ATTRIBUTE, BOOT_SHELL_HOME, BOOT_SHELL_ID, FIRST_PAINT_WAIT_MAX_MS, afterFirstPaint, markBootShell, removeBootShell } from "../ui/boot-shell";

vi.setConfig({ testTimeout: 60_000 });

// The stylesheet's text, from the file (Vitest leaves CSS imports empty).
const BASE_CSS = readFileSync(join(import.meta.dirname, "../styles/base.css"), "utf8");



/** The shell's markup parsed into a detached element. */
function parse(markup: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  const shell = holder.firstElementChild;
  if (!(shell instanceof HTMLElement)) throw new Error("no shell element");
  return shell;
}

afterEach(() => {
  document.getElementById(BOOT_SHELL_ID)?.remove();
  document.documentElement.removeAttribute(BOOT_SHELL_ATTRIBUTE);
  document.head.querySelectorAll("style[data-test]").forEach((style) => style.remove());
});

describe("the shell's markup", () => {
  test("is home's header, elder entry, product heading, skeleton grid and tab bar, inert and hidden from assistive technology", () => {
    const shell = parse(renderBootShell("/micromall"));
    expect(shell.id).toBe(BOOT_SHELL_ID);
    expect(shell.hasAttribute("inert")).toBe(true);
    expect(shell.getAttribute("aria-hidden")).toBe("true");
    expect(shell.querySelector("header h1")?.textContent).toBe("保险商城");
    expect(shell.querySelector(".elder-entry")?.getAttribute("href")).toBe("/micromall/elderModel");
    expect(shell.querySelector(".section-heading h2")?.textContent).toBe("热门保险");
    expect(shell.querySelectorAll("ul.product-grid > li.product-grid__item--skeleton")).toHaveLength(HOME_SHELL_SKELETON_CARDS);
    const tabs = [...shell.querySelectorAll("nav.mm-tabbar a")];
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual(["/micromall/home", "/micromall/productList", "/micromall/personalCenter"]);
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
    expect(shell.querySelector("script")).toBeNull();
  });

  test("withBootShell refuses an index.html without an empty #root", () => {
    expect(withBootShell('<body><div id="root"></div></body>', "<div>shell</div>")).toBe('<body><div>shell</div>\n    <div id="root"></div></body>');
    expect(() => withBootShell("<body></body>", "<div>shell</div>")).toThrow(/#root|root/);
  });
});

describe("where it shows", () => {
  test("only the addresses that show home are marked, whatever their query; every other address is not", () => {
    for (const path of HOME_PATHS) expect(showsHomeShell("/micromall/", `/micromall${path}`)).toBe(true);
    for (const pathname of ["/micromall/productList", "/micromall/login", "/micromall/personalCenter", "/micromall/homeX", "/micromall/home/x", "/micromall/detail", "/elsewhere/home", "/"]) {
      expect(showsHomeShell("/micromall/", pathname)).toBe(false);
    }
  });

  test("the stylesheet hides it unless <html> carries the home mark, and shows it then", () => {
    const style = document.createElement("style");
    style.dataset.test = "";
    style.textContent = BASE_CSS;
    document.head.append(style);
    expect(BASE_CSS.length).toBeGreaterThan(0);
    const rules = [...(style.sheet?.cssRules ?? [])].filter(
      (rule): rule is CSSStyleRule => "selectorText" in rule && String(rule.selectorText).includes("boot-shell"),
    );
    expect(rules.map((rule) => [rule.selectorText, rule.style.display])).toEqual([
      [".boot-shell", "none"],
      [`html[${BOOT_SHELL_ATTRIBUTE}="${BOOT_SHELL_HOME}"] .boot-shell`, "block"],
    ]);
    markBootShell(document);
    expect(document.documentElement.getAttribute(BOOT_SHELL_ATTRIBUTE)).toBe(BOOT_SHELL_HOME);
  });
});

describe("the client's take-over", () => {
  const TABLE: readonly AppRoute[] = [
    { path: "/home", meta: routeMeta(APP_MESSAGES, "route.home"), load: async () => ({ default: () => <h1>home page</h1> }) },
    { path: "/login", meta: routeMeta(APP_MESSAGES, "route.login"), load: async () => ({ default: () => <h1>login page</h1> }) },
  ];

  test.each(["/home", "/login"])("the router removes the shell and its mark once its first page (%s) is on screen", async (path) => {
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    markBootShell(document);
    renderApp(path, { table: TABLE });
    await screen.findByRole("heading", { level: 1, name: `${path.slice(1)} page` });
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
    expect(document.documentElement.hasAttribute(BOOT_SHELL_ATTRIBUTE)).toBe(false);
  });

  test("removeBootShell does nothing when there is no shell", () => {
    expect(() => removeBootShell(document)).not.toThrow();
  });
});

describe("the entry after the first paint", () => {
  /** A window whose frames and timers run when the test says. */
  function fakeWindow() {
    const frames: (() => void)[] = [];
    const timers: { at: number; run: () => void }[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ at: delay, run: callback }),
    } as unknown as Pick<Window, "requestAnimationFrame" | "setTimeout">;
    const runTimers = (upTo: number) => {
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= upTo) timer.run();
        else timers.push(timer);
      }
    };
    return { win, frames, runTimers };
  }

  test("starts once, in the task after the first frame", () => {
    const { win, frames, runTimers } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, win);
    runTimers(0);
    expect(start).not.toHaveBeenCalled();
    frames.splice(0).forEach((frame) => frame());
    expect(start).not.toHaveBeenCalled();
    runTimers(0);
    expect(start).toHaveBeenCalledTimes(1);
    runTimers(FIRST_PAINT_WAIT_MAX_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("starts anyway when no frame comes (a hidden page), once", () => {
    const { win, frames, runTimers } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, win);
    runTimers(FIRST_PAINT_WAIT_MAX_MS);
    expect(start).toHaveBeenCalledTimes(1);
    frames.splice(0).forEach((frame) => frame());
    runTimers(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
