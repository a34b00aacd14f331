/**
 * One world, through the UI (issue 18 item 9, part B; issue 21 "delete an order"): a customer does a write on
 * one screen and every screen that must show it does, also after a reload (the mock world persists in local
 * storage, fixtures/README.md "The world persists").
 *
 * 1. cards: the owner shares a card, a friend (a second account, in the same browser) receives it; the owner's
 *    wallet then shows it as shared, without 分享 or 激活, also after a reload. A card is activated with the
 *    number and password the mock badge lists.
 * 2. invoices: request → 开票中 → issued once the mock clock moves on → sent to an e-mail.
 * 3. orders: cancel an unpaid order → 已取消 in 我的订单; delete it after a confirmation → gone from every list.
 * 4. contacts and addresses: add / edit / delete → the buying form's pickers offer exactly the current set.
 * 5. the mock badge: its sheet lists the demo data, the fault controls, the clock and the reset.
 *
 * Each test runs in its own browser context, so each starts from a fresh world.
 */
import { expect, test, type Locator, type Page } from "../support/test";
import { appUrl, expectApplicationForm, main, registerOnScreen, screenTitle, uniqueMobile } from "../support/customer";
import { addSpouseContact, logInTo, requestDemoInvoice } from "../support/journey-steps";

/** Registers a new account from the login screen the page shows, and lands where the login was going. */
async function registerFromLogin(page: Page, mobile: string): Promise<void> {
  await expect(screenTitle(page)).toHaveText("登录");
  await page.getByRole("link", { name: "注册新账号" }).click();
  await registerOnScreen(page, mobile);
}

/**
 * Names the insured of the card being activated: the demo cards to activate (accident, overseas travel) cover a
 * named person, so the form asks who (issue 20 item 8; `card-insured.spec.ts` checks that part).
 */
async function nameTheInsured(page: Page): Promise<void> {
  const insured = page.getByRole("group", { name: "被保险人" });
  await insured.getByLabel("被保险人姓名").fill("张小三");
  await insured.getByLabel("证件号码").fill("11010519491231002X");
}

/** Logs out from the personal centre (asked first), as a customer hands the phone to someone else. */
async function logOut(page: Page): Promise<void> {
  await page.goto("personalCenter");
  await expect(screenTitle(page)).toHaveText("个人中心");
  await page.getByRole("button", { name: "退出登录" }).click();
  await page.getByRole("dialog", { name: "确定要退出登录吗？" }).getByRole("button", { name: "退出" }).click();
  await expect(page).toHaveURL(appUrl("/home"));
}

/** The mock badge's sheet, opened. */
async function openMockSheet(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Mock data and controls" }).click();
  const sheet = page.getByRole("region", { name: "Mock sheet" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Moves the mock clock on with the badge's control (fixtures/README.md "Time"). */
async function advanceClock(page: Page, control: "+1 minute" | "+1 day" | "+30 days"): Promise<void> {
  const sheet = await openMockSheet(page);
  await sheet.getByRole("button", { name: control }).click();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
}

/** The choices of a picker (a select), without its placeholder. */
async function pickerChoices(select: Locator, placeholder: string): Promise<string[]> {
  const texts = await select.locator("option").allTextContents();
  return texts.map((text) => text.trim()).filter((text) => text !== placeholder && text !== "");
}

/** The names in a list of saved items, read from their "edit" links' labels (`编辑{name}` / `编辑{name}的地址`). */
async function savedNames(list: Locator, pattern: RegExp): Promise<string[]> {
  const labels = await list.getByRole("link", { name: pattern }).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? ""));
  return labels.map((label) => pattern.exec(label)?.[1] ?? "");
}

/** The lines of one section of the mock sheet (the list after the heading `title`). */
async function sheetLines(sheet: Locator, title: string): Promise<string[]> {
  const list = sheet.getByRole("heading", { name: title, exact: true }).locator("xpath=following-sibling::ul[1]");
  return list.getByRole("listitem").allTextContents();
}

test.describe("one world through the screens (part B)", () => {
  // Whole journeys across several screens, on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("a shared card reaches the friend's wallet and shows as shared in the owner's; a card activates with the badge's password", async ({ page }) => {
    await logInTo(page, "/myCard");
    const unused = page.getByRole("list", { name: "未使用的卡" });
    await expect(unused.getByRole("listitem")).toHaveCount(2);

    // The card numbers and passwords a tester reads from the mock badge.
    const sheet = await openMockSheet(page);
    const cardLines = await sheetLines(sheet, "Cards (demo account)");
    const toActivate = cardLines.map((line) => /^(K\d+) \/ (\S+) .*待激活/.exec(line)).filter((match) => match !== null);
    expect(toActivate).toHaveLength(2);
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();

    const shared = unused.getByRole("listitem").first();
    const sharedName = (await shared.getByRole("heading").textContent()) ?? "";
    const otherName = (await unused.getByRole("listitem").nth(1).getByRole("heading").textContent()) ?? "";
    expect(sharedName).not.toBe("");
    expect(otherName).not.toBe(sharedName);

    let link = "";
    await test.step("share the first unused card", async () => {
      await shared.getByRole("link", { name: `分享${sharedName}` }).click();
      await expect(screenTitle(page)).toHaveText("分享卡片");
      link = await page.getByRole("textbox", { name: "分享链接" }).inputValue();
      expect(link).toMatch(/\/micromall\/cardShareTo\?ref=[A-Za-z0-9_-]+$/);
      await page.goBack();
      await expect(page).toHaveURL(appUrl("/myCard"));
    });

    await test.step("activate the other card with the number and password from the badge", async () => {
      // The badge lists the wallet's cards in the wallet's order: the second card to activate is the second unused one.
      const [, cardNo = "", password = ""] = toActivate[1] ?? [];
      await page.getByLabel("卡号").fill(cardNo);
      await page.getByLabel("卡密码").fill(password);
      await nameTheInsured(page);
      await page.getByRole("button", { name: "确认激活" }).click();
      await expect(page.getByText("激活成功，已生成保单")).toBeVisible();
      const activated = page.getByRole("list", { name: "已激活的卡" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: otherName }) });
      await expect(activated).toContainText("保单号");
    });

    const friend = uniqueMobile();
    const receivedName = sharedName;
    await test.step("the friend (a second account, same phone) receives the card", async () => {
      await page.getByRole("tab", { name: /未使用/ }).click();
      await expect(unused.getByRole("listitem")).toHaveCount(1);
      await expect(unused.getByRole("heading", { name: sharedName })).toBeVisible();
      await logOut(page);
      await page.goto(link);
      await expect(screenTitle(page)).toHaveText("领取卡片");
      await expect(page.getByRole("heading", { name: receivedName })).toBeVisible();
      await page.getByRole("link", { name: "登录后领取" }).click();
      await registerFromLogin(page, friend);
      await expect(page).toHaveURL(/\/micromall\/cardShareTo\?ref=/);
      await page.getByRole("button", { name: "领取并激活" }).click();
      // a card that covers a named person asks who is insured first (F3)
      const insured = page.getByRole("group", { name: "被保险人" });
      await insured.or(page.getByText("领取成功，已放入您的卡包")).first().waitFor();
      if (await insured.isVisible()) {
        await insured.getByLabel("被保险人姓名").fill("李娜");
        await insured.getByLabel("证件号码").fill("11010519491231002X");
        await page.getByRole("button", { name: "领取并激活" }).click();
      }
      await expect(page.getByText("领取成功，已放入您的卡包")).toBeVisible();
      // G14: the policy number opens the policy as a whole target, and the policy never names the receiver's mobile as 投保人
      const view = page.getByRole("link", { name: /^保单号 P/ });
      expect((await view.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await view.click();
      await expect(page.getByRole("region", { name: "保单信息" })).toBeVisible();
      await expect(main(page)).not.toContainText(friend);
      await page.goto("myCard");
      await page.getByRole("tab", { name: /已激活/ }).click();
      const friendCard = page.getByRole("list", { name: "已激活的卡" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: receivedName }) });
      await expect(friendCard).toHaveCount(1);
      await expect(friendCard).toContainText("保单号");
      await expect(friendCard).toContainText(/来自 .+ 的分享/);
    });

    await test.step("the owner's wallet shows the card as shared, without 分享 or 激活, also after a reload", async () => {
      // the friend logs out first: a logged-in customer is sent on past the login page (G4)
      await logOut(page);
      await logInTo(page, "/myCard");
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        await expect(unused.getByRole("listitem")).toHaveCount(0);
        await page.getByRole("tab", { name: /已分享/ }).click();
        const given = page.getByRole("list", { name: "已分享的卡" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: receivedName }) });
        await expect(given).toHaveCount(1);
        await expect(given).toContainText(/已分享给 .+/);
        await expect(given.getByRole("link", { name: /^分享/ })).toHaveCount(0);
        await expect(given.getByRole("button", { name: /^激活/ })).toHaveCount(0);
        await page.getByRole("tab", { name: /未使用/ }).click();
      }
    });
  });

  test("an invoice requested is 开票中, issued once the mock clock moves on, then sent to an e-mail", async ({ page }) => {
    const { record } = await test.step("request it from the personal centre's 电子发票", () => requestDemoInvoice(page));

    const mine = page.getByRole("list", { name: "全部发票" });
    const item = mine.getByRole("listitem").filter({ hasText: record.policyNo });
    await test.step("my invoices: 开票中, nothing to send yet, also after a reload", async () => {
      await page.getByRole("link", { name: "查看我的发票" }).click();
      await expect(page).toHaveURL(appUrl("/invoiceResulst"));
      await expect(item).toContainText("开票中");
      await page.reload();
      await expect(item).toContainText("开票中");
      await expect(item.getByRole("link", { name: /^发送到邮箱/ })).toHaveCount(0);
    });

    await test.step("a minute later (the badge's clock control) it is issued", async () => {
      await advanceClock(page, "+1 minute");
      await page.reload();
      await expect(item).toContainText("已开票");
      await expect(item).not.toContainText("开票中");
      await page.getByRole("tab", { name: "已开票" }).click();
      await expect(page.getByRole("list", { name: "已开票发票" }).getByRole("listitem").filter({ hasText: record.policyNo })).toBeVisible();
    });

    await test.step("send it to an e-mail address", async () => {
      await page.getByRole("link", { name: `发送到邮箱：${record.riskName}` }).first().click();
      await expect(screenTitle(page)).toHaveText("发送发票到邮箱");
      await page.getByLabel("邮箱地址").fill("finance@example.com");
      await page.getByRole("button", { name: "发送" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确认发送" }).click();
      await expect(main(page)).toContainText("发票已发送至 finance@example.com");
    });
  });

  test("an unpaid order cancelled shows as cancelled in 我的订单; deleted after a confirmation, it leaves every list", async ({ page }) => {
    const overview = page.getByRole("region", { name: "我的概况" });
    const orderCount = overview.getByRole("link", { name: /订单/ }).locator("strong");
    await logInTo(page, "/personalCenter");
    await expect(orderCount).toHaveText(/^\d+$/);
    const countBefore = Number(await orderCount.textContent());

    const list = page.getByRole("list", { name: "订单列表" });
    const tab = (name: string) => page.getByRole("tab", { name });
    let orderNo = "";
    const theOrder = () => list.getByRole("listitem").filter({ has: page.locator(`a[href*="orderId=${orderNo}"]`) });

    await test.step("cancel the first unpaid order from 我的订单", async () => {
      await page.getByRole("link", { name: "我的订单" }).first().click();
      await expect(screenTitle(page)).toHaveText("我的订单");
      await expect(tab("待支付")).toHaveAttribute("aria-selected", "true");
      const first = list.getByRole("listitem").first();
      const href = (await first.getByRole("link", { name: "订单详情" }).getAttribute("href")) ?? "";
      orderNo = new URLSearchParams(href.split("?")[1] ?? "").get("orderId") ?? "";
      expect(orderNo).not.toBe("");
      await expect(first.getByRole("button", { name: /^删除订单/ })).toHaveCount(0);
      await first.getByRole("button", { name: "取消订单" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确定取消" }).click();
      await expect(page.getByText("订单已取消")).toBeVisible();
      await expect(theOrder()).toHaveCount(0);
    });

    await test.step("it is under 已取消, also in its details and after a reload", async () => {
      await tab("已取消").click();
      await expect(theOrder()).toHaveCount(1);
      await page.reload();
      await expect(theOrder()).toHaveCount(1);
      await theOrder().getByRole("link", { name: "订单详情" }).click();
      await expect(page).toHaveURL(appUrl(`/orderDetails?orderId=${orderNo}`));
      await expect(main(page)).toContainText(orderNo);
      await expect(main(page)).toContainText("已取消");
      await page.goBack();
      await expect(page).toHaveURL(appUrl("/applicationEntry?state=3"));
    });

    await test.step("delete it: asked first, then gone from every tab and from the counts, also after a reload", async () => {
      await theOrder().getByRole("button", { name: /^删除订单/ }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("确定删除这个订单吗");
      await dialog.getByRole("button", { name: "再想想" }).click();
      await expect(theOrder()).toHaveCount(1);
      await theOrder().getByRole("button", { name: /^删除订单/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确定删除" }).click();
      await expect(page.getByText("订单已删除")).toBeVisible();
      await expect(theOrder()).toHaveCount(0);
      for (const name of ["待支付", "已支付", "已取消"]) {
        await tab(name).click();
        await expect(tab(name)).toHaveAttribute("aria-selected", "true");
        await expect(page.getByText(/暂无|订单详情/).first()).toBeVisible();
        await expect(theOrder()).toHaveCount(0);
      }
      await page.reload();
      await expect(page.getByText(/暂无|订单详情/).first()).toBeVisible();
      await expect(theOrder()).toHaveCount(0);
      await page.goto(`orderDetails?orderId=${orderNo}`);
      await expect(main(page)).not.toContainText("已取消");
      await page.goto("personalCenter");
      await expect(orderCount).toHaveText(String(countBefore - 1));
    });
  });

  test("contacts and addresses added, edited and deleted: the buying form's pickers offer exactly the current set", async ({ page }) => {
    const contacts = page.getByRole("list", { name: "联系人列表" });
    const addresses = page.getByRole("list", { name: "地址列表" });
    const contactPicker = async (): Promise<string[]> => {
      await page.goto("inputInfo?productCode=EAF");
      await expectApplicationForm(page, "家庭综合意外险");
      const insured = page.getByRole("group", { name: "被保险人1" });
      await insured.getByRole("button", { name: "从常用联系人添加" }).click();
      const select = insured.getByLabel("从常用联系人选择");
      await expect(select).toBeVisible();
      return pickerChoices(select, "请选择联系人");
    };
    const addressPicker = async (): Promise<string[]> => {
      await page.goto("inputInfo?productCode=YAB");
      await expectApplicationForm(page, "家庭财产保险");
      await page.getByRole("button", { name: "从常用地址填写" }).click();
      const select = page.getByLabel("从常用地址选择");
      await expect(select).toBeVisible();
      return pickerChoices(select, "请选择地址");
    };
    const currentContacts = async (): Promise<string[]> => {
      await page.goto("contacts");
      await expect(contacts).toBeVisible();
      return savedNames(contacts, /^编辑(.+)$/);
    };
    const currentReceivers = async (): Promise<string[]> => {
      await page.goto("address");
      await expect(addresses).toBeVisible();
      return savedNames(addresses, /^编辑(.+)的地址$/);
    };

    await logInTo(page, "/contacts");
    await test.step("a contact added, then renamed: the insured's picker offers exactly the saved contacts", async () => {
      await addSpouseContact(page);
      await page.getByRole("link", { name: "编辑王小明" }).click();
      await page.getByLabel("姓名").fill("王晓明");
      await page.getByRole("button", { name: "保存" }).click();
      await expect(contacts.getByRole("link", { name: "编辑王晓明" })).toBeVisible();
      const saved = await currentContacts();
      expect(saved).toContain("王晓明");
      expect(saved).not.toContain("王小明");
      expect((await contactPicker()).sort()).toEqual([...saved].sort());
    });

    await test.step("the contact deleted: gone from the picker", async () => {
      await page.goto("contacts");
      await contacts.getByRole("button", { name: "删除王晓明" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确认删除" }).click();
      await expect(contacts.getByRole("link", { name: "编辑王晓明" })).toHaveCount(0);
      const saved = await currentContacts();
      expect(saved).not.toContain("王晓明");
      expect((await contactPicker()).sort()).toEqual([...saved].sort());
    });

    await test.step("an address added, then edited: the home's address picker offers exactly the saved addresses and fills the chosen one", async () => {
      await page.goto("address");
      await page.getByRole("link", { name: "新增地址" }).click();
      await page.getByLabel("收件人").fill("收件甲");
      await page.getByLabel("手机号码").fill("13912345678");
      await page.getByLabel("省份").selectOption("四川省");
      await page.getByLabel("城市").selectOption("成都市");
      await page.getByLabel("区县").selectOption("武侯区");
      await page.getByLabel("详细地址").fill("幸福路1号");
      await page.getByLabel("邮政编码").fill("610041");
      await page.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(appUrl("/address"));
      await addresses.getByRole("link", { name: "编辑收件甲的地址" }).click();
      await page.getByLabel("详细地址").fill("幸福路2号");
      await page.getByRole("button", { name: "保存" }).click();
      await expect(addresses.getByRole("listitem").filter({ hasText: "收件甲" })).toContainText("幸福路2号");
      const saved = await currentReceivers();
      expect(saved).toContain("收件甲");
      const choices = await addressPicker();
      expect(choices.map((choice) => choice.split(" ")[0]).sort()).toEqual([...saved].sort());
      expect(choices).toContain("收件甲 四川省成都市武侯区幸福路2号");
      await page.getByLabel("从常用地址选择").selectOption({ label: "收件甲 四川省成都市武侯区幸福路2号" });
      await expect(page.getByLabel("房屋地址")).toHaveValue("四川省成都市武侯区幸福路2号");
    });

    await test.step("the address deleted: gone from the picker", async () => {
      await page.goto("address");
      await addresses.getByRole("button", { name: "删除收件甲的地址" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确认删除" }).click();
      await expect(addresses.getByRole("link", { name: "编辑收件甲的地址" })).toHaveCount(0);
      const saved = await currentReceivers();
      const choices = await addressPicker();
      expect(choices.map((choice) => choice.split(" ")[0]).sort()).toEqual([...saved].sort());
      expect(choices.some((choice) => choice.startsWith("收件甲"))).toBe(false);
    });
  });

  test("the mock badge lists the demo data and the controls; resetting the world undoes what was done", async ({ page }) => {
    await logInTo(page, "/myCard");
    const sheet = await openMockSheet(page);
    await test.step("the demo data a tester needs", async () => {
      expect((await sheetLines(sheet, "Accounts"))[0]).toMatch(/^13800000000 \/ Demo1234 \(\S+ \d{17}[\dX]\)$/);
      const cards = await sheetLines(sheet, "Cards (demo account)");
      expect(cards.filter((line) => /^K\d{14} \/ \d{6} 待激活$/.test(line))).toHaveLength(2);
      const plates = await sheetLines(sheet, "Plates and engine numbers");
      expect(plates.length).toBeGreaterThan(0);
      for (const line of plates) expect(line).toMatch(/^\S+ engine [A-Z0-9]{6,20} VIN [A-HJ-NPR-Z0-9]{17} \(/);
      const policies = await sheetLines(sheet, "Policies of the demo holder");
      for (const line of ["car", "gas", "internet", "other"]) expect(policies.some((entry) => entry.startsWith(`${line}: P`))).toBe(true);
      const claims = await sheetLines(sheet, "Claims of the demo holder");
      expect(claims.some((entry) => /^car: C[A-Z]*\d+/.test(entry))).toBe(true);
      expect(claims.some((entry) => /^noCar: C[A-Z]*\d+/.test(entry))).toBe(true);
      const codes = await sheetLines(sheet, "Benefit codes");
      for (const kind of ["works", "used", "expired", "invalid"]) expect(codes.some((line) => line.startsWith(`${kind}: HX`))).toBe(true);
    });
    await test.step("the controls: faults, the clock, the reset", async () => {
      await expect(sheet.getByRole("combobox", { name: "Scenario" })).toBeVisible();
      await expect(sheet.getByRole("textbox", { name: "Call (empty: every call)" })).toBeVisible();
      await expect(sheet.getByRole("textbox", { name: "Times (empty: until cleared)" })).toBeVisible();
      for (const control of ["Fault once", "Fault N times / until cleared", "Clear fault", "+1 minute", "+1 day", "+30 days", "Reset the world"]) {
        await expect(sheet.getByRole("button", { name: control })).toBeVisible();
      }
    });
    await test.step("activate a card, reset the world: the card is to activate again", async () => {
      const [, cardNo = "", password = ""] = /^(K\d+) \/ (\d+) 待激活$/.exec((await sheetLines(sheet, "Cards (demo account)"))[0] ?? "") ?? [];
      await sheet.getByRole("button", { name: "Close" }).click();
      await page.getByLabel("卡号").fill(cardNo);
      await page.getByLabel("卡密码").fill(password);
      await nameTheInsured(page);
      await page.getByRole("button", { name: "确认激活" }).click();
      await expect(page.getByText("激活成功，已生成保单")).toBeVisible();
      await page.getByRole("tab", { name: /未使用/ }).click();
      await expect(page.getByRole("list", { name: "未使用的卡" }).getByRole("listitem")).toHaveCount(1);
      const again = await openMockSheet(page);
      await again.getByRole("button", { name: "Reset the world" }).click();
      await page.waitForLoadState("load");
      await logInTo(page, "/myCard");
      await expect(page.getByRole("list", { name: "未使用的卡" }).getByRole("listitem")).toHaveCount(2);
    });
  });
});
