/**
 * The messenger's JavaScript SDK (issue 21): the bundled `weixin-js-sdk` package, loaded lazily inside the
 * messenger only, against a stub of the messenger's bridge (`WeixinJSBridge`, which the SDK calls; a real
 * messenger provides it). The stub answers every call "ok" and records it, so the test sees what the mall asked of
 * the messenger: the configuration with the gateway's signature (getSign), the share menu hidden on a page whose
 * meta forbids sharing, shown with the product's card on a product page; a failed signature's toast once; and
 * outside the messenger no SDK at all. The CSP stays 'self' (the SDK is a chunk of the mall's origin): the page's
 * CSP violations are collected and must stay empty.
 */
import { expect, test, type Page } from "../support/test";
import { goInApp, screenTitle } from "../support/customer";

interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/** Installs the bridge stub, a CSP-violation log and a toast log before the mall's scripts run. */
async function installBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const calls: { name: string; args: unknown }[] = [];
    const toasts: string[] = [];
    const violations: string[] = [];
    w.__bridgeCalls = calls;
    w.__toasts = toasts;
    w.__cspViolations = violations;
    w.WeixinJSBridge = {
      invoke(name: string, args: unknown, callback?: (answer: Record<string, string>) => void) {
        calls.push({ name, args: JSON.parse(JSON.stringify(args ?? {})) });
        // network type is what the SDK's own telemetry asks; answering "fail" keeps it from reporting
        const answer = name === "getNetworkType" ? { err_msg: "network_type:fail" } : { err_msg: `${name}:ok` };
        setTimeout(() => callback?.(answer), 0);
      },
      on() {},
      call() {},
    };
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const region = (node instanceof Element ? node : node.parentElement)?.closest(".mm-toast-region");
          if (region && node.textContent) toasts.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);
const callNames = async (page: Page) => (await bridgeCalls(page)).map((call) => call.name);
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe("inside the messenger (stub bridge)", () => {
  test.beforeEach(async ({ page }) => installBridge(page));

  test("a product page: config with the gateway's signature, the share menu shown, the product's card", async ({ page }) => {
    await page.goto("insureInfo?productCode=EAJ_XM#plans");
    const productName = (await screenTitle(page).textContent())?.trim() ?? "";
    expect(productName).not.toBe("");
    await expect.poll(() => callNames(page)).toContain("updateAppMessageShareData");

    const calls = await bridgeCalls(page);
    const config = calls.find((call) => call.name === "preVerifyJSAPI");
    expect(config?.args).toMatchObject({
      verifyAppId: "wxmicromalldemo01",
      verifySignType: "sha1",
      verifySignature: expect.stringMatching(/^[0-9a-f]{40}$/),
      verifyNonceStr: expect.stringMatching(/\S/),
      verifyJsApiList: expect.arrayContaining(["hideAllNonBaseMenuItem", "showMenuItems", "updateAppMessageShareData", "updateTimelineShareData"]),
    });
    const shown = calls.find((call) => call.name === "showMenuItems");
    expect(shown?.args.menuList).toEqual(["menuItem:share:appMessage", "menuItem:share:timeline"]);
    const card = calls.filter((call) => call.name === "updateAppMessageShareData").at(-1)?.args;
    expect(card).toMatchObject({ title: productName, desc: expect.stringMatching(/\S/) });
    expect(String(card?.link)).toMatch(/\/micromall\/insureInfo\?productCode=EAJ_XM$/);
    const timeline = calls.filter((call) => call.name === "updateTimelineShareData").at(-1)?.args;
    expect(timeline).toMatchObject({ title: productName, link: card?.link });
    expect(await violations(page)).toEqual([]);
  });

  test("a page whose meta forbids sharing hides the menu", async ({ page }) => {
    await page.goto("login");
    await expect(screenTitle(page)).toHaveText("登录");
    await expect.poll(() => callNames(page)).toContain("hideAllNonBaseMenuItem");
    const names = await callNames(page);
    expect(names).toContain("preVerifyJSAPI");
    expect(names).not.toContain("showMenuItems");
    expect(names).not.toContain("updateAppMessageShareData");
    expect(await violations(page)).toEqual([]);
  });

  test("a failed signature shows §8's toast once, however many pages ask", async ({ page }) => {
    const signs: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/share/getSign")) signs.push(request.url());
    });
    await page.goto("home?scenario=result-short&scenarioCall=getSign");
    await expect.poll(() => signs.length).toBeGreaterThanOrEqual(1);
    await expect(page.getByText("请求过于频繁，请稍后再试")).toBeVisible();
    await goInApp(page, "/productList");
    await expect.poll(() => signs.length).toBeGreaterThanOrEqual(2);
    await goInApp(page, "/home");
    await expect.poll(() => signs.length).toBeGreaterThanOrEqual(3);
    const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
    expect(toasts.filter((text) => text.includes("请求过于频繁"))).toHaveLength(1);
    expect(await callNames(page)).not.toContain("preVerifyJSAPI");
  });
});

test.describe("outside the messenger", () => {
  test.use({ userAgent: "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36" });

  test("no SDK, no signature, nothing asked of a bridge", async ({ page }) => {
    await installBridge(page);
    const signs: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/share/getSign")) signs.push(request.url());
    });
    await page.goto("insureInfo?productCode=EAJ_XM");
    await expect(screenTitle(page)).not.toHaveText("");
    await goInApp(page, "/login");
    await expect(screenTitle(page)).toHaveText("登录");
    expect(signs).toEqual([]);
    expect(await bridgeCalls(page)).toEqual([]);
  });
});
