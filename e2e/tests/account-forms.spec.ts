/**
 * The account forms at 375 px (issue 7 §8): the SMS code button — "获取验证码", its countdown "60秒后重新获取",
 * "Get code", "Resend in 60 s" — stays on one line inside the screen, in normal and elder mode, on every form
 * that has it.
 */
import { expect, test, type Locator, type Page } from "../support/test";
import { uniqueMobile } from "../support/customer";

const LANGUAGES = {
  "zh-CN": { mobile: "手机号", send: "获取验证码", countdown: /秒后重新获取/, smsTab: "验证码登录" },
  en: { mobile: "Mobile number", send: "Get code", countdown: /^Resend in \d+ s$/, smsTab: "SMS code" },
} as const;

/** The lines a button's text is laid out on, and its right edge. */
async function layout(button: Locator): Promise<{ lines: number; right: number }> {
  return button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return { lines: tops.size, right: element.getBoundingClientRect().right };
  });
}

async function open(page: Page, path: string, locale: keyof typeof LANGUAGES, elder: boolean): Promise<void> {
  await page.addInitScript(
    ([language, large]) => {
      localStorage.setItem("micromall.locale", language);
      localStorage.setItem("micromall.elder", large ? "1" : "0");
    },
    [locale, elder] as const,
  );
  await page.goto(path);
}

for (const locale of ["zh-CN", "en"] as const) {
  for (const elder of [false, true]) {
    test(`the SMS code button never wraps at 375 px (${locale}${elder ? ", elder mode" : ""})`, async ({ page }) => {
      const text = LANGUAGES[locale];
      for (const path of ["register", "resetPassword", "login"]) {
        await open(page, path, locale, elder);
        if (path === "login") await page.getByRole("tab", { name: text.smsTab }).click();
        const send = page.getByRole("button", { name: text.send, exact: true });
        await expect(send).toBeVisible();
        expect(await layout(send), `${path}: ${text.send}`).toEqual({ lines: 1, right: expect.any(Number) });
        expect((await layout(send)).right).toBeLessThanOrEqual(375);
      }

      // The countdown, once a code is sent (register: a new mobile).
      await open(page, "register", locale, elder);
      await page.getByLabel(text.mobile).fill(uniqueMobile());
      await page.getByRole("button", { name: text.send, exact: true }).click();
      const countdown = page.getByRole("button", { name: text.countdown });
      await expect(countdown).toBeVisible();
      const counting = await layout(countdown);
      expect(counting.lines, "countdown").toBe(1);
      expect(counting.right).toBeLessThanOrEqual(375);
    });
  }
}
