import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import BinDingScreen from "./BinDingScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** A car policy of another holder of the fixtures, with its holder's identity. */
function otherCarPolicy(holder: number) {
  const policy = server.db.data.policies.find((candidate) => candidate.owner !== holder && candidate.detail.kind === "car" && candidate.detail.applyIdentifyType === "01");
  if (policy === undefined) throw new Error("the fixtures have a car policy of another holder");
  return policy.detail;
}

async function benefitCount(mallId: string) {
  const result = await callGateway("showEquity", { mallId });
  if (!result.ok) throw new Error("showEquity failed");
  return result.data.length;
}

describe("/binDing", () => {
  it("binds a policy by its number with the holder's identity, and its benefits show", async () => {
    const user = await logInAsDemo();
    const demo = server.db.users.get(user.mobile);
    const policy = otherCarPolicy(demo?.holder ?? 0);
    const before = await benefitCount(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(BinDingScreen, { path: "/binDing" });
    expect(await screen.findByText(/账户/, { selector: "p" })).toBeTruthy();
    await clicker.type(screen.getByLabelText("保单号"), policy.policyNo);
    await clicker.type(screen.getByLabelText("投保人姓名"), policy.applyName);
    await clicker.type(screen.getByLabelText("证件号码"), policy.applyIdentifyNumber);
    await clicker.click(screen.getByRole("button", { name: "立即绑定" }));
    expect(await screen.findByRole("heading", { name: "绑定成功" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的权益" }).getAttribute("href")).toBe("/serviceIndex");
    expect(await benefitCount(user.mallId)).toBe(before + 2);
  });

  it("binds a vehicle by its plate", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("bandUser", { data: { bound: true } }, seen));
    const clicker = userEvent.setup();
    renderScreen(BinDingScreen, { path: "/binDing" });
    await clicker.selectOptions(screen.getByLabelText("绑定方式"), "vehicle");
    await clicker.type(screen.getByLabelText("车牌号"), "粤B12345");
    await clicker.type(screen.getByLabelText("投保人姓名"), "张三");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.click(screen.getByRole("button", { name: "立即绑定" }));
    expect(await screen.findByRole("heading", { name: "绑定成功" })).toBeTruthy();
    expect(seen[0]?.payload).toMatchObject({ licenseNo: "粤B12345", name: "张三", identifyType: "01", identifyNumber: "11010519491231002X" });
    expect(seen[0]?.payload).not.toHaveProperty("policyNo");
  });

  it("checks every field at once, the number by its type, before any call", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("bandUser", { data: { bound: true } }, seen));
    const clicker = userEvent.setup();
    renderScreen(BinDingScreen, { path: "/binDing" });
    await clicker.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await clicker.click(screen.getByRole("button", { name: "立即绑定" }));
    await waitFor(() => expect(screen.getByLabelText("保单号").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("投保人姓名").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("保单号"));
    expect(seen).toHaveLength(0);
  });

  it("shows the gateway's reason when the details do not match the policy, and keeps them", async () => {
    const user = await logInAsDemo();
    const policy = otherCarPolicy(server.db.users.get(user.mobile)?.holder ?? 0);
    const clicker = userEvent.setup();
    renderScreen(BinDingScreen, { path: "/binDing" });
    await clicker.type(screen.getByLabelText("保单号"), policy.policyNo);
    await clicker.type(screen.getByLabelText("投保人姓名"), "李四");
    await clicker.type(screen.getByLabelText("证件号码"), policy.applyIdentifyNumber);
    await clicker.click(screen.getByRole("button", { name: "立即绑定" }));
    expect(await screen.findByText("保单信息与投保人姓名或证件号码不符，请核对")).toBeTruthy();
    expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe(policy.policyNo);
  });

  it("offers a retry when the account state cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "checkUser" });
    renderScreen(BinDingScreen, { path: "/binDing" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });

  it("asks a visitor to log in first", () => {
    renderScreen(BinDingScreen, { path: "/binDing" });
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/binDing")}`);
  });
});
