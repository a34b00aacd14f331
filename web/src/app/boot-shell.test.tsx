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
import { CHIPS_BAND_CLASS } from "../features/buy/components/ProductListShell";
import { BOOT_SHELL_PATHS, HOME_PATHS, bootShellOf } from "../gateway/early-plan";
import { renderApp } from "../test/render-app";
import { routeMeta, type AppRoute } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";
import { renderBootShell } from "./BootShell";
import { getLocale } from "../i18n/locale";
import { ELDER_CLASS, setElderMode } from "../ui/elder-mode";
import { BANNER_SIZE } from "@micromall/domain";
import {
  BOOT_BANNER_CLASS,
  BOOT_PRODUCT_CLASS,
  BOOT_PRODUCT_CARDS,
  PRODUCT_PICTURE_SIZE,
  bootShellPage,
  BOOT_SHELL_ATTRIBUTE,
  BOOT_SHELL_HOME,
  BOOT_SHELL_ID,
  BOOT_PAGES,
  BOOT_PAGE_ATTRIBUTE,
  BOOT_LOCALE_ATTRIBUTE,
  BOOT_SHELL_HOLD_MAX_MS,
  FIRST_PAINT_WAIT_MAX_MS,
  afterFirstPaint,
  bootPictureShown,
  holdBootShell,
  markBootPreferences,
  markBootShell,
  removeBootShell,
  showEarlyPicture,
} from "../ui/boot-shell";

vi.setConfig({ testTimeout: 60_000 });

// The stylesheet's text, from the file (Vitest leaves CSS imports empty).
const BASE_CSS = readFileSync(join(import.meta.dirname, "../styles/base.css"), "utf8");
const HOME_CSS = readFileSync(join(import.meta.dirname, "../features/home/home.css"), "utf8");
const ACCOUNT_CSS = readFileSync(join(import.meta.dirname, "../features/account/account.css"), "utf8");
const BUY_CSS = readFileSync(join(import.meta.dirname, "../features/buy/buy.css"), "utf8");
const MAIN_TSX = readFileSync(join(import.meta.dirname, "../main.tsx"), "utf8");

/** A pageInitMall body as the gateway sends it. */
function homeAnswer(banners: readonly { title: string; image: string }[], resultCode = "1"): string {
  return JSON.stringify({ common: { resultCode, resultMsg: "" }, status: 1, data: { banners: banners.map((banner, index) => ({ id: `b${index}`, link: "/x", ...banner })), products: [], services: [] } });
}
/** A queryPlanList body as the gateway sends it. */
function listAnswer(products: readonly { productName: string; image: string }[], resultCode = "1"): string {
  return JSON.stringify({ common: { resultCode, resultMsg: "" }, status: 1, data: { products: products.map((product, index) => ({ productCode: `p${index}`, minPremiumFen: 100, summary: "卖点", tags: ["热销"], ...product })), plans: [] } });
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
  document.documentElement.lang = "zh-CN";
  localStorage.clear();
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

  test("the product list's frame is its header, the chips' band and the first screen's empty cards in the list, with the tab bar; no chip, no link", () => {
    const shell = frame(parse(renderBootShell("/micromall")), "productList");
    expect(shell.querySelector("header h1")?.textContent).toBe("保险产品");
    const band = shell.querySelector(`.${CHIPS_BAND_CLASS}`);
    expect(band?.childElementCount).toBe(0);
    const cards = shell.querySelectorAll("ul.product-list > li > article.product-card");
    expect(cards).toHaveLength(BOOT_PRODUCT_CARDS);
    for (const card of cards) {
      expect(card.querySelector(`.product-card__link.${BOOT_PRODUCT_CLASS}`)?.childElementCount).toBe(0);
      expect(card.parentElement?.hidden).toBe(true);
    }
    expect(shell.querySelector("[role=tab], [role=tablist], .product-list a")).toBeNull();
    expect(shell.querySelector("nav.mm-tabbar a[aria-current=page]")?.getAttribute("href")).toBe("/micromall/productList");
  });

  test("the product list's frame is styled by the entry's stylesheet: the chips' band in base.css, the card's classes in buy.css, which the entry imports", () => {
    const shell = frame(parse(renderBootShell("/micromall")), "productList");
    const classes = new Set([...shell.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    for (const name of ["product-list", "product-card", "product-card__link"]) {
      expect(classes.has(name)).toBe(true);
      expect(BUY_CSS.includes(`.${name} {`), `.${name} in buy.css`).toBe(true);
    }
    expect(BASE_CSS).toMatch(new RegExp(`\\.${CHIPS_BAND_CLASS}\\s*\\{[^}]*height:\\s*var\\(--mm-target\\)`));
    expect(MAIN_TSX).toMatch(/^import "\.\/features\/buy\/buy\.css";$/m);
  });

  test("withBootShell refuses an index.html without an empty #root", () => {
    expect(withBootShell('<body><div id="root"></div></body>', "<div>shell</div>")).toBe('<body><div>shell</div>\n    <div id="root"></div></body>');
    expect(() => withBootShell("<body></body>", "<div>shell</div>")).toThrow(/#root|root/);
  });
});

describe("where it shows", () => {
  test("only the addresses that show home, the login or the product list are marked, whatever their query; every other address is not", () => {
    for (const path of HOME_PATHS) expect(bootShellOf("/micromall/", `/micromall${path}`)).toBe("home");
    expect(bootShellOf("/micromall/", "/micromall/login")).toBe("login");
    expect(bootShellOf("/micromall/", "/micromall/productList")).toBe("productList");
    for (const pathname of ["/micromall/productList/x", "/micromall/personalCenter", "/micromall/homeX", "/micromall/home/x", "/micromall/login/x", "/micromall/detail", "/elsewhere/home", "/elsewhere/login", "/"]) {
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
    expect(shown()).toEqual(["none", "none", "none", "none"]);
    markBootShell(document);
    expect(document.documentElement.getAttribute(BOOT_SHELL_ATTRIBUTE)).toBe(BOOT_SHELL_HOME);
    expect(shown()).toEqual(["block", "block", "none", "none"]);
    markBootShell(document, "login");
    expect(shown()).toEqual(["block", "none", "block", "none"]);
    markBootShell(document, "productList");
    expect(shown()).toEqual(["block", "none", "none", "block"]);
    // an English customer's: the same page's English frame, never the Chinese one
    const english = (page: string) => document.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="${page}"][${BOOT_LOCALE_ATTRIBUTE}="en"]`);
    expect(english("productList") === null ? "missing" : getComputedStyle(english("productList") as Element).display).toBe("none");
    document.documentElement.lang = "en";
    expect(shown()).toEqual(["block", "none", "none", "none"]);
    expect(BOOT_PAGES.map((page) => getComputedStyle(english(page) as Element).display)).toEqual(["none", "none", "block"]);
  });

  test("each frame stands in both languages, the English one with the catalogue's English texts; rendering them leaves the language as it was", () => {
    const whole = parse(renderBootShell("/micromall"));
    const frames = [...whole.querySelectorAll(`[${BOOT_PAGE_ATTRIBUTE}]`)].map((element) => `${element.getAttribute(BOOT_PAGE_ATTRIBUTE)}:${element.getAttribute(BOOT_LOCALE_ATTRIBUTE)}:${element.getAttribute("lang")}`);
    expect(frames).toEqual(["home:zh-CN:zh-CN", "login:zh-CN:zh-CN", "productList:zh-CN:zh-CN", "home:en:en", "login:en:en", "productList:en:en"]);
    const home = whole.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="home"][${BOOT_LOCALE_ATTRIBUTE}="en"]`);
    expect(home?.querySelector("header h1")?.textContent).toBe("Insurance Mall");
    expect(home?.querySelector(".section-heading h2")?.textContent).toBe("Popular cover");
    // no Chinese character in an English frame: its texts are all the mall's own
    for (const frame of whole.querySelectorAll(`[${BOOT_LOCALE_ATTRIBUTE}="en"]`)) expect(frame.textContent ?? "").not.toMatch(/\p{Script=Han}/u);
    expect(getLocale()).toBe("zh-CN");
  });

  test("the early script writes the remembered English on <html lang> and elder mode's class; nothing for the defaults", () => {
    markBootPreferences(document);
    expect(document.documentElement.lang).toBe("zh-CN");
    localStorage.setItem("micromall.locale", "zh-CN");
    markBootPreferences(document);
    expect(document.documentElement.lang).toBe("zh-CN");
    localStorage.setItem("micromall.locale", "en");
    markBootPreferences(document);
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(false);
    // elder mode's class too, with the value elder-mode.ts stores
    setElderMode(true);
    document.documentElement.classList.remove(ELDER_CLASS);
    markBootPreferences(document);
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(true);
    setElderMode(false);
  });
});

describe("home's first banner from the early answer", () => {
  const placeShell = () => document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
  const box = () => document.querySelector(`#${BOOT_SHELL_ID} .${BOOT_BANNER_CLASS}`);

  test("the login's frame has no banner box: an answer shows nothing there", async () => {
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    document.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="home"]`)?.remove();
    await showEarlyPicture(document, "home", homeAnswer([{ title: "车险", image: CAR_PICTURE }]));
    expect(document.querySelector("img")).toBeNull();
  });

  test("the first banner shows in the shell's banner box as the screen's first slide shows it", async () => {
    placeShell();
    await showEarlyPicture(document, "home", homeAnswer([{ title: "车险续保享优惠", image: CAR_PICTURE }, { title: "境外旅行", image: "data:image/png;base64,AA" }]));
    const images = box()?.querySelectorAll("img") ?? [];
    expect(images).toHaveLength(1);
    const image = images[0];
    expect(image?.className).toBe("banner__image");
    expect(image?.getAttribute("src")).toBe(CAR_PICTURE);
    expect(image?.alt).toBe("车险续保享优惠");
    expect([image?.width, image?.height]).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
  });

  test("for an English customer the banner goes into the English frame, the one on screen", async () => {
    placeShell();
    document.documentElement.lang = "en";
    await showEarlyPicture(document, "home", homeAnswer([{ title: "车险续保享优惠", image: CAR_PICTURE }]));
    expect(box()?.childElementCount).toBe(0);
    const english = document.querySelector(`[${BOOT_PAGE_ATTRIBUTE}="home"][${BOOT_LOCALE_ATTRIBUTE}="en"] .${BOOT_BANNER_CLASS}`);
    expect(english?.querySelector("img")?.getAttribute("src")).toBe(CAR_PICTURE);
  });

  test("the gateway's text stays text: a title with markup is the picture's alt text, nothing more", async () => {
    placeShell();
    await showEarlyPicture(document, "home", homeAnswer([{ title: '<b onclick="x()">车险</b>', image: CAR_PICTURE }]));
    expect(box()?.children).toHaveLength(1);
    expect(box()?.querySelector("img")?.alt).toBe('<b onclick="x()">车险</b>');
    expect(box()?.querySelector("b")).toBeNull();
  });

  test("nothing shows for an answer without a banner, a failed answer, or without the shell", async () => {
    placeShell();
    await showEarlyPicture(document, "home", homeAnswer([]));
    await showEarlyPicture(document, "home", homeAnswer([{ title: "车险", image: CAR_PICTURE }], "X2"));
    await showEarlyPicture(document, "home", "<html>");
    expect(box()?.childElementCount).toBe(0);
    removeBootShell(document);
    await expect(showEarlyPicture(document, "home", homeAnswer([{ title: "车险", image: CAR_PICTURE }]))).resolves.toBeUndefined();
    expect(document.querySelector("img.banner__image")).toBeNull();
  });
});

describe("the product list's first products from the early answer", () => {
  const card = (index = 0) => document.querySelectorAll(`#${BOOT_SHELL_ID} .${BOOT_PRODUCT_CLASS}`)[index];

  test("the first products' pictures and names show in the frame's cards, in order, as the screen's cards show them", async () => {
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    await showEarlyPicture(document, "productList", listAnswer([{ productName: "家庭自用汽车保险", image: CAR_PICTURE }, { productName: "境外旅行险", image: "data:image/png;base64,AA" }, { productName: "家财险", image: CAR_PICTURE }]));
    expect(card(1)?.querySelector("img")?.getAttribute("src")).toBe("data:image/png;base64,AA");
    expect(card(1)?.querySelector("h3")?.textContent).toBe("境外旅行险");
    expect([0, 1].map((index) => card(index)?.closest("li")?.hidden)).toEqual([false, false]);
    expect(document.querySelectorAll(`#${BOOT_SHELL_ID} img`)).toHaveLength(BOOT_PRODUCT_CARDS);
    const image = card()?.querySelector("img");
    expect([...(card()?.children ?? [])].map((child) => child.className)).toEqual(["product-card__image", "product-card__name", "product-card__details"]);
    expect(card()?.querySelector(".product-card__price")?.textContent).toBe("\u00a0");
    expect(image?.className).toBe("product-card__image");
    expect(image?.getAttribute("src")).toBe(CAR_PICTURE);
    expect(image?.alt).toBe("");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
    expect([image?.width, image?.height]).toEqual([PRODUCT_PICTURE_SIZE.width, PRODUCT_PICTURE_SIZE.height]);
    const name = card()?.querySelector("h3.product-card__name");
    expect(name?.textContent).toBe("家庭自用汽车保险");
    expect(name?.getAttribute("lang")).toBe("zh-CN");
    expect(document.querySelector(".banner__image")).toBeNull();
    expect(bootPictureShown(document)).toBe(true);
  });

  test("the gateway's name stays text, and nothing shows for a failed answer, one without a picture, home's answer on the list, or without the shell", async () => {
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    await showEarlyPicture(document, "productList", listAnswer([{ productName: "车险", image: CAR_PICTURE }], "X2"));
    await showEarlyPicture(document, "productList", listAnswer([{ productName: "车险", image: "" }]));
    await showEarlyPicture(document, "productList", homeAnswer([{ title: "车险", image: CAR_PICTURE }]));
    await showEarlyPicture(document, "login", listAnswer([{ productName: "车险", image: CAR_PICTURE }]));
    expect(card()?.childElementCount).toBe(0);
    expect(bootPictureShown(document)).toBe(false);
    await showEarlyPicture(document, "productList", listAnswer([{ productName: '<b onclick="x()">车险</b>', image: CAR_PICTURE }]));
    expect(card()?.querySelector("h3")?.textContent).toBe('<b onclick="x()">车险</b>');
    expect(card()?.querySelector("b")).toBeNull();
    removeBootShell(document);
    await expect(showEarlyPicture(document, "productList", listAnswer([{ productName: "车险", image: CAR_PICTURE }]))).resolves.toBeUndefined();
    expect(document.querySelector("img.product-card__image")).toBeNull();
  });

  test("bootShellPage reads the early script's mark", () => {
    expect(bootShellPage(document)).toBeNull();
    markBootShell(document, "productList");
    expect(bootShellPage(document)).toBe("productList");
    document.documentElement.setAttribute(BOOT_SHELL_ATTRIBUTE, "elsewhere");
    expect(bootShellPage(document)).toBeNull();
  });
});

describe("the app's first render while the shell shows the early banner", () => {
  test("bootPictureShown says whether the shell shows a banner", async () => {
    expect(bootPictureShown(document)).toBe(false);
    document.body.insertAdjacentHTML("afterbegin", renderBootShell("/micromall"));
    expect(bootPictureShown(document)).toBe(false);
    await showEarlyPicture(document, "home", homeAnswer([{ title: "车险", image: CAR_PICTURE }]));
    expect(bootPictureShown(document)).toBe(true);
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
    { path: "/productList", meta: routeMeta(APP_MESSAGES, "route.productList"), load: async () => ({ default: () => <h1>productList page</h1> }) },
  ];

  test.each(["/home", "/login", "/productList"])("the router removes the shell and its mark once its first page (%s) is on screen", async (path) => {
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

  test("where the browser reports largest paints, starts once the shell's picture is reported painted, not at the frame", async () => {
    const { win, frames, runTimers } = fakeWindow();
    let report: ((entries: { element: Element | null }[]) => void) | undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ["largest-contentful-paint"];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = undefined;
      }
    }
    const shell = document.createElement("div");
    shell.id = BOOT_SHELL_ID;
    const picture = document.createElement("img");
    shell.append(picture);
    const heading = document.createElement("h1");
    shell.append(heading);
    document.body.append(shell);
    const start = vi.fn();
    afterFirstPaint(start, { ...win, PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver }, Promise.resolve());
    await Promise.resolve();
    await Promise.resolve();
    expect(observed).toEqual([{ type: "largest-contentful-paint", buffered: true }]);
    frames.splice(0).forEach((frame) => frame());
    runTimers(0);
    report?.([{ element: heading }, { element: document.createElement("img") }]);
    expect(start).not.toHaveBeenCalled();
    report?.([{ element: picture }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(report).toBeUndefined();
    runTimers(FIRST_PAINT_WAIT_MAX_MS);
    expect(start).toHaveBeenCalledTimes(1);
    shell.remove();
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
