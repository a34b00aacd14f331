/**
 * Messenger binding (issue 21): after a login inside the messenger (this project's user agent carries
 * MicroMessenger; in mock mode the messenger login flow gives the demo open id), the open id is bound to the
 * mall account with the call of the login's kind, and the session check then compares the pair with the
 * matching call. Outside the messenger nothing is bound.
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, appUrl, logIn, uniqueMobile } from "../support/customer";

interface Seen {
  path: string;
  body: string;
}

/** The messenger calls (login service's wx/ paths) the page makes from now on. */
function messengerCalls(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes("/login/wx/")) seen.push({ path: url.pathname.split("/").pop() ?? "", body: request.postData() ?? "" });
  });
  return seen;
}

const names = (seen: readonly Seen[]) => seen.map((call) => call.path);

/**
 * Waits until the messenger login flow (the session effects, loaded after the first render) has given the page its
 * open id — mock mode's demo id — as a customer who opened the mall in the messenger has it before logging in.
 */
async function openIdKnown(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })))
    .toContain("demo-openid");
}

test("a password login in the messenger binds the open id (setUserOpenid), then the session check compares that pair", async ({ page }) => {
  const seen = messengerCalls(page);
  await page.goto("login?redirect=%2FpersonalCenter");
  await openIdKnown(page);
  await logIn(page, DEMO_ACCOUNT);
  await expect(page).toHaveURL(appUrl("/personalCenter"));
  await expect.poll(() => names(seen)).toContain("compareOpenId");

  const binding = seen.find((call) => call.path === "setUserOpenid");
  expect(binding, "setUserOpenid").toBeDefined();
  const payload = JSON.parse(binding?.body ?? "{}") as { openid?: string; mallId?: string };
  expect(payload.openid).toMatch(/\S/);
  expect(payload.mallId).toMatch(/^M\d+/);
  // the binding comes before the session check, and the quick-login calls are not made
  expect(names(seen).indexOf("setUserOpenid")).toBeLessThan(names(seen).indexOf("compareOpenId"));
  expect(names(seen)).not.toContain("setQuickLoginUserOpenid");
  expect(names(seen)).not.toContain("compareQuickLoginOpenId");
});

test("a quick login in the messenger binds with setQuickLoginUserOpenid and is checked with compareQuickLoginOpenId", async ({ page }) => {
  const seen = messengerCalls(page);
  await page.goto("login?redirect=%2FpersonalCenter");
  await openIdKnown(page);
  await page.getByRole("tab", { name: "验证码登录" }).click();
  await page.getByLabel("手机号").fill(uniqueMobile());
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
  const check = page.waitForResponse((response) => response.url().endsWith("/compareQuickLoginOpenId"));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(appUrl("/personalCenter"));
  // the pair holds: the check answers status 1 and the customer stays on the personal centre
  const answer = (await (await check).json()) as { status?: number };
  expect(answer.status).toBe(1);

  expect(names(seen)).toContain("setQuickLoginUserOpenid");
  expect(names(seen).indexOf("setQuickLoginUserOpenid")).toBeLessThan(names(seen).indexOf("compareQuickLoginOpenId"));
  expect(names(seen)).not.toContain("setUserOpenid");
  expect(names(seen)).not.toContain("compareOpenId");
  await expect(page).toHaveURL(appUrl("/personalCenter"));
});

test.describe("outside the messenger", () => {
  test.use({ userAgent: "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36" });

  test("a login binds nothing", async ({ page }) => {
    const seen = messengerCalls(page);
    await page.goto("login?redirect=%2FpersonalCenter");
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/personalCenter"));
    await expect.poll(() => names(seen)).toContain("compareOpenId");
    expect(names(seen).filter((name) => name.startsWith("set"))).toEqual([]);
  });
});
