/**
 * History after a save in the account pages (customer report 2, G8): the editor of 常用联系人 / 常用地址 returns to
 * the list by going back (web/src/ui/use-return.ts), never by pushing the list again, so however many saves, one
 * back from the list leaves it. Walked in the browser, whose history index the rule reads.
 */
import { expect, test } from "../support/test";
import { appUrl, main, openLoggedIn } from "../support/customer";
import { addSpouseContact } from "../support/journey-steps";

test("常用联系人: add, then edit, then one back leaves the list for 个人中心", async ({ page }) => {
  await openLoggedIn(page, "/personalCenter");
  await main(page).getByRole("link", { name: /常用联系人/ }).click();
  await expect(page).toHaveURL(appUrl("/contacts"));

  await addSpouseContact(page);
  const list = page.getByRole("list", { name: "联系人列表" });
  await expect(list).toContainText("王小明");

  await list.getByRole("link", { name: "编辑王小明" }).click();
  await expect(page).toHaveURL(/\/editPerson\?contactId=/);
  await expect(page.getByLabel("手机号码")).toHaveValue("13912345678");
  await page.getByLabel("手机号码").fill("13700001111");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(appUrl("/contacts"));

  await page.goBack();
  await expect(page).toHaveURL(appUrl("/personalCenter"));
});
