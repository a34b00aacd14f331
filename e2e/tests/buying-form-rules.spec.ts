/**
 * Customer rehearsal 2, buying (G2, G3, G13, G22), as the customer meets each rule on the mock mall:
 * - G3: home shows a product's "from" price as the product list and the product page do (one tariff);
 * - G2: a passport holder writes their name with a space (English, "Li Lei", passport E12345678);
 * - G13: 从常用联系人添加 is offered for the applicant too and fills them;
 * - G22: the phone cover marks what it requires (the mark, aria-required) and does not ask an online buyer for a
 *   salesman.
 */
import { expect, test, type Page } from "../support/test";
import { logInTo } from "../support/journey-steps";
import { appUrl, goInApp, main, screenTitle } from "../support/customer";

const FROM_PRICE = /¥(\d+\.\d{2})起/;

async function fromPrice(page: Page, list: ReturnType<Page["getByRole"]>, name: string): Promise<string> {
  const card = list.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText(FROM_PRICE);
  return FROM_PRICE.exec((await card.textContent()) ?? "")?.[1] ?? "";
}

test("G3: home, the product list and the product page show one from price", async ({ page }) => {
  await page.goto("home");
  await expect(screenTitle(page)).toHaveText("保险商城");
  const home = await fromPrice(page, page.getByRole("region", { name: "热门保险" }), "手机碎屏保障");
  await goInApp(page, "/productList");
  await expect(page).toHaveURL(appUrl("/productList"));
  const listed = await fromPrice(page, main(page), "手机碎屏保障");
  expect(home).toBe(listed);
  await goInApp(page, "/insureInfo?productCode=PHN");
  await expect(screenTitle(page)).toHaveText("手机碎屏保障");
  await expect(main(page).getByRole("radio").first()).toHaveAccessibleName(new RegExp(`¥${home.replace(".", "\\.")}`));
});

test("G2: in English a passport holder's name may have a space, for the policyholder and the insured", async ({ page }) => {
  await logInTo(page, "/home");
  await page.evaluate(() => localStorage.setItem("micromall.locale", "en"));
  await page.goto("inputInfo?productCode=LAY_JN&planCode=LAYJN01");
  const holder = page.getByRole("group", { name: "Policyholder" });
  await expect(holder.getByLabel("Policyholder's name")).not.toHaveValue("");
  await holder.getByRole("combobox", { name: "Document type" }).selectOption("06");
  await holder.getByLabel("Document number").fill("E12345678");
  const name = holder.getByLabel("Policyholder's name");
  await name.fill("Li Lei");
  await name.blur();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(holder.getByText(/may not contain spaces/)).toHaveCount(0);
  // the insured (Self) copies the policyholder: the same name, no refusal
  const insured = page.getByRole("group", { name: "Insured person 1" });
  await expect(insured.getByLabel("Insured's name")).toHaveValue("Li Lei");
  await expect(insured.getByText(/may not contain spaces/)).toHaveCount(0);
  // with the identity card the space is refused, saying why
  await holder.getByRole("combobox", { name: "Document type" }).selectOption("01");
  await name.fill("Li  Lei");
  await name.blur();
  await expect(holder.getByText(/may not contain spaces/)).toBeVisible();
});

test("G13: the applicant is filled from a saved contact with the insureds' picker", async ({ page }) => {
  await logInTo(page, "/inputInfo?productCode=LAY_JN&planCode=LAYJN01");
  const holder = page.getByRole("group", { name: "投保人信息" });
  await expect(holder.getByLabel("投保人姓名")).not.toHaveValue("");
  await holder.getByRole("button", { name: "从常用联系人添加" }).click();
  const picker = holder.getByLabel("从常用联系人选择");
  const first = picker.locator("option:not([value=''])").first();
  const label = (await first.textContent()) ?? "";
  await picker.selectOption({ label });
  const contactName = label.split(/[（(\s]/u)[0] ?? "";
  await expect(holder.getByLabel("投保人姓名")).toHaveValue(contactName);
});

test("G22: the phone cover marks every required field and asks no salesman", async ({ page }) => {
  await logInTo(page, "/inputInfo?productCode=PHN&planCode=PHN01");
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
  const phone = page.getByRole("group", { name: "投保手机信息" });
  for (const label of ["手机品牌", "手机型号", "IMEI号", "销售门店"]) {
    const control = phone.getByLabel(label, { exact: true });
    await expect(control).toHaveAttribute("aria-required", "true");
    // the visible mark: the label's generated "*"
    const mark = await phone.locator(`label[for="${await control.getAttribute("id")}"]`).evaluate((element) => getComputedStyle(element, "::after").content);
    expect(mark).toContain("*");
  }
  await expect(phone.getByLabel("销售人员（选填）")).not.toHaveAttribute("aria-required", "true");
  await phone.getByLabel("手机品牌", { exact: true }).fill("华为");
  await phone.getByLabel("手机型号", { exact: true }).fill("Mate 60 Pro");
  await phone.getByLabel("IMEI号", { exact: true }).fill("490154203237518");
  await phone.getByLabel("销售门店", { exact: true }).fill("华为商城");
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  await page.getByRole("button", { name: /^立即投保/ }).click();
  await expect(page).toHaveURL(appUrl("/orderDetails"));
});
