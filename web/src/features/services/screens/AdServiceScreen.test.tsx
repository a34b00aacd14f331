import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDaysText, chinaDateParts, formatDateParts, statusLabel } from "@micromall/domain";
import { setLocale } from "../../../i18n";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import AdServiceScreen from "./AdServiceScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const today = () => formatDateParts(chinaDateParts(new Date()));
const inDays = (days: number) => addDaysText(today(), days, "YYYY-MM-DD");

async function fillRequest(dates: { start: string; end: string }) {
  const clicker = userEvent.setup();
  await clicker.type(await screen.findByLabelText("车牌号"), "粤B12345");
  await clicker.type(screen.getByLabelText("报案号或保单号"), "RDAA2026000123");
  await clicker.type(screen.getByLabelText("取车城市"), "深圳市");
  fireEvent.change(screen.getByLabelText("用车开始日期"), { target: { value: dates.start } });
  fireEvent.change(screen.getByLabelText("用车结束日期"), { target: { value: dates.end } });
  await clicker.click(screen.getByRole("button", { name: "提交申请" }));
}

describe("/adservice", () => {
  it("shows the courtesy-car benefit and sends a request within it, then its state", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("saveBpm", { data: { bpmNo: "W000000000123", state: "1", stateName: "已受理" } }, seen));
    renderScreen(AdServiceScreen, { path: "/adservice" });
    expect(await screen.findByRole("heading", { name: "我的代步车权益" })).toBeTruthy();
    expect(screen.getByText(/^剩余 \d+\/\d+ 次，有效期至 \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect((screen.getByLabelText("联系手机") as HTMLInputElement).value).toBe("13800000000");
    await fillRequest({ start: today(), end: inDays(2) });
    expect(await screen.findByRole("heading", { name: "申请已提交" })).toBeTruthy();
    expect(screen.getByText(/申请单号 W000000000123，当前状态：已受理/)).toBeTruthy();
    expect(seen[0]?.payload).toMatchObject({ bpmType: "courtesyCar", licenseNo: "粤B12345", caseNo: "RDAA2026000123", city: "深圳市", startDate: today(), endDate: inDays(2) });
    expect(String(seen[0]?.payload["token"])).toMatch(/^vt_/);
  });

  it("in English says the request's state in the mall's word for its code, never the gateway's Chinese (issue 20)", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("saveBpm", { data: { bpmNo: "W000000000124", state: "1", stateName: "已受理" } }));
    setLocale("en");
    renderScreen(AdServiceScreen, { path: "/adservice" });
    const clicker = userEvent.setup();
    await clicker.type(await screen.findByLabelText("Plate number"), "粤B12345");
    await clicker.type(screen.getByLabelText("Claim or policy number"), "RDAA2026000123");
    await clicker.type(screen.getByLabelText("Pick-up city"), "Shenzhen");
    fireEvent.change(screen.getByLabelText("First day"), { target: { value: today() } });
    fireEvent.change(screen.getByLabelText("Last day"), { target: { value: inDays(1) } });
    await clicker.click(screen.getByRole("button", { name: "Send the request" }));
    expect(await screen.findByRole("heading", { name: "Request sent" })).toBeTruthy();
    expect(screen.getByText(`Request W000000000124, state: ${statusLabel("serviceRequest", "1", "en")}.`, { exact: false })).toBeTruthy();
    expect(document.body.textContent).not.toContain("已受理");
  });

  it("checks every field at once, then the dates against the benefit, before any call", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("saveBpm", { data: { bpmNo: "W1", state: "1", stateName: "已受理" } }, seen));
    const clicker = userEvent.setup();
    renderScreen(AdServiceScreen, { path: "/adservice" });
    await clicker.click(await screen.findByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByLabelText("车牌号").getAttribute("aria-invalid")).toBe("true"));
    for (const label of ["报案号或保单号", "取车城市", "用车开始日期", "用车结束日期"]) expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("车牌号"));

    // a date outside the benefit is refused at its field (the date picker names the bound) …
    await fillRequest({ start: inDays(-1), end: inDays(2) });
    expect(await screen.findByText(`日期不能早于${today()}`)).toBeTruthy();
    // … and dates inside it are checked together with domain's rule
    fireEvent.change(screen.getByLabelText("用车开始日期"), { target: { value: today() } });
    fireEvent.change(screen.getByLabelText("用车结束日期"), { target: { value: inDays(6) } });
    await clicker.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("每次用车最长5天，请分次申请")).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it("says where the benefit comes from when there is none to use", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("showEquity", { data: [] }));
    renderScreen(AdServiceScreen, { path: "/adservice" });
    expect(await screen.findByText(/您暂无可用的代步车权益/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "绑定保单" }).getAttribute("href")).toBe("/binDing");
    expect(screen.queryByRole("button", { name: "提交申请" })).toBeNull();
  });

  it("offers a retry when the benefit cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "showEquity" });
    renderScreen(AdServiceScreen, { path: "/adservice" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });

  it("asks a visitor to log in first", () => {
    renderScreen(AdServiceScreen, { path: "/adservice" });
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/adservice")}`);
  });
});
