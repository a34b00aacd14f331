/**
 * The mall account checks (issue 21 "mall account checks"), as a customer meets them on the fixtures:
 * - registering with a mobile that already has an account: login/checkUser answers first, the message stands at
 *   the mobile field, and no SMS code is sent;
 * - resetting the password of a mobile that has no account: the same, the other way round;
 * - a real reset: the code goes out, mobile and code are checked together (login/checkUserAndCode) before the new
 *   password is asked for, and the new password then logs in;
 * - the quick login's code is the login service's GET getMobileCode.
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, appUrl, logIn, screenTitle, uniqueMobile } from "../support/customer";

/** Gateway paths the page asks for from now on (the mock answers in the page, so requests are seen here). */
function gatewayPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes("/login/") || url.pathname.includes("/sms/")) paths.push(`${request.method()} ${url.pathname}`);
  });
  return paths;
}

const codeSends = (paths: readonly string[]) => paths.filter((path) => /getverificationCodeBJ|getMobileCode/.test(path));

test("registering a mobile that already has an account: a message at the field, no code sent", async ({ page }) => {
  const paths = gatewayPaths(page);
  await page.goto("register");
  await expect(screenTitle(page)).toHaveText("注册");
  await page.getByLabel("手机号").fill(DEMO_ACCOUNT.mobile);
  await page.getByRole("button", { name: "获取验证码" }).click();

  const mobile = page.getByLabel("手机号");
  await expect(page.getByText("该手机号已注册，请直接登录")).toBeVisible();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toBeFocused();
  expect(paths.some((path) => path.endsWith("/login/checkUser"))).toBe(true);
  expect(codeSends(paths)).toEqual([]);
  await expect(page.getByRole("button", { name: "获取验证码" })).toBeEnabled();
});

test("resetting the password of an unknown mobile: a message at the field, no code sent", async ({ page }) => {
  const paths = gatewayPaths(page);
  await page.goto("resetPassword");
  await page.getByLabel("手机号").fill(uniqueMobile());
  await page.getByRole("button", { name: "获取验证码" }).click();

  await expect(page.getByText("该手机号未注册，请先注册")).toBeVisible();
  await expect(page.getByLabel("手机号")).toHaveAttribute("aria-invalid", "true");
  expect(paths.some((path) => path.endsWith("/login/checkUser"))).toBe(true);
  expect(codeSends(paths)).toEqual([]);
  await expect(page.getByLabel("新密码")).toHaveCount(0);
});

test("a password reset: code sent, mobile and code checked together, then the new password, which logs in", async ({ page }) => {
  const paths = gatewayPaths(page);
  const fresh = "Reset2024ok";
  await page.goto("resetPassword");
  await page.getByLabel("手机号").fill(DEMO_ACCOUNT.mobile);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  expect(codeSends(paths)).toEqual(["POST /micromall-gateway/login/sms/getverificationCodeBJ"]);

  // a wrong code stops at the first step
  await page.getByLabel("短信验证码").fill("654321");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText("验证码错误或已过期，请重新获取")).toBeVisible();
  await expect(page.getByLabel("新密码")).toHaveCount(0);

  await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText(/已验证，请设置新密码/)).toBeVisible();
  expect(paths.filter((path) => path.endsWith("/login/checkUserAndCode"))).toHaveLength(2);
  await page.getByLabel("新密码").fill(fresh);
  await page.getByLabel("确认密码").fill(fresh);
  await page.getByRole("button", { name: "重设密码" }).click();

  await expect(page).toHaveURL(appUrl("/login"));
  await logIn(page, { mobile: DEMO_ACCOUNT.mobile, password: fresh });
  await expect(page).toHaveURL(appUrl("/personalCenter"));
});

test("the quick login's code is the GET getMobileCode, sent to any mobile", async ({ page }) => {
  const paths = gatewayPaths(page);
  await page.goto("login");
  await page.getByRole("tab", { name: "验证码登录" }).click();
  await page.getByLabel("手机号").fill(uniqueMobile());
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  expect(codeSends(paths)).toEqual(["GET /micromall-gateway/login/login/getMobileCode"]);
  expect(paths.some((path) => path.endsWith("/login/checkUser"))).toBe(false);
});
