/**
 * Shared setup of the web test project (vitest, jsdom). jest-dom is not installed: assert with plain `expect`.
 * - Testing Library's cleanup after each test (vitest runs without globals, so it is not automatic).
 * - `findBy…`/`waitFor` wait up to 3 s (not 1 s): the CI machine has 2 cores shared by several test runs, and
 *   the first render of a lazy screen includes its transform.
 * - Storage cleared and open message boxes closed after each test, so a login, a draft or a dialog never leaks
 *   into the next test.
 * - A window scroll model: jsdom does not implement scrolling, so `scrollTo` sets `scrollY` and fires `scroll`
 *   as a browser would; `setWindowScroll(y)` lets a test scroll like a finger does, and `setScrollLimit(max)`
 *   models a document that is only `max` pixels scrollable (the browser clamps, and fires `scroll`).
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The "web" project shares one jsdom and one worker across its files (isolate: false, see vitest.workspace.ts), but
// each file gets fresh modules of the mall: this setup runs before every file, and dropping the module registry
// here makes the file's imports evaluate `src` again (stores, the locale, message boxes, overlay history, scroll
// locks start clean), while react, react-dom, Testing Library and jsdom itself (external to the registry) load once
// per worker. So this file imports no module of the mall statically: it would hold the previous file's instance.
vi.resetModules();
// What the previous file may have left on the shared window: its spies, fake timers, the page's address, title and
// the classes and styles the mall puts on <html> (elder mode, the root font size, the language).
vi.restoreAllMocks();
vi.useRealTimers();
window.history.replaceState(null, "", "/");
document.title = "";
document.documentElement.className = "";
document.documentElement.removeAttribute("style");
document.documentElement.setAttribute("lang", "zh-CN");
document.body.innerHTML = "";

configure({ asyncUtilTimeout: 3000 });

// Domain's English form texts, loaded into this file's fresh domain, as the app has them before a form renders in
// English (i18n/form-locale.ts suspends the form until then; the e2e walks in English run that path in Chromium).
await (await import("@micromall/domain")).loadFormMessages("en");
// Likewise the web's tables whose English is a module of its own (i18n `defineMessagesEnglishLater`; i18n.test.ts
// fails when one is missing here): a screen in English suspends until it has arrived, in the app and in the e2e.
{
  const { loadEnglish } = await import("../i18n");
  const later = await Promise.all([import("../features/buy/application.messages"), import("../features/buy/applicant.messages"), import("../features/buy/application-field.messages")]);
  await Promise.all([later[0].APPLICATION_MESSAGES, later[1].APPLICANT_MESSAGES, later[2].APPLICATION_FIELD_MESSAGES].map(loadEnglish));
}

/**
 * The scroll model's state lives on the window, not in this module, so that every evaluation of this file and
 * every test file's import of `setWindowScroll` read and write the one state the window's getters answer.
 */
interface ScrollModel {
  y: number;
  limit: number | null;
}
declare global {
  interface Window {
    __mmTestScroll?: ScrollModel;
  }
}
const model: ScrollModel = (window.__mmTestScroll ??= { y: 0, limit: null });

Object.defineProperty(window, "scrollY", { configurable: true, get: () => model.y });
Object.defineProperty(window, "pageYOffset", { configurable: true, get: () => model.y });
window.scrollTo = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
  const top = typeof xOrOptions === "object" ? xOrOptions.top : y;
  setWindowScroll(top ?? model.y);
}) as typeof window.scrollTo;

/**
 * Scrolls the test window to `y` and fires `scroll`, like a customer's swipe.
 * @example setWindowScroll(600); window.scrollY // 600
 */
export function setWindowScroll(y: number): void {
  model.y = Math.max(0, model.limit === null ? y : Math.min(y, model.limit));
  window.dispatchEvent(new Event("scroll"));
}

/**
 * Makes the test document scrollable by at most `max` pixels (null: unlimited); clamps like a browser.
 * @example setScrollLimit(0); window.scrollY // 0
 */
export function setScrollLimit(max: number | null): void {
  model.limit = max;
  if (max !== null && model.y > max) setWindowScroll(max);
}

afterEach(async () => {
  cleanup();
  // The message boxes' queue is module state: one left open must not open in the next test. Imported here, after
  // the reset above, so it is the instance this file's tests use.
  const { closeAllMessageBoxes } = await import("../ui/message-box");
  closeAllMessageBoxes();
  sessionStorage.clear();
  localStorage.clear();
  model.y = 0;
  model.limit = null;
});
