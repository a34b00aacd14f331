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
import { BOOT_SHELL_PATHS, HOME_PATHS, bootShellOf } from "../gateway/early-plan";
import { renderApp } from "../test/render-app";
import { routeMeta, type AppRoute } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";
import { renderBootShell } from "./BootShell";
import { BANNER_SIZE } from "@micromall/domain";
import {
  BOOT_BANNER_CLASS,
  BOOT_SHELL_ATTRIBUTE,
  BOOT_SHELL_HOME,
  BOOT_SHELL_ID,
  BOOT_PAGES,
  BOOT_PAGE_ATTRIBUTE,
  BOOT_SHELL_HOLD_MAX_MS,
  FIRST_PAINT_WAIT_MAX_MS,
  afterFirstPaint,
  bootBannerShown,
  holdBootShell,
  markBootShell,
  removeBootShell,
  showEarlyBanner,
} from "../ui/boot-shell";

vi.setConfig({ testTimeout: 60_000 });

// The stylesheet's text, from the file (Vitest leaves CSS imports empty).
const BASE_CSS = readFileSync(join(import.meta.dirname, "../styles/base.css"), "utf8");
const HOME_CSS = readFileSync(join(import.meta.dirname, "../features/home/home.css"), "utf8");
const ACCOUNT_CSS = readFileSync(join(import.meta.dirname, "../features/account/account.css"), "utf8");

/** A pageInitMall body as the gateway sends it. */
function homeAnswer(banners: readonly { title: string; image: string }[], resultCode = "1"): string {
  return JSON.stringify({ common: { resultCode, resultMsg: "" }, status: 1, data: { banners: banners.map((banner, index) => ({ id: `b${index}`, link: "/x", ...banner })), products: [], services: [] } });
}
const CAR_PICTURE = "data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E";



/** One landing page's frame inside the shell. */
function frame(shell: HTMLElement, page: string): HTMLElement {
  const found = shell.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="${page}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${page} frame`);
  return found;
}

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
  test("home's frame is home's header, elder entry, product heading, skeleton grid and tab bar, inert and hidden from assistive technology", () => {
    const whole = parse(renderBootShell("/micromall"));
    expect(whole.id).toBe(BOOT_SHELL_ID);
    expect(whole.hasAttribute("inert")).toBe(true);
    expect(whole.getAttribute("aria-hidden")).toBe("true");
    const shell = frame(whole, "home");
    expect(shell.querySelector("header h1")?.textContent).toBe("保险商城");
    expect(shell.querySelector(".elder-entry")?.getAttribute("href")).toBe("/micromall/elderModel");
    expect(shell.querySelector(".section-heading h2")?.textContent).toBe("热门保险");
    expect(shell.querySelectorAll("ul.product-grid > li.product-grid__item--skeleton")).toHaveLength(HOME_SHELL_SKELETON_CARDS);
    const tabs = [...shell.querySelectorAll("nav.mm-tabbar a")];
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual(["/micromall/home", "/micromall/productList", "/micromall/personalCenter"]);
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
    expect(whole.querySelector("script")).toBeNull();
  });

  test("the login's frame is its header with the back button and the screen's heading, and no form", () => {
    const shell = frame(parse(renderBootShell("/micromall")), "login");
    expect(shell.querySelector("header h1")?.textContent).toBe("登录");
    expect(shell.querySelector("header .mm-page__back")).not.toBeNull();
    expect(shell.querySelector("h2.screen-heading")?.textContent).toBe("欢迎登录保险商城");
    expect(shell.querySelector("form, input, nav.mm-tabbar")).toBeNull();
  });

  test("the login's frame is styled by the entry's stylesheet alone (its heading's rule is in base.css), so nothing moves when the login's own sheet arrives", () => {
    const shell = frame(parse(renderBootShell("/micromall")), "login");
    const classes = new Set([...shell.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    expect(classes.has("screen-heading")).toBe(true);
    for (const name of classes) {
      expect(ACCOUNT_CSS.includes(`.${name}`), `.${name} styled in account.css`).toBe(false);
    }
    expect(BASE_CSS).toMatch(/\.screen-heading\s*\{[^}]*margin/);
  });

  test("keeps the banner carousel's place, empty, between the elder entry and the products, in the banner's proportions", () => {
    const shell = frame(parse(renderBootShell("/micromall")), "home");
    const box = shell.querySelector(`.${BOOT_BANNER_CLASS}`);
    expect(box?.previousElementSibling?.classList.contains("elder-entry")).toBe(true);
    expect(box?.nextElementSibling?.querySelector(".product-grid")).not.toBeNull();
    expect(box?.childElementCount).toBe(0);
    const rule = new RegExp(`\\.${BOOT_BANNER_CLASS}\\s*\\{[^}]*aspect-ratio:\\s*(\\d+)\\s*/\\s*(\\d+)`).exec(HOME_CSS);
    expect(rule?.slice(1).map(Number)).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
  });

  test("withBootShell refuses an index.html without an empty #root", () => {
    expect(withBootShell('<body><div id="root"></div></body>', "<div>shell</div>")).toBe('<body><div>shell</div>\n    <div id="root"></div></body>');
    expect(() => withBootShell("<body></body>", "<div>shell</div>")).toThrow(/#root|root/);
  });
});

describe("where it shows", () => {
  test("only the addresses that show home or the login are marked, whatever their query; every other address is not", () => {
    for (const path of HOME_PATHS) expect(bootShellOf("/micromall/", `/micromall${path}`)).toBe("home");
    expect(bootShellOf("/micromall/", "/micromall/login")).toBe("login");
    for (const pathname of ["/micromall/productList", "/micromall/personalCenter", "/micromall/homeX", "/micromall/home/x", "/micromall/login/x", "/micromall/detail", "/elsewhere/home", "/elsewhere/login", "/"]) {
      expect(bootShellOf("/micromall/", pathname)).toBeNull();
    }
    expect(Object.keys(BOOT_SHELL_PATHS).sort()).toEqual([...BOOT_PAGES].sort());
  });

  test("the stylesheet hides it unless <html> carries a page's mark, and shows that page's frame only", () => {
    const style = document.createElement("style");
    style.dataset.test = "";
    style.textContent = BASE_CSS;
    document.head.append(style);
    expect(BASE_CSS.length).toBeGreaterThan(0);
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    const shown = () =>
      [document.getElementById(BOOT_SHELL_ID), ...BOOT_PAGES.map((page) => document.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="${page}"]`))].map((element) =>
        element === null ? "missing" : getComputedStyle(element).display,
      );
    expect(shown()).toEqual(["none", "none", "none"]);
    markBootShell(document);
    expect(document.documentElement.getAttribute(BOOT_SHELL_ATTRIBUTE)).toBe(BOOT_SHELL_HOME);
    expect(shown()).toEqual(["block", "block", "none"]);
    markBootShell(document, "login");
    expect(shown()).toEqual(["block", "none", "block"]);
  });
});

describe("home's first banner from the early answer", () => {
  const placeShell = () => document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
  const box = () => document.querySelector(`#${BOOT_SHELL_ID} .${BOOT_BANNER_CLASS}`);

  test("the login's frame has no banner box: an answer shows nothing there", async () => {
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    document.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="home"]`)?.remove();
    await showEarlyBanner(document, homeAnswer([{ title: "车险", image: CAR_PICTURE }]));
    expect(document.querySelector("img")).toBeNull();
  });

  test("the first banner shows in the shell's banner box as the screen's first slide shows it", async () => {
    placeShell();
    await showEarlyBanner(document, homeAnswer([{ title: "车险续保享优惠", image: CAR_PICTURE }, { title: "境外旅行", image: "data:image/png;base64,AA" }]));
    const images = box()?.querySelectorAll("img") ?? [];
    expect(images).toHaveLength(1);
    const image = images[0];
    expect(image?.className).toBe("banner__image");
    expect(image?.getAttribute("src")).toBe(CAR_PICTURE);
    expect(image?.alt).toBe("车险续保享优惠");
    expect([image?.width, image?.height]).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
  });

  test("the gateway's text stays text: a title with markup is the picture's alt text, nothing more", async () => {
    placeShell();
    await showEarlyBanner(document, homeAnswer([{ title: '<b onclick="x()">车险</b>', image: CAR_PICTURE }]));
    expect(box()?.children).toHaveLength(1);
    expect(box()?.querySelector("img")?.alt).toBe('<b onclick="x()">车险</b>');
    expect(box()?.querySelector("b")).toBeNull();
  });

  test("nothing shows for an answer without a banner, a failed answer, or without the shell", async () => {
    placeShell();
    await showEarlyBanner(document, homeAnswer([]));
    await showEarlyBanner(document, homeAnswer([{ title: "车险", image: CAR_PICTURE }], "X2"));
    await showEarlyBanner(document, "<html>");
    expect(box()?.childElementCount).toBe(0);
    removeBootShell(document);
    await expect(showEarlyBanner(document, homeAnswer([{ title: "车险", image: CAR_PICTURE }]))).resolves.toBeUndefined();
    expect(document.querySelector("img.banner__image")).toBeNull();
  });
});

describe("the app's first render while the shell shows the early banner", () => {
  test("bootBannerShown says whether the shell shows a banner", async () => {
    expect(bootBannerShown(document)).toBe(false);
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    expect(bootBannerShown(document)).toBe(false);
    await showEarlyBanner(document, homeAnswer([{ title: "车险", image: CAR_PICTURE }]));
    expect(bootBannerShown(document)).toBe(true);
  });

  test("holdBootShell waits for the content's call to settle, whichever way", async () => {
    const timers: (() => void)[] = [];
    const win = { setTimeout: (run: () => void) => timers.push(run) } as unknown as Pick<Window, "setTimeout">;
    let settle = () => {};
    let held = false;
    const hold = holdBootShell(new Promise<void>((resolve) => (settle = resolve)), win).then(() => (held = true));
    await Promise.resolve();
    expect(held).toBe(false);
    settle();
    await hold;
    expect(held).toBe(true);
    await expect(holdBootShell(Promise.reject(new Error("offline")), win)).resolves.toBeUndefined();
  });

  test("holdBootShell never waits past its longest hold", async () => {
    const timers: { delay: number; run: () => void }[] = [];
    const win = { setTimeout: (run: () => void, delay: number) => timers.push({ delay, run }) } as unknown as Pick<Window, "setTimeout">;
    let held = false;
    const hold = holdBootShell(new Promise<void>(() => undefined), win).then(() => (held = true));
    await Promise.resolve();
    expect(held).toBe(false);
    expect(timers.map((timer) => timer.delay)).toEqual([BOOT_SHELL_HOLD_MAX_MS]);
    timers[0]?.run();
    await hold;
    expect(held).toBe(true);
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

  test("with the early banner, starts in the task after the first frame that follows the banner", async () => {
    const { win, frames, runTimers } = fakeWindow();
    const start = vi.fn();
    let shown = () => {};
    afterFirstPaint(start, win, new Promise<void>((resolve) => (shown = resolve)));
    await Promise.resolve();
    expect(frames).toHaveLength(0);
    shown();
    await Promise.resolve();
    await Promise.resolve();
    frames.splice(0).forEach((frame) => frame());
    expect(start).not.toHaveBeenCalled();
    runTimers(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("the banner never holds the entry past the longest wait", () => {
    const { win, runTimers } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, win, new Promise<void>(() => undefined));
    runTimers(0);
    expect(start).not.toHaveBeenCalled();
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
