/**
 * Birth dates on the query and binding screens (issue 21 "Birth dates…", spec §5 "Date ranges" and "Date picker"):
 * the claim binding (/Bind), a policy line's lookup (/policyGas) and a frequent contact (/editPerson, issue 20
 * item 8) take the birth date with the mall's date picker,
 * bounded to 100 years back to today (domain's `birthdayRange`), and typed nonsense says 输入的数据不合法! (in English,
 * "The data entered is not valid!"); a real date clears the message.
 */
import { expect, test, type Page } from "../support/test";
import { birthdayRange } from "@micromall/domain";
import { goInApp, openLoggedIn } from "../support/customer";

/** Types `text` into the birth date and leaves the field, as a customer does. */
async function typeBirthday(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press("Tab");
}

async function checkBirthday(page: Page, labels: { field: string; invalid: string; range: string }): Promise<void> {
  const main = page.getByRole("main");
  await expect(page.getByRole("button", { name: new RegExp(labels.field) }).first()).toHaveAttribute("aria-haspopup", "dialog");
  await expect(main).toContainText(labels.range);
  await typeBirthday(page, labels.field, "2000-13-45");
  await expect(page.getByRole("alert").filter({ hasText: labels.invalid })).toBeVisible();
  await typeBirthday(page, labels.field, "1990-05-20");
  await expect(page.getByRole("alert").filter({ hasText: labels.invalid })).toHaveCount(0);
  await expect(page.getByLabel(labels.field, { exact: true })).toHaveValue("1990-05-20");
}

test("the claim binding and a policy lookup take the birth date with the mall's picker, 100 years back at most", async ({ page }) => {
  const { min, max } = birthdayRange();
  const zh = { field: "出生日期", invalid: "输入的数据不合法!", range: `可选范围：${min} 至 ${max}` };
  await openLoggedIn(page, "/Bind");
  await checkBirthday(page, zh);
  await goInApp(page, "/policyGas");
  // the binding stays on screen while the lookup's module loads: wait for the lookup before typing
  await expect(page.getByRole("heading", { level: 1, name: "燃气险保单查询" })).toBeVisible();
  await checkBirthday(page, zh);
});

test("in English the picker's message for typed nonsense is its English equivalent", async ({ page }) => {
  const { min, max } = birthdayRange();
  await page.addInitScript(() => localStorage.setItem("micromall.locale", "en"));
  await page.goto("policyGas");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await checkBirthday(page, { field: "Date of birth", invalid: "The data entered is not valid!", range: `From ${min} to ${max}` });
});

test("a frequent contact's date of birth is the mall's picker too, 100 years back at most (issue 20 item 8)", async ({ page }) => {
  const { min, max } = birthdayRange();
  await openLoggedIn(page, "/editPerson");
  await expect(page.getByRole("heading", { level: 1, name: "添加联系人" })).toBeVisible();
  // a passport: the date of birth is the customer's to give (an identity card number fills it)
  await page.getByLabel("证件类型").selectOption("06");
  await checkBirthday(page, { field: "出生日期", invalid: "输入的数据不合法!", range: `可选范围：${min} 至 ${max}` });
});
