/**
 * What a customer does again and again in the specs: pick a fresh mobile, log in on the login screen, find the
 * tab bar, open a message box. Everything goes through roles and labels, as a customer (or a screen reader)
 * finds it.
 *
 * Mock facts (fixtures/README.md, fixtures/src/db.ts): every SMS code is 123456; the demo account
 * 13800000000 / Demo1234 exists from the start. The mock gateway runs inside the page (msw) and keeps its
 * store — accounts, sessions, contacts — in local storage (`micromall.mockWorld`, fixtures/src/gateway-memory.ts),
 * so a reload keeps them, as a real gateway would; every test starts with that storage cleared (support/test.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, MOCK_SMS_CODE } from "@micromall/fixtures";

/** The SMS code the mock accepts for every mobile, and the account it has from the start: the fixtures' own. */
export { DEMO_ACCOUNT, MOCK_SMS_CODE } from "@micromall/fixtures";
/** A password that meets the mall's rule (8–20 characters, letters and digits). */
export const NEW_PASSWORD = "Mall2024ok";
/** Title of every gateway message box (gatewayUi.title). */
export const NOTICE_TITLE = "提示";

/**
 * A mobile number no earlier run used: 139 and eight digits from the clock.
 * @example uniqueMobile() // "13912345678"
 */
export function uniqueMobile(): string {
  return `139${String(Date.now() % 100_000_000).padStart(8, "0")}`;
}

/**
 * The way the personal centre shows a mobile: first three, four stars, last four.
 * @example maskedMobile("13912345678") // "139****5678"
 */
export function maskedMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** The bottom tab bar. */
export function tabBar(page: Page): Locator {
  return page.getByRole("navigation", { name: "主导航" });
}

/** The gateway's message box (dialog titled 提示). */
export function noticeDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: NOTICE_TITLE });
}

/** The page's `<main>` (one per screen). */
export function main(page: Page): Locator {
  return page.getByRole("main");
}

/** Anything that says the screen is still loading (the global indicator, the route fallback, a spinner). */
export const LOADING_INDICATORS = ".mm-loading, .mm-app-loading, .mm-spinner";

/**
 * Waits until a screen is there: exactly one visible `<main>` outside the inert prerendered home shell (and, with
 * `left`, not the one the caller tagged `data-walk-left="<left>"` before leaving it) holding a visible `<h1>`, and
 * no loading indicator anywhere in the document. The page checks this on every animation frame, so the wait ends
 * with the frame that shows the screen; an `expect` retries on Playwright's steps (after the first 270 ms, every
 * 500 ms), which cost the walk and the smoke spec a quarter of a second per page on average. When the screen does
 * not come, the same conditions are asserted with `expect`, for a message that names what is missing.
 * @example await screenShown(page)
 */
export async function screenShown(page: Page, { left = "", timeout = 7_000 }: { left?: string; timeout?: number } = {}): Promise<void> {
  try {
    await page.waitForFunction(
      ([indicators, tag]) => {
        if (document.querySelector(indicators) !== null) return false;
        const shown = Array.from(document.querySelectorAll("main")).filter(
          (element) => element.closest("[inert]") === null && element.checkVisibility() && (tag === "" || element.dataset["walkLeft"] !== tag),
        );
        return shown.length === 1 && Array.from(shown[0]?.querySelectorAll("h1") ?? []).some((heading) => heading.checkVisibility());
      },
      [LOADING_INDICATORS, left] as const,
      { polling: "raf", timeout },
    );
  } catch {
    const arrived = page.locator(left === "" ? "main:visible" : `main:visible:not([data-walk-left="${left}"])`);
    await expect(arrived, "one visible <main>").toHaveCount(1, { timeout: 1 });
    await expect(arrived.getByRole("heading", { level: 1 }), "its <h1>").toBeVisible({ timeout: 1 });
    await expect(page.locator(LOADING_INDICATORS), "no loading indicator").toHaveCount(0, { timeout: 1 });
    throw new Error("the screen did not show (a visible <main> with its <h1> and no loading indicator)");
  }
}

/** The screen's title (the `<h1>` in the page header). */
export function screenTitle(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

/**
 * Expects the application form of `product`: titled 立即投保 (spec §2), the product's name heading its cover section.
 * @example await expectApplicationForm(page, "境内旅行意外险")
 */
export async function expectApplicationForm(page: Page, product: string): Promise<void> {
  await expect(screenTitle(page)).toHaveText("立即投保");
  await expect(page.getByRole("group", { name: product })).toBeVisible();
}

/**
 * Logs in with mobile and password on the login screen the page is showing.
 * @example await logIn(page, DEMO_ACCOUNT)
 */
export async function logIn(page: Page, account: { mobile: string; password: string }): Promise<void> {
  await expect(screenTitle(page)).toHaveText("登录");
  await page.getByLabel("手机号").fill(account.mobile);
  await page.getByLabel("密码", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/**
 * Fills the register screen the page is showing for `mobile` (send the SMS code, the mock's code, the new
 * password twice, the agreement) and submits it; the mall then logs the new account in.
 * @example await expect(screenTitle(page)).toHaveText("注册"); await registerOnScreen(page, uniqueMobile())
 */
export async function registerOnScreen(page: Page, mobile: string, password = NEW_PASSWORD): Promise<void> {
  await expect(screenTitle(page)).toHaveText("注册");
  await page.getByLabel("手机号").fill(mobile);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByLabel("确认密码").fill(password);
  await page.getByRole("checkbox", { name: /用户服务协议/ }).check();
  await page.getByRole("button", { name: "注册并登录" }).click();
}

/**
 * Opens `path` through the login screen: `/login?redirect=<path>`, log in, wait until the page is there.
 * This is how a logged-in customer reaches a protected page in these specs: a full page load resets the mock
 * gateway's sessions (see the file comment), so logging in on the same page load is the honest way in.
 * @example await openLoggedIn(page, "/shopset")
 */
export async function openLoggedIn(page: Page, path: string, account: { readonly mobile: string; readonly password: string } = DEMO_ACCOUNT): Promise<void> {
  await page.goto(`login?redirect=${encodeURIComponent(path)}`);
  // A customer still logged in is sent on to the target in place (the login pages forward, G4): no form to fill.
  const target = appUrl(path);
  await expect.poll(async () => target.test(page.url()) || (await screenTitle(page).textContent({ timeout: 500 }).catch(() => "")) === "登录").toBe(true);
  if (!target.test(page.url())) await logIn(page, account);
  await expect(page).toHaveURL(target);
}

/**
 * Goes to `path` inside the running app (no document load), the way the router does on a link: a history
 * entry shaped like the router's own, then popstate.
 * @example await goInApp(page, "/productList")
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state: unknown = window.history.state;
    const idx = state !== null && typeof state === "object" && typeof (state as { idx?: unknown }).idx === "number" ? (state as { idx: number }).idx : 0;
    window.history.pushState({ usr: null, key: `e2e${Date.now().toString(36)}`, idx: idx + 1 }, "", `/micromall${target}`);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(appUrl(path));
}

/**
 * A matcher for the app address of `path` (query allowed after it).
 * @example await expect(page).toHaveURL(appUrl("/home"))
 */
export function appUrl(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`/micromall${escaped}(?:[?#].*)?$`);
}

/**
 * Counts the document loads of the main frame (reloads included), to see that something reloaded — or did not.
 * @example const loads = countDocumentLoads(page); …; expect(loads.count).toBe(1)
 */
export function countDocumentLoads(page: Page): { readonly count: number; readonly urls: readonly string[] } {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}
