/**
 * The account pages as customer report 3 found them (375 px, normal and elder mode):
 * - H6 (issue 20 item 9): a screen that serves adding and editing is titled by what it does — the header's `<h1>`
 *   and document.title alike (the messenger shows the document title in its own header);
 * - H5: the bottom add button of 常用联系人 / 常用地址 sits with the page's side padding, its left and right margins equal;
 * - H15: on 认证信息 the 已实名认证 badge and the link under the card line up with the card (the page's side padding).
 */
import { expect, test, type Locator, type Page } from "../support/test";
import { goInApp, main, openLoggedIn, screenTitle } from "../support/customer";
import { addSpouseContact } from "../support/journey-steps";

const WIDTH = 375;

/** The page title as the customer sees it: the header's `<h1>` and the document title, which must agree. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(screenTitle(page)).toHaveText(title);
  await expect(page).toHaveTitle(title);
}

/** Left and right margins of an element against the 375 px screen. */
async function margins(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("not laid out");
  return { left: box.x, right: WIDTH - (box.x + box.width) };
}

test("常用联系人 and 常用地址: the title says adding or editing, in the header and the document (H6)", async ({ page }) => {
  await openLoggedIn(page, "/contacts");
  await addSpouseContact(page);
  await main(page).getByRole("link", { name: "新增联系人" }).click();
  await expectTitle(page, "添加联系人");
  await page.goBack();
  await main(page).getByRole("link", { name: "编辑王小明" }).click();
  await expect(page).toHaveURL(/\/editPerson\?contactId=/);
  await expectTitle(page, "编辑联系人");

  await goInApp(page, "/address");
  await expect(screenTitle(page)).toHaveText("常用地址");
  await main(page).getByRole("link", { name: "新增地址" }).click();
  await expectTitle(page, "添加地址");
  await page.goBack();
  await main(page).getByRole("link", { name: /^编辑.*的地址$/ }).first().click();
  await expect(page).toHaveURL(/\/newaddress\?addressId=/);
  await expectTitle(page, "编辑地址");
});

for (const elder of [false, true]) {
  test(`the bottom add button is centred with the page's side padding (H5${elder ? ", elder mode" : ""})`, async ({ page }) => {
    await page.addInitScript((large) => localStorage.setItem("micromall.elder", large ? "1" : "0"), elder);
    await openLoggedIn(page, "/contacts");
    await addSpouseContact(page);
    for (const [path, label] of [["/contacts", "新增联系人"], ["/address", "新增地址"]] as const) {
      if (path === "/address") await goInApp(page, "/address");
      await expect(page.getByRole("listitem").first()).toBeVisible();
      const add = main(page).getByRole("link", { name: label });
      await expect(add).toBeVisible();
      const { left, right } = await margins(add);
      expect(left, `${path}: left margin`).toBeGreaterThanOrEqual(10);
      expect(Math.abs(left - right), `${path}: left ${left} / right ${right}`).toBeLessThanOrEqual(1);
    }
  });

  test(`认证信息: the badge and the link line up with the card (H15${elder ? ", elder mode" : ""})`, async ({ page }) => {
    await page.addInitScript((large) => localStorage.setItem("micromall.elder", large ? "1" : "0"), elder);
    await openLoggedIn(page, "/identityAuthInfo");
    const card = main(page).locator("dl");
    await expect(card).toBeVisible();
    const inset = (await margins(card)).left;
    expect(inset).toBeGreaterThanOrEqual(10);
    for (const item of [main(page).getByText("已实名认证", { exact: true }), main(page).getByRole("link", { name: "查询证件是否已被其他账户认证" })]) {
      await expect(item).toBeVisible();
      const { left, right } = await margins(item);
      expect(Math.abs(left - inset), `left ${left}, card ${inset}`).toBeLessThanOrEqual(1);
      expect(right).toBeGreaterThanOrEqual(0);
    }
  });
}
