/**
 * Card activation asks who is insured when the card needs it (issue 20 item 8): a card that covers a named person
 * (the demo wallet's accident and overseas travel cards) asks for the insured — relationship, name, identity type
 * and number — each checked when the customer leaves it, with the exact fault; the activation sends them. (A card
 * that covers a thing asks nothing of the kind: MyCardScreen.test.tsx; none of the demo cards to activate is one.)
 *
 * Mock facts: the demo account 13800000000 / Demo1234 has two cards to activate (password 888888, the mock
 * badge's), both of a person's cover. The insured is synthetic (a valid
 * GB 11643 number of nobody).
 */
import { expect, test } from "../support/test";
import { MOCK_CARD_PASSWORD } from "@micromall/fixtures";
import { DEMO_ACCOUNT, openLoggedIn } from "../support/customer";

test.describe("card activation names the insured (issue 20 item 8)", () => {
  test("a card that covers a person asks who is insured, checks each field on leaving it, and activates for them", async ({ page }) => {
    await openLoggedIn(page, "/myCard", DEMO_ACCOUNT);
    const unused = page.getByRole("list", { name: "未使用的卡" });
    const card = unused.getByRole("listitem").first();
    const cardName = (await card.getByRole("heading").textContent()) ?? "";
    expect(cardName).toMatch(/意外|旅行/);
    const insured = page.getByRole("group", { name: "被保险人" });
    await expect(insured).toHaveCount(0);

    await card.getByRole("button", { name: `激活${cardName}` }).click();
    await page.getByLabel("卡密码").fill(MOCK_CARD_PASSWORD);
    await expect(insured).toBeVisible();
    await expect(insured).toContainText("这张卡保障指定的被保险人");
    await expect(insured.getByLabel("与您的关系")).toHaveValue("601005");

    // checked when the customer leaves the field, with the exact fault
    const number = insured.getByLabel("证件号码");
    await number.fill("110105194912310021");
    await number.blur();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(insured.getByText("身份证号码校验位不正确，请核对号码")).toBeVisible();
    const name = insured.getByLabel("被保险人姓名");
    await name.fill("Li 4");
    await name.blur();
    // the exact fault of "Li 4" is its space (customer report F13)
    await expect(insured.getByText("姓名或名称中不能有空格，请删除空格")).toBeVisible();

    await insured.getByLabel("与您的关系").selectOption("601004");
    await name.fill("张小三");
    await number.fill("11010519491231002X");
    await number.blur();
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "确认激活" }).click();
    await expect(page.getByText("激活成功，已生成保单")).toBeVisible();
    const activated = page.getByRole("list", { name: "已激活的卡" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: cardName }) });
    await expect(activated).toContainText("保单号");
  });

  test("a wrong password for a card of the wallet is said at 卡密码, which takes the focus; the number stays as it was (customer report 3 H13)", async ({ page }) => {
    await openLoggedIn(page, "/myCard", DEMO_ACCOUNT);
    const card = page.getByRole("list", { name: "未使用的卡" }).getByRole("listitem").first();
    const cardName = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: `激活${cardName}` }).click();
    const number = page.getByLabel("卡号");
    const cardNo = await number.inputValue();
    expect(cardNo).not.toBe("");
    const password = page.getByLabel("卡密码");
    await password.fill("000000");
    // a right insured (本人 of the verified demo account fills it), so the refusal is about the password
    const insured = page.getByRole("group", { name: "被保险人" });
    await expect(insured.getByLabel("被保险人姓名")).not.toHaveValue("");
    await page.getByRole("button", { name: "确认激活" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("卡密码不正确，请核对卡上的密码后重新输入")).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveValue("");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveValue(cardNo);
    await expect(page.getByText("卡号或密码错误")).toHaveCount(0);
  });
});
