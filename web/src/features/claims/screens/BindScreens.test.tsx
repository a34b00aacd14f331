import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { birthdayRange, maskIdNumber } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, logInNewCustomer, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import BindScreen from "./BindScreen";
import ClaimListScreen from "./ClaimListScreen";
import MessageInfoScreen from "./MessageInfoScreen";
import UserBindScreen from "./UserBindScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** The demo holder (the first generated one): the person the claims belong to. */
const holder = () => {
  const person = server.db.data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  return person;
};

/** The demo account is identity-verified: the binding form starts from its verified number. */
async function verifiedNumberFilled(): Promise<HTMLElement> {
  const number = await screen.findByLabelText("证件号码");
  await waitFor(() => expect((number as HTMLInputElement).value).not.toBe(""));
  return number;
}

describe("/Bind", () => {
  it("takes the birth date with the mall's date picker within 100 years back to today, and names typed nonsense (spec §5)", async () => {
    await logInAsDemo();
    renderScreen(BindScreen, { path: "/Bind" });
    const birthday = await screen.findByLabelText("出生日期");
    const { min, max } = birthdayRange();
    expect(screen.getByRole("button", { name: "选择出生日期" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(document.body.textContent).toContain(`可选范围：${min} 至 ${max}`);
    fireEvent.change(birthday, { target: { value: "2000-13-45" } });
    fireEvent.blur(birthday);
    expect((await screen.findByText("输入的数据不合法!")).closest("[role=alert]")).toBeTruthy();
    const before = `${Number(min.slice(0, 4)) - 1}${min.slice(4)}`;
    fireEvent.change(birthday, { target: { value: before } });
    fireEvent.blur(birthday);
    expect(await screen.findByText(`日期不能早于${min}`)).toBeTruthy();
  });

  it("a verified customer finds the binding filled from the verified identity, and only confirms (issue 20 item 6)", async () => {
    const user = await logInAsDemo();
    const verified = await callGateway("lookIdentify", { mallId: user.mallId });
    if (!verified.ok) throw new Error("the demo account is verified");
    const clicker = userEvent.setup();
    const view = renderScreen(BindScreen, { path: "/Bind", url: "/Bind?redirect=%2FclaimList" });
    const number = await verifiedNumberFilled();
    expect((number as HTMLInputElement).value).toBe(verified.data.identifyNumber);
    expect((screen.getByLabelText("姓名") as HTMLInputElement).value).toBe(verified.data.name);
    expect((screen.getByLabelText("证件类型") as HTMLSelectElement).value).toBe(verified.data.identifyType);
    await clicker.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByText(landedText("/claimList"))).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/claimList");
    const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
    expect(state.ok && state.data.identifynumber).toBe(verified.data.identifyNumber);
  });

  it("checks every field with domain's rules before any call, focusing the first", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(BindScreen, { path: "/Bind" });
    const name = await screen.findByLabelText("姓名");
    await clicker.clear(await verifiedNumberFilled());
    await clicker.clear(name);
    await clicker.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await clicker.clear(screen.getByLabelText("手机号码"));
    await clicker.type(screen.getByLabelText("手机号码"), "123");
    await clicker.click(screen.getByRole("button", { name: "确认绑定" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("手机号码").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    const state = await callGateway("isBindUserInfo", { mallId: (await logInAsDemo()).mallId });
    expect(state.ok && state.data.bound).toBe(false);
  });

  it("binds with an identity card (birthday and sex filled from it) and continues to the return address", async () => {
    const user = await logInAsDemo();
    const person = holder();
    const clicker = userEvent.setup();
    const view = renderScreen(BindScreen, { path: "/Bind", url: "/Bind?redirect=%2FclaimList%3Ftype%3Dcar" });
    const name = await screen.findByLabelText("姓名");
    await clicker.clear(await verifiedNumberFilled());
    await clicker.clear(name);
    await clicker.type(name, person.name);
    await clicker.type(screen.getByLabelText("证件号码"), person.idNumber);
    await waitFor(() => expect((screen.getByLabelText("出生日期") as HTMLInputElement).value).toBe(person.birthday));
    expect((screen.getByLabelText("性别") as HTMLSelectElement).value).toBe(person.sex === "1" ? "0" : "1");
    await clicker.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByText(landedText("/claimList?type=car"))).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/claimList");
    const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
    expect(state.ok && state.data.username).toBe(person.name);
  });

  it("sent from /claimList, goes back to the list's own entry once bound: back then leaves the claims, never lands on the list again", async () => {
    // a customer not identity-verified (a verified one is bound on /claimList without the form)
    await logInNewCustomer();
    const person = holder();
    const clicker = userEvent.setup();
    const view = renderScreens({ "/personalCenter": () => <p>个人中心</p>, "/claimList": ClaimListScreen, "/Bind": BindScreen }, { url: "/personalCenter" });
    await view.router.navigate("/claimList");
    await clicker.click(await screen.findByRole("link", { name: "去绑定" }));
    const name = await screen.findByLabelText("姓名");
    // not verified: nothing to fill the identity from
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe("");
    await clicker.type(name, person.name);
    await clicker.type(screen.getByLabelText("证件号码"), person.idNumber);
    await waitFor(() => expect((screen.getByLabelText("出生日期") as HTMLInputElement).value).toBe(person.birthday));
    await clicker.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByRole("list", { name: "我的理赔案件" })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/claimList");
    expect(view.router.state.historyAction).toBe("POP");
    await view.router.navigate(-1);
    expect(view.router.state.location.pathname).toBe("/personalCenter");
    expect(await screen.findByText("个人中心")).toBeTruthy();
  });

  it("keeps what was typed across a reload", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const first = renderScreen(BindScreen, { path: "/Bind" });
    await clicker.clear(await verifiedNumberFilled());
    await clicker.type(screen.getByLabelText("证件号码"), "E12345678");
    await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
    first.unmount();
    renderScreen(BindScreen, { path: "/Bind" });
    await waitFor(async () => expect(((await screen.findByLabelText("证件号码")) as HTMLInputElement).value).toBe("E12345678"));
  });
});

describe("/messageInfo and /userBind", () => {
  it("shows the binding masked and changes it", async () => {
    const user = await logInAsDemo();
    const person = holder();
    await callGateway("bindUserInfo", { mallId: user.mallId, username: person.name, identifytype: "01", identifynumber: person.idNumber, birthday: person.birthday, sex: "0", mobliephone: person.mobile });
    const info = renderScreen(MessageInfoScreen, { path: "/messageInfo" });
    expect(await screen.findByText(maskIdNumber(person.idNumber))).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(person.idNumber);
    expect(screen.getByRole("link", { name: "更换绑定信息" }).getAttribute("href")).toBe("/userBind");
    info.unmount();

    const clicker = userEvent.setup();
    renderScreen(UserBindScreen, { path: "/userBind" });
    const mobile = await screen.findByLabelText("手机号码");
    await clicker.clear(screen.getByLabelText("姓名"));
    await clicker.type(screen.getByLabelText("姓名"), person.name);
    await clicker.clear(await verifiedNumberFilled());
    await clicker.type(screen.getByLabelText("证件号码"), person.idNumber);
    await clicker.clear(mobile);
    await clicker.type(mobile, "13922223333");
    await clicker.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByText(landedText("/messageInfo"))).toBeTruthy();
    const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
    expect(state.ok && state.data.mobliephone).toBe("13922223333");
  });

  it("offers the binding when there is none (a customer not identity-verified)", async () => {
    await logInNewCustomer();
    renderScreen(MessageInfoScreen, { path: "/messageInfo" });
    expect(await screen.findByText(/您还没有绑定理赔身份信息/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去绑定" }).getAttribute("href")).toBe("/Bind?redirect=%2FmessageInfo");
  });
});

describe("/messageInfo of a verified customer", () => {
  it("shows the binding made from the verified identity, never the offer to bind (issue 20 item 6)", async () => {
    const user = await logInAsDemo();
    const verified = await callGateway("lookIdentify", { mallId: user.mallId });
    if (!verified.ok) throw new Error("the demo account is verified");
    renderScreen(MessageInfoScreen, { path: "/messageInfo" });
    expect(await screen.findByText(maskIdNumber(verified.data.identifyNumber))).toBeTruthy();
    expect(screen.queryByText(/您还没有绑定理赔身份信息/)).toBeNull();
    const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
    expect(state.ok && state.data.identifynumber).toBe(verified.data.identifyNumber);
  });
});

describe("the pages that need the binding (/Bind, /messageInfo, /claimList)", () => {
  it.each([
    ["/Bind", BindScreen],
    ["/messageInfo", MessageInfoScreen],
    ["/claimList", ClaimListScreen],
  ] as const)("%s explains a binding that cannot load and loads it again on retry", async (path, Screen) => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "isBindUserInfo" });
    renderScreen(Screen, { path });
    expect(await screen.findByText("加载失败，请检查网络后重试")).toBeTruthy();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(screen.queryByText("加载失败，请检查网络后重试")).toBeNull());
  });
});
