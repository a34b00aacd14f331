import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cardAmountText } from "@micromall/domain";
import { MOCK_CARD_PASSWORD } from "@micromall/fixtures/node";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { providePageShare, type PageShare } from "../../../state/page-share";
import { useAppStore } from "../../../state/store";
import { describedText, storageText } from "../../test-support/dom";
import { getUiState } from "../../../ui/ui-store";
import { MOCK_SMS_CODE, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import CardShareScreen from "./CardShareScreen";
import CardShareToScreen from "./CardShareToScreen";
import MyCardScreen from "./MyCardScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function cardsOf(mallId: string) {
  const result = await callGateway("queryInsuranceCardList", { mallId });
  if (!result.ok) throw new Error("queryInsuranceCardList failed");
  return result.data;
}

async function firstUnused(mallId: string) {
  const card = (await cardsOf(mallId)).find((candidate) => candidate.state === "0");
  if (card === undefined) throw new Error("the demo account has an unused card");
  return card;
}

/** Names the fixtures' second holder as the insured (relationship 601004 其他), a right insured for any card. */
async function nameAnotherInsured(clicker: ReturnType<typeof userEvent.setup>) {
  const person = server.db.data.holders[1];
  if (person === undefined) throw new Error("the fixtures have a second holder");
  await clicker.selectOptions(screen.getByLabelText("与您的关系"), "601004");
  await waitFor(() => expect((screen.getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe(""));
  await clicker.type(screen.getByLabelText("被保险人姓名"), person.name);
  await clicker.type(screen.getByLabelText("证件号码"), person.idNumber);
}

describe("/myCard", () => {
  it("shows the cards by tab with the amount in the card format", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    const list = await screen.findByRole("list", { name: "未使用的卡" });
    expect(within(list).getByText(card.cardName)).toBeTruthy();
    expect(list.textContent).toContain(`保额 ${cardAmountText(card.amount)}元`);
    await clicker.click(screen.getByRole("tab", { name: /已过期/ }));
    expect(await screen.findByRole("list", { name: "已过期的卡" })).toBeTruthy();
  });

  it("says at 卡密码 where a card's password is (customer rehearsal 3: no screen showed it)", async () => {
    await logInAsDemo();
    renderScreen(MyCardScreen, { path: "/myCard" });
    const password = await screen.findByLabelText("卡密码");
    expect(describedText(password)).toBe("实体卡的卡密码在卡背面的涂层下；在商城购买的电子卡，卡密码随购卡短信发送到购买人的手机。亲友分享的卡领取时即已激活，不需要卡密码。");
  });

  it("in English shows the sum insured without 万 and the card's name as data", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    setLocale("en");
    renderScreen(MyCardScreen, { path: "/myCard" });
    const name = await screen.findByRole("heading", { name: card.cardName });
    expect(name.getAttribute("lang")).toBe("zh-CN");
    const item = name.closest("li");
    expect(item?.textContent).toContain(`Sum insured ¥${cardAmountText(card.amount, "en")}`);
    expect(item?.textContent).not.toMatch(/万/);
  });

  it("shows a card a friend received under shared, naming the friend, with nothing to share or activate", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    if (card.shareRef === undefined) throw new Error("an unused card carries its share reference");
    const friend = await callGateway("register", { mobile: "15912340000", verifyCode: MOCK_SMS_CODE, password: "Friend123" });
    if (!friend.ok) throw new Error("the friend registers");
    // the card covers a named person: the friend names the insured (F3)
    const insured = { insuredName: "李娜", identifyType: "01", identifyNumber: "11010519491231002X", insuredRelationship: "601005" };
    const received = await callGateway("activeCard", { cardNo: "", cardPassword: "", mallId: friend.data.mallId, shareRef: card.shareRef, ...insured });
    expect(received.ok).toBe(true);
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    const unused = await screen.findByRole("list", { name: "未使用的卡" });
    expect(within(unused).queryByText(card.cardName)).toBeNull();
    await clicker.click(screen.getByRole("tab", { name: /已分享 1/ }));
    const shared = await screen.findByRole("list", { name: "已分享的卡" });
    const item = within(shared).getByText(card.cardName).closest("li");
    expect(item?.textContent).toMatch(/已分享给 \S*\*/);
    expect(within(shared).queryByRole("link", { name: /^分享/ })).toBeNull();
    expect(within(shared).queryByRole("button", { name: /^激活/ })).toBeNull();
  });

  it("activates a card that covers a named person for the insured the customer names, and shows it under activated (issue 20 item 8)", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    expect(card.insuredRequired).toBe(true);
    const person = server.db.data.holders[1];
    if (person === undefined) throw new Error("the fixtures have a second holder");
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    expect(screen.queryByRole("group", { name: "被保险人" })).toBeNull();
    await clicker.click(await screen.findByRole("button", { name: `激活${card.cardName}` }));
    expect((screen.getByLabelText("卡号") as HTMLInputElement).value).toBe(card.cardNo);
    expect(document.activeElement).toBe(screen.getByLabelText("卡密码"));
    await clicker.type(screen.getByLabelText("卡密码"), MOCK_CARD_PASSWORD);
    expect(storageText(sessionStorage)).not.toContain(MOCK_CARD_PASSWORD);
    // the card covers a named person: the form asks who
    const insured = screen.getByRole("group", { name: "被保险人" });
    expect((within(insured).getByLabelText("与您的关系") as HTMLSelectElement).value).toBe("601005");
    await clicker.selectOptions(within(insured).getByLabelText("与您的关系"), "601004");
    await clicker.type(within(insured).getByLabelText("被保险人姓名"), person.name);
    await clicker.type(within(insured).getByLabelText("证件号码"), person.idNumber);
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    const activated = await screen.findByRole("list", { name: "已激活的卡" });
    await waitFor(() => expect(within(activated).getAllByText(card.cardName).length).toBeGreaterThan(0));
    expect((await cardsOf(user.mallId)).find((candidate) => candidate.cardNo === card.cardNo)?.state).toBe("1");
    const owner = server.db.userByMallId(user.mallId);
    if (owner === undefined) throw new Error("the demo account is logged in");
    const stored = server.db.account(owner).cards.find((candidate) => candidate.card.cardNo === card.cardNo);
    expect(stored?.insured).toEqual({ name: person.name, identifyType: "01", identifyNumber: person.idNumber, relationship: "601004" });
  });

  it("with 本人 fills the insured's name and identity number from the verified account, and activates for them (F16)", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    const identity = await callGateway("lookIdentify", { mallId: user.mallId });
    if (!identity.ok) throw new Error("the demo account is identity-verified");
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.click(await screen.findByRole("button", { name: `激活${card.cardName}` }));
    await clicker.type(screen.getByLabelText("卡密码"), MOCK_CARD_PASSWORD);
    const insured = screen.getByRole("group", { name: "被保险人" });
    expect((within(insured).getByLabelText("与您的关系") as HTMLSelectElement).value).toBe("601005");
    await waitFor(() => expect((within(insured).getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe(identity.data.name));
    expect((within(insured).getByLabelText("证件号码") as HTMLInputElement).value).toBe(identity.data.identifyNumber);
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    await screen.findByRole("list", { name: "已激活的卡" });
    const owner = server.db.userByMallId(user.mallId);
    if (owner === undefined) throw new Error("the demo account is logged in");
    const stored = server.db.account(owner).cards.find((candidate) => candidate.card.cardNo === card.cardNo);
    expect(stored?.insured).toEqual({ name: identity.data.name, identifyType: identity.data.identifyType, identifyNumber: identity.data.identifyNumber, relationship: "601005" });
  });

  it("checks the insured when the customer leaves each field, naming the exact fault, and sends nothing before they are right", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.type(await screen.findByLabelText("卡号"), card.cardNo);
    await clicker.type(screen.getByLabelText("卡密码"), MOCK_CARD_PASSWORD);
    const insured = screen.getByRole("group", { name: "被保险人" });
    const name = within(insured).getByLabelText("被保险人姓名");
    // 本人 on the verified demo account starts filled (F16): the customer types over it
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(""));
    await clicker.clear(name);
    await clicker.type(name, "李4");
    await clicker.tab();
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(name)).toContain("被保险人姓名只能包含中文或字母");
    const number = within(insured).getByLabelText("证件号码");
    await clicker.clear(number);
    await clicker.type(number, "110105194912310021");
    await clicker.tab();
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(number)).toContain("身份证号码校验位不正确");
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    expect(document.activeElement).toBe(name);
    expect((await cardsOf(user.mallId)).find((candidate) => candidate.cardNo === card.cardNo)?.state).toBe("0");
  });

  it("asks no insured for a card that covers a thing (a home, a handset)", async () => {
    const user = await logInAsDemo();
    const home = (await cardsOf(user.mallId)).find((candidate) => candidate.insuredRequired !== true);
    if (home === undefined) throw new Error("the demo account has a card that covers a thing");
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.type(await screen.findByLabelText("卡号"), home.cardNo);
    expect(screen.queryByRole("group", { name: "被保险人" })).toBeNull();
    expect(screen.queryByLabelText("被保险人姓名")).toBeNull();
  });

  it("says a wrong password for a card of the wallet at 卡密码, focused, and leaves the number alone (customer report 3 H13)", async () => {
    const user = await logInAsDemo();
    const card = await firstUnused(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    // the customer's path: 激活 on the card prefills its number from the wallet
    await clicker.click(await screen.findByRole("button", { name: `激活${card.cardName}` }));
    await clicker.type(screen.getByLabelText("卡密码"), "000000");
    // the card covers a named person: a right insured, so the gateway's refusal is about the password
    await nameAnotherInsured(clicker);
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    const password = screen.getByLabelText("卡密码");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(password)).toContain("卡密码不正确");
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe("");
    const number = screen.getByLabelText("卡号");
    expect(number.getAttribute("aria-invalid")).not.toBe("true");
    expect(describedText(number)).not.toContain("错误");
    expect((number as HTMLInputElement).value).toBe(card.cardNo);
    expect(getUiState().toast?.message ?? "").not.toMatch(/密码/);
  });

  it("says a refusal of a number the customer typed (not one of the wallet's) at both fields, naming both", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.type(await screen.findByLabelText("卡号"), "K20269999999999");
    await clicker.type(screen.getByLabelText("卡密码"), MOCK_CARD_PASSWORD);
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    const number = screen.getByLabelText("卡号");
    const password = screen.getByLabelText("卡密码");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(number)).toMatch(/卡号.*卡密码/);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(number);
    expect((number as HTMLInputElement).value).toBe("K20269999999999");
    expect((password as HTMLInputElement).value).toBe("");
  });

  it("says a refusal of the card itself (already activated) at the number, in the gateway's words", async () => {
    const user = await logInAsDemo();
    const activated = (await cardsOf(user.mallId)).find((candidate) => candidate.state === "1" && candidate.sharedTo === undefined);
    if (activated === undefined) throw new Error("the demo account has an activated card");
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.type(await screen.findByLabelText("卡号"), activated.cardNo);
    await clicker.type(screen.getByLabelText("卡密码"), MOCK_CARD_PASSWORD);
    if (activated.insuredRequired === true) await nameAnotherInsured(clicker);
    await clicker.click(screen.getByRole("button", { name: "确认激活" }));
    const number = screen.getByLabelText("卡号");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(number)).toContain("该卡已激活");
    expect(document.activeElement).toBe(number);
    expect(screen.getByLabelText("卡密码").getAttribute("aria-invalid")).not.toBe("true");
  });
});

describe("sharing a card", () => {
  it("shares a link with the one-time reference, never the password or number, and the receiver receives it once", async () => {
    const sender = await logInAsDemo();
    const card = await firstUnused(sender.mallId);
    const share = renderScreen(CardShareScreen, { path: "/cardShare", url: `/cardShare?cardNo=${card.cardNo}` });
    const link = (await screen.findByRole("textbox", { name: "分享链接" })) as HTMLInputElement;
    expect(link.value).toMatch(/\/cardShareTo\?ref=[A-Za-z0-9_-]+$/);
    expect(link.value).not.toContain(MOCK_CARD_PASSWORD);
    expect(link.value).not.toContain(card.cardNo);
    expect(screen.getByRole("button", { name: "复制链接" })).toBeTruthy();
    const path = new URL(link.value).pathname.replace(/^.*\/cardShareTo/, "/cardShareTo") + new URL(link.value).search;
    share.unmount();

    // The receiver, logged out: sees who sent what, and is asked to log in first.
    act(() => useAppStore.getState().logout());
    const visitor = renderScreen(CardShareToScreen, { path: "/cardShareTo", url: path });
    expect(await screen.findByText(/送您一张保险卡/)).toBeTruthy();
    expect(screen.getByText(card.cardName)).toBeTruthy();
    expect(screen.getByRole("link", { name: "登录后领取" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    visitor.unmount();

    // Logged in as another customer: receives it.
    server.db.addUser("13922223333", "Other2024");
    const login = await callGateway("login", { mobile: "13922223333", password: "Other2024" });
    if (!login.ok) throw new Error("login failed");
    act(() => useAppStore.getState().loginSucceeded(login.data));
    const clicker = userEvent.setup();
    const receiver = renderScreen(CardShareToScreen, { path: "/cardShareTo", url: path });
    // the card covers a named person: the receiver is asked who is insured from the start, as the wallet's
    // activation asks (F3); one tap after valid input receives it (customer report 3 H14)
    expect(card.insuredRequired).toBe(true);
    await screen.findByRole("button", { name: "领取并激活" });
    const insured = screen.getByRole("group", { name: "被保险人" });
    expect((within(insured).getByLabelText("与您的关系") as HTMLSelectElement).value).toBe("601005");
    // a tap with the insured still empty receives nothing and goes to the first fault
    await clicker.click(screen.getByRole("button", { name: "领取并激活" }));
    const name = within(insured).getByLabelText("被保险人姓名");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(screen.queryByText("领取成功，已放入您的卡包")).toBeNull();
    const person = server.db.data.holders[2];
    if (person === undefined) throw new Error("the fixtures have a third holder");
    await clicker.type(name, person.name);
    await clicker.type(within(insured).getByLabelText("证件号码"), person.idNumber);
    await clicker.click(screen.getByRole("button", { name: "领取并激活" }));
    expect(await screen.findByText("领取成功，已放入您的卡包")).toBeTruthy();
    const received = (await cardsOf(login.data.mallId)).find((candidate) => candidate.cardNo === card.cardNo);
    expect(received?.state).toBe("1");
    // its policy is the receiver's: the number opens it
    const policyLink = screen.getByRole("link", { name: new RegExp(received?.policyNo ?? "none") });
    expect(policyLink.getAttribute("href")).toBe(`/policyDetails?policyNo=${received?.policyNo ?? ""}`);
    const mine = await callGateway("corePolicyList", { mallId: login.data.mallId });
    expect(mine.ok && mine.data.map((policy) => [policy.policyNo, policy.insuredName])).toEqual([[received?.policyNo, person.name]]);
    receiver.unmount();

    // The link again: already received.
    renderScreen(CardShareToScreen, { path: "/cardShareTo", url: path });
    expect(await screen.findByText("这张卡已被领取")).toBeTruthy();
  });

  it("in the messenger, sets the page's share card through the share port instead of a copy link", async () => {
    const sender = await logInAsDemo();
    const card = await firstUnused(sender.mallId);
    const shared: (PageShare | null)[] = [];
    const undo = providePageShare({ inMessenger: true, apply: (share) => shared.push(share) });
    try {
      const view = renderScreen(CardShareScreen, { path: "/cardShare", url: `/cardShare?cardNo=${card.cardNo}` });
      await waitFor(() => expect(shared.length).toBeGreaterThan(0));
      const first = shared[0];
      expect(first?.link).toMatch(/\/cardShareTo\?ref=[A-Za-z0-9_-]+$/);
      expect(JSON.stringify(first)).not.toContain(MOCK_CARD_PASSWORD);
      expect(first?.desc).toContain(cardAmountText(card.amount));
      expect(screen.queryByRole("button", { name: "复制链接" })).toBeNull();
      expect(screen.getByText(/发送给朋友/)).toBeTruthy();
      view.unmount();
      expect(shared[shared.length - 1]).toBeNull();
    } finally {
      undo();
    }
  });

  it("says the card stays unused until a friend receives it; the sender's own link offers no receiving (G23)", async () => {
    const sender = await logInAsDemo();
    const card = await firstUnused(sender.mallId);
    const share = renderScreen(CardShareScreen, { path: "/cardShare", url: `/cardShare?cardNo=${card.cardNo}` });
    const link = (await screen.findByRole("textbox", { name: "分享链接" })) as HTMLInputElement;
    expect(screen.getByText(/领取前.*未使用.*领取后.*已分享/)).toBeTruthy();
    const path = new URL(link.value).pathname.replace(/^.*\/cardShareTo/, "/cardShareTo") + new URL(link.value).search;
    share.unmount();
    renderScreen(CardShareToScreen, { path: "/cardShareTo", url: path });
    expect(await screen.findByText("这是您分享出去的卡")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "领取并激活" })).toBeNull();
    expect(screen.getByRole("link", { name: "查看我的卡包" }).getAttribute("href")).toBe("/myCard");
  });

  it("opens an activated card's policy from its number; a card given away names no policy link (G23)", async () => {
    const user = await logInAsDemo();
    const activated = (await cardsOf(user.mallId)).find((candidate) => candidate.state === "1" && candidate.policyNo !== undefined && candidate.sharedTo === undefined);
    if (activated?.policyNo === undefined) throw new Error("the demo account has an activated card with a policy");
    const clicker = userEvent.setup();
    renderScreen(MyCardScreen, { path: "/myCard" });
    await clicker.click(await screen.findByRole("tab", { name: /已激活/ }));
    const list = await screen.findByRole("list", { name: "已激活的卡" });
    const policy = within(list).getByRole("link", { name: new RegExp(activated.policyNo) });
    expect(policy.getAttribute("href")).toBe(`/policyDetails?policyNo=${activated.policyNo}`);
  });

  it("explains a link that is not a reference", async () => {
    renderScreen(CardShareToScreen, { path: "/cardShareTo", url: "/cardShareTo?ref=%3Cb%3Ebad" });
    expect(await screen.findByText("分享链接无效或已失效")).toBeTruthy();
  });

  it("explains a reference the gateway does not know", async () => {
    renderScreen(CardShareToScreen, { path: "/cardShareTo", url: "/cardShareTo?ref=Rnotarealref" });
    expect(await screen.findByText("分享链接无效或已失效")).toBeTruthy();
  });
});
