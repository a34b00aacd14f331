import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VEHICLE_DRAFT_ID } from "@micromall/domain";
import { draftSuffix } from "../../../state/draft";
import { STORAGE_KEYS, writeStored } from "../../../state/storage";
import { callGateway } from "../../../gateway/client";
import { holdFirstPremiumAnswer, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { setLocale } from "../../../i18n";
import InsureRightScreen from "./InsureRightScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 60_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

type User = ReturnType<typeof userEvent.setup>;

const PLATE = "粤B12345";
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const invalid = (label: string) => screen.getByLabelText(label).getAttribute("aria-invalid") === "true";

function open(url = "/insureRight?productCode=DAA") {
  return renderScreen(InsureRightScreen, { path: "/insureRight", url });
}

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== "") await user.type(field, value);
}

function demoHolder() {
  const holder = server.db.data.holders[0];
  if (holder === undefined) throw new Error("the fixtures have a first holder");
  return holder;
}

/** Fills the lookup with the demo holder's vehicle (or another plate) and asks. */
async function lookUp(user: User, plate = PLATE) {
  const holder = demoHolder();
  await replace(user, await screen.findByLabelText("车牌号"), plate);
  await replace(user, screen.getByLabelText("车主姓名/单位名称"), holder.name);
  await user.selectOptions(screen.getByLabelText("车主证件类型"), "01");
  await replace(user, screen.getByLabelText("车主证件号码"), holder.idNumber);
  await user.click(screen.getByRole("button", { name: "查询续保方案" }));
}

/** Lookup → renewal offer taken → the covers step. */
async function toCovers(user: User) {
  await lookUp(user);
  await user.click(await screen.findByRole("button", { name: "按此方案续保" }));
  await screen.findByRole("group", { name: "商业险" });
}

async function ordersOf(mallId: string) {
  const result = await callGateway("oderList", { mallId, pageNo: 1, pageSize: 50 });
  if (!result.ok) throw new Error("oderList failed");
  return result.data.total;
}

describe("/insureRight: the vehicle lookup", () => {
  it("shows every missing field at once and focuses the first", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await replace(user, await screen.findByLabelText("车牌号"), "");
    // the verified demo customer's own name and number come filled: emptied here
    await waitFor(() => expect(valueOf(screen.getByLabelText("车主证件号码"))).not.toBe(""));
    await replace(user, screen.getByLabelText("车主姓名/单位名称"), "");
    await replace(user, screen.getByLabelText("车主证件号码"), "");
    await user.click(screen.getByRole("button", { name: "查询续保方案" }));
    await waitFor(() => expect(invalid("车牌号")).toBe(true));
    expect(invalid("车主姓名/单位名称")).toBe(true);
    expect(invalid("车主证件号码")).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText("车牌号"));
    expect(screen.getAllByRole("listitem").find((item) => item.getAttribute("aria-current") === "step")?.textContent).toContain("查询车辆");
  });

  it("says when the renewal starts: the day after the current policy ends, which stays as it is (customer rehearsal 5)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await lookUp(user);
    const current = await screen.findByRole("region", { name: "当前保单" });
    const end = /保险止期(\d{4}-\d{2}-\d{2})/.exec((current.textContent ?? "").replace(/\s/g, ""))?.[1] ?? "";
    expect(end).not.toBe("");
    const next = new Date(`${end}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const start = next.toISOString().slice(0, 10);
    expect(current.textContent).toContain(`新保单自 ${start} 起生效`);
    expect(current.textContent).toContain(`当前保单到 ${end} 的保障不受影响`);
    act(() => setLocale("en"));
    const english = await screen.findByRole("region", { name: "Current policy" });
    expect(english.textContent).toContain(`the new policy starts on ${start}, the day after the current one ends; your current cover until ${end} stays as it is`);
  });

  it("checks the plate by the §5 plate rule (limit 8)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await lookUp(user, "粤BI2345");
    await waitFor(() => expect(invalid("车牌号")).toBe(true));
    expect(invalid("车主姓名/单位名称")).toBe(false);
    expect(screen.getByLabelText("车牌号").getAttribute("maxlength")).toBe("8");
  });

  it("checks the number by its identity type, offering 01 / 11 / 13 only", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    const types = await screen.findByLabelText("车主证件类型");
    expect([...(types as HTMLSelectElement).options].map((option) => option.value).filter(Boolean)).toEqual(["01", "11", "13"]);
    await replace(user, screen.getByLabelText("车牌号"), PLATE);
    await replace(user, screen.getByLabelText("车主姓名/单位名称"), "某某科技（深圳）有限公司");
    await user.selectOptions(types, "13");
    await replace(user, screen.getByLabelText("车主证件号码"), "91350100M000100Y40");
    await user.click(screen.getByRole("button", { name: "查询续保方案" }));
    await waitFor(() => expect(invalid("车主证件号码")).toBe(true));
    expect(invalid("车主姓名/单位名称")).toBe(false);
  });

  it("fills the owner from a verified customer's identity; a vehicle saved for another owner gets no number of theirs (customer rehearsal 3)", async () => {
    const account = await logInAsDemo();
    const identity = await callGateway("lookIdentify", { mallId: account.mallId });
    if (!identity.ok) throw new Error("the demo account is identity-verified");
    open();
    await waitFor(() => expect(valueOf(screen.getByLabelText("车主姓名/单位名称"))).toBe(identity.data.name));
    expect(valueOf(screen.getByLabelText("车主证件类型"))).toBe(identity.data.identifyType);
    expect(valueOf(screen.getByLabelText("车主证件号码"))).toBe(identity.data.identifyNumber);
    cleanup();
    resetBrowserState();

    const again = await logInAsDemo();
    const vehicle = { licenseNo: "粤A88888", frameNo: "", engineNo: "", registerDate: "", ownerName: "李四", savedAt: "2026-11-20T00:00:00Z" };
    writeStored(STORAGE_KEYS.draft, JSON.stringify(vehicle), draftSuffix(again.mallId, VEHICLE_DRAFT_ID));
    open();
    expect(valueOf(await screen.findByLabelText("车主姓名/单位名称"))).toBe("李四");
    await act(async () => undefined);
    expect(valueOf(screen.getByLabelText("车主证件号码"))).toBe("");
  });

  it("pre-fills plate and owner from the vehicle saved on /carCollect", async () => {
    const account = await logInAsDemo();
    const vehicle = { licenseNo: "粤A88888", frameNo: "", engineNo: "", registerDate: "", ownerName: "李四", savedAt: "2026-11-20T00:00:00Z" };
    writeStored(STORAGE_KEYS.draft, JSON.stringify(vehicle), draftSuffix(account.mallId, VEHICLE_DRAFT_ID));
    open();
    expect(valueOf(await screen.findByLabelText("车牌号"))).toBe("粤A88888");
    expect(valueOf(screen.getByLabelText("车主姓名/单位名称"))).toBe("李四");
  });
});

describe("/insureRight: the offer and the covers", () => {
  it("shows the renewal offer of the vehicle's current policy", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await lookUp(user);
    const vehicle = await screen.findByRole("region", { name: "车辆信息" });
    expect(vehicle.textContent).toContain(PLATE);
    expect(vehicle.textContent).toContain("大众朗逸");
    const current = screen.getByRole("region", { name: "当前保单" });
    expect(current.textContent).toMatch(/保险止期\d{4}-\d{2}-\d{2}/);
    const covers = screen.getByRole("region", { name: "续保保障" });
    expect(covers.textContent).toContain("机动车交通事故责任强制保险");
    expect(covers.textContent).toContain("机动车损失保险");
  });

  it("offers a new vehicle the default covers when it has no current policy", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await lookUp(user, "粤B99999");
    expect(await screen.findByText(/未查询到该车辆在我司的有效保单/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "推荐保障" }).textContent).toContain("机动车第三者责任保险200万元");
    await user.click(screen.getByRole("button", { name: "按推荐保障投保" }));
    expect(await screen.findByLabelText("机动车第三者责任保险保额")).toBeTruthy();
    expect(screen.getByRole("link", { name: "了解机动车损失保险" }).getAttribute("href")).toBe("/DDA");
  });

  it("says a rider needs its main cover on the rider, and prices again when a sum changes", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    await toCovers(user);
    const footer = await screen.findByText(/^保费 ¥/);
    const before = footer.textContent;
    await user.click(screen.getByRole("checkbox", { name: "投保附加车身划痕损失险" }));
    const damage = screen.getByRole("checkbox", { name: "投保机动车损失保险" });
    if ((damage as HTMLInputElement).checked) await user.click(damage);
    expect(await screen.findByText("附加车身划痕损失险须同时投保机动车损失保险")).toBeTruthy();
    expect(screen.getByText("请先调整保障")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "下一步：填写投保人" }));
    expect(document.activeElement).toBe(screen.getByLabelText("附加车身划痕损失险保额"));
    await user.click(damage);
    await user.selectOptions(screen.getByLabelText("附加车身划痕损失险保额"), "2000000");
    await waitFor(() => expect(screen.getByText(/^保费 ¥/).textContent).not.toBe(before));
  });

  it("never shows a premium answer that arrives after a newer one", async () => {
    await logInAsDemo();
    const premium = holdFirstPremiumAnswer(server);
    const user = userEvent.setup();
    open();
    await toCovers(user);
    await waitFor(() => expect(premium.calls()).toBe(1));
    await user.selectOptions(screen.getByLabelText("机动车第三者责任保险保额"), "300000000");
    expect(await screen.findByText("保费 ¥222.00")).toBeTruthy();
    premium.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText("保费 ¥222.00")).toBeTruthy();
    expect(screen.queryByText(/111\.00/)).toBeNull();
  });
});

describe("/insureRight: the applicant and the proposal", () => {
  async function toApplicant(user: User) {
    await toCovers(user);
    await screen.findByText(/^保费 ¥/);
    await user.click(screen.getByRole("button", { name: "下一步：填写投保人" }));
    return screen.findByRole("group", { name: "投保人信息" });
  }

  it("shows every applicant error at once, focuses the first, and asks for the agreement", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    const applicant = await toApplicant(user);
    // the applicant starts as the owner, with the account's e-mail (customer rehearsal 5)
    expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).toBe(demoHolder().name);
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("电子邮箱（选填）"))).toMatch(/@example\.com$/));
    await replace(user, within(applicant).getByLabelText("投保人姓名"), "");
    await replace(user, within(applicant).getByLabelText("手机号码"), "123");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    const name = within(applicant).getByLabelText("投保人姓名");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(within(applicant).getByLabelText("手机号码").getAttribute("aria-invalid")).toBe("true");
    const agreement = screen.getByRole("checkbox", { name: /我已阅读并同意/ });
    expect((agreement as HTMLInputElement).checked).toBe(false);
    expect(agreement.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "阅读《投保须知、保险条款和投保声明》" }).getAttribute("href")).toBe("/insuranceGuide?productCode=DAA");
  });

  it("saves one proposal however often the button is tapped, then opens the order", async () => {
    const account = await logInAsDemo();
    const before = await ordersOf(account.mallId);
    const user = userEvent.setup();
    const view = open();
    const applicant = await toApplicant(user);
    await replace(user, within(applicant).getByLabelText("手机号码"), "13912345678");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    const pay = await screen.findByRole("button", { name: /立即投保 ¥/ });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    // the order replaces the applicant step: back never shows the filled form again (issue 20 item 5)
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(view.router.state.location.search).toMatch(/^\?orderId=O\d+/);
    expect(await ordersOf(account.mallId)).toBe(before + 1);
  });

  it("keeps everything typed when saving fails", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "saveProposal" });
    const user = userEvent.setup();
    const view = open();
    const applicant = await toApplicant(user);
    await replace(user, within(applicant).getByLabelText("手机号码"), "13912345678");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/insureRight");
    expect(valueOf(within(applicant).getByLabelText("手机号码"))).toBe("13912345678");
  });

  it("fills the applicant's birthday and sex from a confirmed ID card number, as the application form does", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open();
    const applicant = await toApplicant(user);
    await user.selectOptions(within(applicant).getByLabelText("证件类型"), "01");
    await replace(user, within(applicant).getByLabelText("证件号码"), "11010519491231002X");
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("出生日期"))).toBe("1949-12-31"));
    expect(valueOf(within(applicant).getByLabelText("性别"))).toBe("106002");
    expect(applicant.textContent).toContain("已根据身份证号码填写出生日期和性别");
  });

  it("refuses a blacklisted applicant number on its field and saves no proposal", async () => {
    const account = await logInAsDemo();
    const before = await ordersOf(account.mallId);
    const blacklisted = server.db.data.blacklist[0] ?? "";
    const user = userEvent.setup();
    const view = open();
    const applicant = await toApplicant(user);
    await user.selectOptions(within(applicant).getByLabelText("证件类型"), "01");
    await replace(user, within(applicant).getByLabelText("证件号码"), blacklisted);
    await replace(user, within(applicant).getByLabelText("手机号码"), "13912345678");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    const number = within(applicant).getByLabelText("证件号码");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(applicant.textContent).toContain("暂不支持投保");
    expect(view.router.state.location.pathname).toBe("/insureRight");
    expect(await ordersOf(account.mallId)).toBe(before);
  });

  it("keeps every step's input across a reload, on the step of the address", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const view = open();
    await toCovers(user);
    await user.selectOptions(screen.getByLabelText("机动车第三者责任保险保额"), "300000000");
    expect(view.router.state.location.search).toContain("step=covers");
    const url = `${view.router.state.location.pathname}${view.router.state.location.search}`;
    cleanup();

    open(url);
    expect(valueOf(await screen.findByLabelText("机动车第三者责任保险保额"))).toBe("300000000");
    cleanup();
    open("/insureRight?productCode=DAA&step=lookup");
    expect(valueOf(await screen.findByLabelText("车牌号"))).toBe(PLATE);
  });
});
