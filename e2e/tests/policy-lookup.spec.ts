/**
 * The open policy lookups (issue 10) on the fixtures: look a policy up by holder name + identity → results → a
 * policy's detail (numbers masked); a lookup that finds nothing → the not-found page with what was searched; a
 * lookup whose call fails (`?scenario=`) keeps what was typed, also across a reload; a line's lookup by the §3
 * policy-list fields; axe on the result and detail pages, normal and elder mode (the smoke spec covers every
 * route's first state).
 *
 * Mock facts: the world is generated from the default seed and the current year, so `createDb()` here names the
 * same people and policies as the page's mock gateway; its first holder owns a car, a gas, two online and two
 * other policies.
 */
import { expect, test, type Page } from "../support/test";
import { createDb, MOCK_CAPTCHA } from "@micromall/fixtures";
import { seriousViolations } from "../support/axe";
import { appUrl, main, screenTitle } from "../support/customer";

function world() {
  const db = createDb();
  const holder = db.data.holders[0];
  if (holder === undefined) throw new Error("the fixtures have a first holder");
  const own = db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail);
  const gas = own.find((policy) => policy.kind === "gas");
  if (gas === undefined) throw new Error("the first holder has a gas policy");
  return { holder, own, gas };
}

async function fillHolderLookup(page: Page, name: string, idNumber: string): Promise<void> {
  await page.getByLabel("投保人姓名").fill(name);
  await page.getByLabel("证件号码").fill(idNumber);
  await expect(page.getByRole("img", { name: "图形验证码" })).toBeVisible();
  await page.getByLabel("验证码").fill(MOCK_CAPTCHA);
}

test.describe("policy lookups", () => {
  test("by holder name and identity → the policies found → a policy's detail, its numbers masked", async ({ page }) => {
    const { holder, own, gas } = world();
    await page.goto("policySearch");
    await expect(screenTitle(page)).toHaveText("保单查询");
    await fillHolderLookup(page, holder.name, holder.idNumber);
    await page.getByRole("button", { name: "查询" }).click();

    await expect(page).toHaveURL(appUrl("/policySearchlist"));
    await expect(page).not.toHaveURL(new RegExp(holder.idNumber));
    const list = page.getByRole("list", { name: "查询到的保单" });
    await expect(list.getByRole("listitem")).toHaveCount(own.length);
    expect(await seriousViolations(page)).toEqual([]);
    // F15: the count keeps the page's side padding (its text starts no further left than the rows), and a
    // policy without a plate shows no 车牌号 row while a car's does
    const count = main(page).getByRole("status").filter({ hasText: "共查询到" });
    await expect(count).toHaveText(`共查询到 ${own.length} 张保单`);
    const countTextLeft = await count.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    });
    const rowLeft = (await list.getByRole("listitem").first().boundingBox())?.x ?? Number.NaN;
    expect(countTextLeft).toBeGreaterThanOrEqual(rowLeft);
    const car = own.find((policy) => policy.kind === "car");
    if (car === undefined) throw new Error("the first holder owns a car policy");
    await expect(list.getByRole("listitem").filter({ hasText: car.policyNo })).toContainText("车牌号");

    const item = list.getByRole("listitem").filter({ hasText: gas.policyNo });
    await expect(item).not.toContainText("车牌号");
    await item.getByRole("link", { name: "查看保单详情" }).click();
    await expect(page).toHaveURL(appUrl(`/policyGasMessage?policyNo=${gas.policyNo}`));
    const holderSection = page.getByRole("region", { name: "投保人" });
    await expect(holderSection).toBeVisible();
    await expect(main(page)).toContainText(gas.policyNo);
    await expect(main(page)).not.toContainText(gas.applyIdentifyNumber);
    await expect(main(page)).not.toContainText(gas.applyMobile);
    expect(await seriousViolations(page)).toEqual([]);

    // back: the results are still there (the lookup's values travel in the history state)
    await page.goBack();
    await expect(page.getByRole("list", { name: "查询到的保单" }).getByRole("listitem")).toHaveCount(own.length);
  });

  test("a lookup that finds nothing → the not-found page with what was searched, and back to the form with the values", async ({ page }) => {
    const { holder } = world();
    await page.goto("policySearch");
    await fillHolderLookup(page, "王某某", holder.idNumber);
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(appUrl("/nopolicySearchlist"));
    await expect(page.getByRole("heading", { name: "未查询到相关信息" })).toBeVisible();
    const searched = page.getByLabel("您查询的条件");
    await expect(searched).toContainText("王某某");
    await expect(searched).not.toContainText(holder.idNumber);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "修改条件重新查询" }).click();
    await expect(page).toHaveURL(appUrl("/policySearch"));
    await expect(page.getByLabel("投保人姓名")).toHaveValue("王某某");
    await expect(page.getByLabel("证件号码")).toHaveValue(holder.idNumber);
  });

  test("a lookup whose call fails keeps what was typed, also across a reload", async ({ page }) => {
    const { holder } = world();
    await page.goto("policySearch?scenario=result-short&scenarioCall=corePolicyList");
    await fillHolderLookup(page, holder.name, holder.idNumber);
    await page.getByRole("button", { name: "查询" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("请求过于频繁");
    await dialog.getByRole("button").first().click();
    await expect(page).toHaveURL(appUrl("/policySearch"));
    await expect(page.getByLabel("投保人姓名")).toHaveValue(holder.name);
    await expect(page.getByLabel("证件号码")).toHaveValue(holder.idNumber);
    await expect(page.getByLabel("验证码")).toHaveValue("");
    await page.reload();
    await expect(page.getByLabel("投保人姓名")).toHaveValue(holder.name);
    await expect(page.getByLabel("证件号码")).toHaveValue(holder.idNumber);
  });

  test("a line's lookup by the §3 policy-list fields lists that line's policies (elder mode, axe)", async ({ page }) => {
    const { holder, own } = world();
    await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
    await page.goto("policyOther");
    await expect(page.locator("html")).toHaveClass(/elder/);
    await page.getByLabel("姓名").fill(holder.name);
    await page.getByLabel("证件号码").fill(holder.idNumber);
    await page.getByLabel("出生日期", { exact: true }).fill(holder.birthday);
    await page.getByLabel("性别").selectOption(holder.sex === "1" ? "0" : "1");
    await page.getByLabel("手机号").fill(holder.mobile);
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(appUrl("/policyOtherList"));
    const others = own.filter((policy) => policy.kind === "other");
    await expect(page.getByRole("list", { name: "查询到的保单" }).getByRole("listitem")).toHaveCount(others.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "查看保单详情" }).first().click();
    await expect(page).toHaveURL(appUrl("/policyOtherMessage"));
    await expect(page.getByRole("region", { name: "保单信息" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
