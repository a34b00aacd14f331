import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { maskIdNumber, maskName } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { useAppStore } from "../../../state/store";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import IdentityAuthInfoQueryScreen from "./IdentityAuthInfoQueryScreen";
import IdentityAuthInfoScreen from "./IdentityAuthInfoScreen";
import IdentityAuthScreen from "./IdentityAuthScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** A PNG's first bytes: what the uploader's check takes for a photo. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A new account (not verified yet), logged in. */
async function logInAsNewCustomer(): Promise<string> {
  server.db.addUser("13911112222", "Fresh2024");
  const result = await callGateway("login", { mobile: "13911112222", password: "Fresh2024" });
  if (!result.ok) throw new Error("login of the new account failed");
  act(() => useAppStore.getState().loginSucceeded(result.data));
  return result.data.mallId;
}

describe("/identityAuth", () => {
  it("asks for the agreement and checks the number by type before any call", async () => {
    await logInAsNewCustomer();
    const clicker = userEvent.setup();
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    await clicker.type(await screen.findByLabelText("真实姓名"), "张三");
    await clicker.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await clicker.click(screen.getByRole("button", { name: "提交认证" }));
    const agreement = screen.getByRole("checkbox", { name: /实名认证授权协议/ });
    await waitFor(() => expect(agreement.getAttribute("aria-invalid")).toBe("true"));
    expect((agreement as HTMLInputElement).checked).toBe(false);
    await clicker.click(agreement);
    await clicker.click(screen.getByRole("button", { name: "提交认证" }));
    await waitFor(() => expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true"));
  });

  it("opens filled from the account's own contact (本人), which the customer checks and submits (customer rehearsal: asked again for what the account knew)", async () => {
    const mallId = await logInAsNewCustomer();
    const added = await callGateway("addContact", { mallId, name: "张小三", identifyType: "01", identifyNumber: "11010519491231002X", relationship: "601005", mobile: "13911112222" });
    if (!added.ok) throw new Error("the contact was not added");
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    await waitFor(() => expect((screen.getByLabelText("真实姓名") as HTMLInputElement).value).toBe("张小三"));
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe("11010519491231002X");
    expect((screen.getByLabelText("证件类型") as HTMLSelectElement).value).toBe("01");
    // the agreement is the customer's own: never ticked for them
    expect((screen.getByRole("checkbox", { name: /实名认证授权协议/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("verifies the identity and shows it masked", async () => {
    await logInAsNewCustomer();
    const clicker = userEvent.setup();
    const view = renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    await clicker.type(await screen.findByLabelText("真实姓名"), "张小三");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.click(screen.getByRole("checkbox", { name: /实名认证授权协议/ }));
    await clicker.click(screen.getByRole("button", { name: "提交认证" }));
    expect(await screen.findByText(landedText("/identityAuthInfo"))).toBeTruthy();
    view.unmount();

    renderScreen(IdentityAuthInfoScreen, { path: "/identityAuthInfo" });
    expect(await screen.findByText(maskName("张小三"))).toBeTruthy();
    expect(screen.getByText(maskIdNumber("11010519491231002X"))).toBeTruthy();
    expect(document.body.textContent).not.toContain("11010519491231002X");
    expect(document.body.textContent).not.toContain("张小三");
  });

  it("fills name and number from the ID card photo", async () => {
    await logInAsNewCustomer();
    const clicker = userEvent.setup();
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    // the mall's uploader: a group named after the ID card, with "take a photo" and "choose from album"
    const uploader = await screen.findByRole("group", { name: /身份证人像面/ });
    const upload = within(uploader).getByLabelText("从相册选择");
    await clicker.upload(upload, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "front.png", { type: "image/png" }));
    await waitFor(() => expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).not.toBe(""));
    expect((screen.getByLabelText("真实姓名") as HTMLInputElement).value).not.toBe("");
  });

  it("reads the ID card's back: validity period and issuing authority shown read-only (issue 21)", async () => {
    await logInAsNewCustomer();
    const clicker = userEvent.setup();
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    const uploader = await screen.findByRole("group", { name: /身份证国徽面/ });
    await clicker.upload(within(uploader).getByLabelText("从相册选择"), new File([PNG_HEAD], "back.png", { type: "image/png" }));
    const period = (await screen.findByLabelText("有效期限")) as HTMLInputElement;
    expect(period.value).toMatch(/^\d{4}\.\d{2}\.\d{2}-(\d{4}\.\d{2}\.\d{2}|长期)$/);
    expect(period.readOnly).toBe(true);
    expect(period.getAttribute("aria-invalid")).not.toBe("true");
    expect((screen.getByLabelText("签发机关") as HTMLInputElement).value).toMatch(/公安局.+分局$/);
  });

  it("refuses a card whose validity period has ended, at the field, and sends no verification", async () => {
    await logInAsNewCustomer();
    const seen: unknown[] = [];
    server.use(gatewayHandler("ocrIdCardBack", { data: { issuedBy: "北京市公安局东城分局", validPeriod: "2006.01.01-2016.01.01" } }));
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("indentifyAuth")) seen.push(request.url);
    });
    const clicker = userEvent.setup();
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    await clicker.upload(within(await screen.findByRole("group", { name: /身份证国徽面/ })).getByLabelText("从相册选择"), new File([PNG_HEAD], "back.png", { type: "image/png" }));
    const period = await screen.findByLabelText("有效期限");
    await waitFor(() => expect(period.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("身份证已过有效期")).toBeTruthy();
    await clicker.type(screen.getByLabelText("真实姓名"), "张小三");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.click(screen.getByRole("checkbox", { name: /实名认证授权协议/ }));
    await clicker.click(screen.getByRole("button", { name: "提交认证" }));
    await waitFor(() => expect(screen.getAllByText("身份证已过有效期").length).toBeGreaterThan(1));
    expect(seen).toEqual([]);
    server.events.removeAllListeners();
  });

  it("tells an account already verified where its identity is", async () => {
    await logInAsDemo();
    renderScreen(IdentityAuthScreen, { path: "/identityAuth" });
    expect(await screen.findByText("您已完成实名认证")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看认证信息" }).getAttribute("href")).toBe("/identityAuthInfo");
  });
});

describe("/identityAuthInfo", () => {
  it("shows the demo account's identity masked", async () => {
    const user = await logInAsDemo();
    const record = await callGateway("lookIdentify", { mallId: user.mallId });
    if (!record.ok) throw new Error("the demo account is verified");
    renderScreen(IdentityAuthInfoScreen, { path: "/identityAuthInfo" });
    expect(await screen.findByText(maskIdNumber(record.data.identifyNumber))).toBeTruthy();
    expect(document.body.textContent).not.toContain(record.data.identifyNumber);
  });

  it("offers the verification to an account not verified", async () => {
    await logInAsNewCustomer();
    renderScreen(IdentityAuthInfoScreen, { path: "/identityAuthInfo" });
    expect(await screen.findByText(/还没有完成实名认证/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去实名认证" }).getAttribute("href")).toBe("/identityAuth");
  });
});

describe("/identityAuthInfoQuery", () => {
  it("explains a number verified on another account, and a free one", async () => {
    const demo = await logInAsDemo();
    const record = await callGateway("lookIdentify", { mallId: demo.mallId });
    if (!record.ok) throw new Error("the demo account is verified");
    await logInAsNewCustomer();
    const clicker = userEvent.setup();
    renderScreen(IdentityAuthInfoQueryScreen, { path: "/identityAuthInfoQuery" });
    await clicker.type(screen.getByLabelText("证件号码"), record.data.identifyNumber);
    await clicker.click(screen.getByRole("button", { name: "查询" }));
    expect((await screen.findAllByText(/已在其他账户完成实名认证/)).length).toBeGreaterThan(0);

    await clicker.clear(screen.getByLabelText("证件号码"));
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.click(screen.getByRole("button", { name: "查询" }));
    expect((await screen.findAllByText(/未在其他账户认证/)).length).toBeGreaterThan(0);
  });
});
