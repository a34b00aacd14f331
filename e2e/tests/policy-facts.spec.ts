/**
 * What a policy's detail tells its customer (customer report 2: G1, G10, G11, G16, G21): a policy of two insureds
 * shows 被保险人 1 and 2, each with their relationship and own identity, on the account's detail and on the open
 * lookup's detail (each masked on their own, the identity type named, never "01|01"); sums insured read as on the
 * product page (万元), never added across unlike covers; the lookup's privacy note keeps the page's margin; a
 * surrendered policy shows its surrender and invites no claim; no policy was signed after today.
 *
 * Mock facts: the demo account buys 境内旅行意外险 for itself and a child (王一, 110105201501010017).
 */
import { expect, test } from "../support/test";
import { maskAs } from "@micromall/domain";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn } from "../support/customer";
import { logInTo, openProductForm, paidPolicyNo, submitApplication, surrenderOnApplication } from "../support/journey-steps";

const CHILD = { name: "王一", id: "110105201501010017" } as const;

test.describe("a policy's detail", () => {
  test("two insureds read as 被保险人 1 and 2 on the account's and the lookup's detail; sums insured as 万元; the note keeps its margin", async ({ page }) => {
    await logInTo(page);
    await openProductForm(page, "境内旅行意外险");
    await page.getByLabel("被保险人数").selectOption("2");
    const second = page.getByRole("group", { name: "被保险人2" });
    await second.getByLabel("与投保人关系").selectOption({ label: "子女" });
    await second.getByLabel("被保险人姓名").fill(CHILD.name);
    await second.getByLabel("证件号码").fill(CHILD.id);
    await submitApplication(page);
    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    const policyNo = await paidPolicyNo(page);

    await test.step("the account's detail (G11, G21)", async () => {
      await page.goto(`policyDetails?policyNo=${policyNo}`);
      const child = page.getByRole("region", { name: "被保险人 2" });
      await expect(page.getByRole("region", { name: "被保险人 1" })).toContainText("本人");
      await expect(child).toContainText(CHILD.name);
      await expect(child).toContainText("子女");
      await expect(child).toContainText(maskAs("idNumber", CHILD.id));
      const covers = page.getByRole("region", { name: "保障内容" });
      await expect(covers).toContainText(/保额 \d+(\.\d+)?万元/);
      await expect(covers).not.toContainText(/\d\.\d{2} 元|保费 0\.00/);
    });

    await test.step("the open lookup's detail (G1, G16)", async () => {
      await page.goto(`policyInterMessage?policyNo=${policyNo}`);
      const child = page.getByRole("region", { name: "被保险人 2" });
      await expect(child).toContainText(maskAs("name", CHILD.name));
      await expect(child).toContainText(maskAs("idNumber", CHILD.id));
      await expect(page.getByRole("region", { name: "被保险人 1" })).toBeVisible();
      await expect(main(page)).not.toContainText("|");
      await expect(main(page)).not.toContainText("保额合计");
      await expect(page.getByRole("region", { name: "保障内容" })).not.toContainText("保费");
      const note = main(page).getByText(/^为保护您的信息/);
      const box = await note.boundingBox();
      const width = page.viewportSize()?.width ?? 375;
      expect(box?.x ?? 0).toBeGreaterThanOrEqual(8);
      expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThanOrEqual(width - 8);
    });
  });

  test("a surrendered policy shows its surrender, invites no claim and was not signed after today (G10)", async ({ page }) => {
    await openLoggedIn(page, "/surrender", DEMO_ACCOUNT);
    const apply = page.getByRole("list", { name: "可退保的保单" }).getByRole("link", { name: /^申请退保/ }).first();
    const policyNo = new URLSearchParams((await apply.getAttribute("href"))?.split("?")[1] ?? "").get("policyNo") ?? "";
    await apply.click();
    await expect(page).toHaveURL(appUrl(`/application?policyNo=${policyNo}`));
    await surrenderOnApplication(page);

    await page.goto(`policyDetails?policyNo=${policyNo}`);
    const surrender = page.getByRole("region", { name: "退保信息" });
    await expect(surrender).toContainText(/退保申请号\s*S\d+/);
    await expect(surrender).toContainText("退还保费");
    await expect(page.getByText("这张保单已退保，不能再报案。")).toBeVisible();
    for (const name of ["在线报案", "续保", "申请退保", "电子发票"]) await expect(main(page).getByRole("link", { name, exact: true })).toHaveCount(0);
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date());
    const date = (await page.getByRole("region", { name: "保单信息" }).locator("dt", { hasText: "签单日期" }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date <= today, `signed ${date}, today ${today}`).toBe(true);
  });
});
