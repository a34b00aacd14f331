/**
 * Car cover (issue 9, /insureRight) on the fixtures: from /home (logged in) the car product → its page →
 * "立即投保" → the plate lookup → the renewal offer of the current policy → the covers (a sum changed, the
 * premium follows) → the applicant → the order (自选方案, the covers chosen, the plate, the renewal discount) → the
 * mall's cashier → the paid result; a renewal taken as offered reads 续保方案 with the offer's discount. axe runs on each step,
 * in normal mode, and on the covers step in elder mode.
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is the fixtures' first holder, whose car is 粤B12345 with a
 * renewal offer; the page's mock gateway is built from the fixtures' default seed, so `createDb()` here knows the
 * same holder. A full page load resets the mock gateway, so the journey stays on one page load after the login.
 */
import { expect, test } from "../support/test";
import { createDb } from "@micromall/fixtures";
import { seriousViolations } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, screenTitle } from "../support/customer";
import { lookUpVehicle } from "../support/journey-steps";

const PLATE = "粤B12345";

function demoHolder() {
  const holder = createDb().data.holders[0];
  if (holder === undefined) throw new Error("the fixtures have a first holder");
  return holder;
}

test.describe("car cover", () => {
  test("from home: plate lookup → renewal → covers → applicant → cashier → paid", async ({ page }) => {
    const holder = demoHolder();
    await openLoggedIn(page, "/home", DEMO_ACCOUNT);
    await page.getByRole("region", { name: "热门保险" }).getByRole("link", { name: /家庭自用汽车保险/ }).click();
    await expect(page).toHaveURL(appUrl("/insureInfo?productCode=DAA"));
    await page.getByRole("link", { name: "立即投保" }).click();
    await expect(page).toHaveURL(appUrl("/insureRight?productCode=DAA"));
    await expect(screenTitle(page)).toHaveText("家庭自用汽车保险");
    expect(await seriousViolations(page)).toEqual([]);

    // 1. the vehicle lookup
    await lookUpVehicle(page, PLATE, holder);

    // 2. the renewal offer
    await expect(page).toHaveURL(/step=offer/);
    await expect(page.getByRole("region", { name: "车辆信息" })).toContainText(PLATE);
    await expect(page.getByRole("region", { name: "当前保单" })).toContainText("保险止期");
    await expect(page.getByRole("region", { name: "续保保障" })).toContainText("机动车交通事故责任强制保险");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "按此方案续保" }).click();

    // 3. the covers: add third-party liability at ¥3 million, the premium follows
    await expect(page).toHaveURL(/step=covers/);
    const premium = page.getByText(/^保费 ¥\d/);
    await expect(premium).toBeVisible();
    const before = await premium.textContent();
    const thirdParty = page.getByRole("checkbox", { name: "投保机动车第三者责任保险" });
    if (!(await thirdParty.isChecked())) await thirdParty.check();
    await page.getByLabel("机动车第三者责任保险保额").selectOption("300000000");
    await expect(premium).not.toHaveText(before ?? "");
    await expect(page.getByRole("link", { name: "了解机动车第三者责任保险" })).toHaveAttribute("href", /\/DDB$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "下一步：填写投保人" }).click();

    // 4. the applicant: the owner, the agreement, submit
    await expect(page).toHaveURL(/step=applicant/);
    const applicant = page.getByRole("group", { name: "投保人信息" });
    await expect(applicant.getByLabel("投保人姓名")).toHaveValue(holder.name);
    await applicant.getByLabel("手机号码").fill(holder.mobile);
    await expect(page.getByText(/电子保单/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    const pay = page.getByRole("button", { name: /^立即投保 ¥\d/ });
    await expect(pay).toBeEnabled();
    await pay.click();

    // the order, the cashier, the result
    await expect(page).toHaveURL(appUrl("/orderDetails"));
    await expect(screenTitle(page)).toHaveText("订单详情");
    await expect(main(page)).toContainText("家庭自用汽车保险");
    // the covers chosen and the plate, never the product's first plan (customer rehearsal: 基础版, no plate)
    await expect(page.getByRole("region", { name: "订单信息" })).toContainText("自选方案");
    // changed covers still renew the car: the renewal discount stays on the order (customer rehearsal 5)
    await expect(page.getByRole("region", { name: "订单信息" })).toContainText(/续保优惠\s*−¥\d/);
    await expect(main(page)).not.toContainText("基础版");
    const covers = page.getByRole("region", { name: "保障项目" });
    await expect(covers).toContainText("机动车交通事故责任强制保险");
    await expect(covers).toContainText("机动车第三者责任保险保额 300万元");
    await expect(page.getByRole("region", { name: "保险标的" })).toContainText(`车牌号${PLATE}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await expect(screenTitle(page)).toHaveText("收银台");
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    await expect(page).toHaveURL(appUrl("/applicationResulst"));
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
  });

  test("a renewal taken as offered: the order reads 续保方案 with the offer's discount and premium (customer rehearsal 5)", async ({ page }) => {
    const holder = demoHolder();
    await openLoggedIn(page, "/insureRight?productCode=DAA", DEMO_ACCOUNT);
    await lookUpVehicle(page, PLATE, holder);

    const current = page.getByRole("region", { name: "当前保单" });
    await expect(current).toContainText("续保优惠");
    // when the renewal starts, and that the current cover stays (customer rehearsal 5)
    await expect(current).toContainText(/续保后，新保单自 \d{4}-\d{2}-\d{2} 起生效，即当前保单到期的次日；当前保单到 \d{4}-\d{2}-\d{2} 的保障不受影响/);
    const offerText = (await current.textContent()) ?? "";
    const percent = /已减(\d+)%/.exec(offerText)?.[1];
    const offeredPremium = /续保保费¥([\d.]+)/.exec(offerText.replace(/\s/g, ""))?.[1];
    expect(percent, offerText).toBeDefined();
    expect(offeredPremium, offerText).toBeDefined();
    await page.getByRole("button", { name: "按此方案续保" }).click();
    await expect(page).toHaveURL(/step=covers/);
    await page.getByRole("button", { name: "下一步：填写投保人" }).click();

    await expect(page).toHaveURL(/step=applicant/);
    const applicant = page.getByRole("group", { name: "投保人信息" });
    // the account's e-mail, as /inputInfo fills it (customer rehearsal 5: it stayed empty here)
    await expect(applicant.getByLabel("电子邮箱（选填）")).toHaveValue(/^[^@\s]+@example\.com$/);
    await applicant.getByLabel("手机号码").fill(holder.mobile);
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: `立即投保 ¥${offeredPremium}` }).click();

    await expect(page).toHaveURL(appUrl("/orderDetails"));
    const order = page.getByRole("region", { name: "订单信息" });
    await expect(order).toContainText("续保方案");
    await expect(order).not.toContainText("自选方案");
    await expect(order).toContainText(new RegExp(`续保优惠\\s*−¥\\d+\\.\\d{2}（已减${percent}%）`));
    await expect(order).toContainText(`¥${offeredPremium}`);
  });

  test("the covers step in elder mode has no serious accessibility problem", async ({ page }) => {
    const holder = demoHolder();
    await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
    await openLoggedIn(page, "/insureRight?productCode=DAA", DEMO_ACCOUNT);
    await expect(page.locator("html.elder")).toHaveCount(1);
    await lookUpVehicle(page, "粤B99999", holder, null);
    await expect(page.getByText(/未查询到该车辆在我司的有效保单/)).toBeVisible();
    await page.getByRole("button", { name: "按推荐保障投保" }).click();
    await expect(page.getByText(/^保费 ¥\d/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
