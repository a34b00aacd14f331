/**
 * The settlement lookup (issue 10): its configuration as data (the real catalogue call, domain's form shape and
 * validators), and the screens for what is special — validation before the call, results with the amount, one
 * claim's timeline with the ways to its policy and notices, the policy with masked numbers, notices newest first,
 * not-found carrying what was searched, and the states of a missing or unknown claim.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  LENGTH_LIMITS,
  SETTLEMENT_LOOKUP_FORM_SHAPE,
  VEHICLE_LOOKUP_IDENTITY_TYPES,
  checkForm,
  formatFen,
  isGatewayCallName,
  maskAs,
} from "@micromall/domain";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { SETTLEMENT_LOOKUP, settlementPayload } from "./api/settlement-lookup";
import SettlementClaimScreen from "./screens/SettlementClaimScreen";
import SettlementHomeScreen from "./screens/SettlementHomeScreen";
import SettlementNoticesScreen from "./screens/SettlementNoticesScreen";
import SettlementPolicyScreen from "./screens/SettlementPolicyScreen";
import SettlementQueryScreen from "./screens/SettlementQueryScreen";
import SettlementResponseScreen from "./screens/SettlementResponseScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** A motor claim of the fixtures with its holder and its policy's engine number. */
function carClaim() {
  for (const claim of server.db.data.claims) {
    if (claim.detail.kind !== "car" || claim.detail.licenseNo === undefined) continue;
    const holder = server.db.data.holders[claim.owner];
    const policy = server.db.data.policies.find((candidate) => candidate.detail.policyNo === claim.detail.policyNo)?.detail;
    if (holder === undefined || policy?.vehicle === undefined || claim.detail.insuredName !== holder.name) continue;
    return { claim: claim.detail, holder, policy, engine: policy.vehicle.engineNo.slice(-6) };
  }
  throw new Error("the fixtures have a motor claim with its holder and vehicle");
}

describe("SETTLEMENT_LOOKUP (configuration as data)", () => {
  it("names a real catalogue call and domain's settlement form shape, with the vehicle lookup's identity types", () => {
    expect(isGatewayCallName(SETTLEMENT_LOOKUP.call)).toBe(true);
    expect(SETTLEMENT_LOOKUP.form).toBe(SETTLEMENT_LOOKUP_FORM_SHAPE);
    expect(SETTLEMENT_LOOKUP.identityTypes).toBe(VEHICLE_LOOKUP_IDENTITY_TYPES);
    expect(SETTLEMENT_LOOKUP.fields.map((field) => field.name).sort()).toEqual(Object.keys(SETTLEMENT_LOOKUP.empty).sort());
    expect(SETTLEMENT_LOOKUP.fields.find((field) => field.name === "licenseNo")?.maxLength).toBe(LENGTH_LIMITS.plate.settlement);
  });

  it("asks for the last six of the insured's identity number (spec §5 'Identity number … 6 on one'), typed as text for an X", () => {
    const field = SETTLEMENT_LOOKUP.fields.find((candidate) => candidate.name === "identifyNo");
    expect(field).toMatchObject({ kind: "text", label: "identifyNoLastSix", hint: "identifyNoLastSix", maxLength: LENGTH_LIMITS.identityNumber.short, inputMode: "text", mask: "idNumber" });
    expect(LENGTH_LIMITS.identityNumber.short).toBe(6);
  });

  it("checks with domain's validators: plate up to 30, the last six against the type, engine's last six", () => {
    const good = { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNo: "31002X", engineNoLastSix: "A12345" };
    expect(checkForm(SETTLEMENT_LOOKUP.form, good).ok).toBe(true);
    const bad = checkForm(SETTLEMENT_LOOKUP.form, { ...good, licenseNo: "ABC", identifyNo: "A1002X", engineNoLastSix: "12" });
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.path).sort()).toEqual(["engineNoLastSix", "identifyNo", "licenseNo"]);
    expect(checkForm(SETTLEMENT_LOOKUP.form, { ...good, identifyNo: "11010519491231002X" }).ok).toBe(false);
  });

  it("sends plate, name, number and engine, never the identity type", () => {
    expect(settlementPayload({ licenseNo: "粤B1", insuredName: "张三", identifyType: "01", identifyNo: "X", engineNoLastSix: "123456" })).toEqual({
      licenseNo: "粤B1",
      insuredName: "张三",
      identifyNo: "X",
      engineNoLastSix: "123456",
    });
  });
});

describe("settlement screens", () => {
  it("/settlementHome says what can be looked up and starts the lookup", () => {
    renderScreen(SettlementHomeScreen, { path: "/settlementHome" });
    expect(screen.getByRole("heading", { name: "可以查询到" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "开始查询" }).getAttribute("href")).toBe("/settlementQuery");
  });

  it("checks before calling, then finds a car's claims by plate and shows them with their amount", async () => {
    await logInAsDemo();
    const { claim, holder, engine } = carClaim();
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const user = userEvent.setup();
    renderScreens({ "/settlementQuery": SettlementQueryScreen, "/settlementResponse": SettlementResponseScreen }, { url: "/settlementQuery" });
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("车牌号").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("发动机号后六位").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((path) => path.endsWith("/queryClaimList"))).toEqual([]);
    await user.type(screen.getByLabelText("车牌号"), claim.licenseNo ?? "");
    await user.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码后六位"), holder.idNumber.slice(-6));
    await user.type(screen.getByLabelText("发动机号后六位"), engine);
    await user.click(screen.getByRole("button", { name: "查询" }));
    const list = await screen.findByRole("list", { name: "查询到的理赔案件" });
    const row = within(list).getByText(claim.claimNo).closest("li");
    expect(row?.textContent).toContain(`¥${formatFen(claim.sumClaim)}`);
    expect(within(row as HTMLElement).getByRole("link", { name: new RegExp(`查看进度`) }).getAttribute("href")).toBe(`/settlementClaimsOne?claimNo=${claim.claimNo}`);
    expect(screen.getByRole("region", { name: "查询条件" }).textContent).toContain(maskAs("idNumber", holder.idNumber.slice(-6)));
    server.events.removeAllListeners();
  });

  it("asks for the last six of the identity number with its hint, takes at most 6, names a wrong six with the other faults, and keeps it across a reload", async () => {
    const user = userEvent.setup();
    const first = renderScreens({ "/settlementQuery": SettlementQueryScreen }, { url: "/settlementQuery" });
    const lastSix = screen.getByLabelText("证件号码后六位") as HTMLInputElement;
    expect(screen.queryByLabelText("证件号码")).toBeNull();
    expect(lastSix.maxLength).toBe(LENGTH_LIMITS.identityNumber.short);
    expect(lastSix.getAttribute("inputmode")).toBe("text");
    const hint = document.getElementById(lastSix.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(hint?.textContent).toBe("被保险人证件号码的最后六位，末位为X时请输入X");
    await user.type(lastSix, "11010519491231002X");
    expect(lastSix.value).toBe("110105");
    await user.clear(lastSix);
    await user.type(lastSix, "A1002X");
    await user.type(screen.getByLabelText("车牌号"), "ABC");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(lastSix.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("请输入身份证号码后六位（6位数字，末位可为X）")).toBeTruthy();
    expect(screen.getByLabelText("车牌号").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("被保险人姓名").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("发动机号后六位").getAttribute("aria-invalid")).toBe("true");
    first.unmount();
    renderScreens({ "/settlementQuery": SettlementQueryScreen }, { url: "/settlementQuery" });
    expect((screen.getByLabelText("证件号码后六位") as HTMLInputElement).value).toBe("A1002X");
  });

  it("shows nothing found in place with what was searched, and keeps the values to try again", async () => {
    await logInAsDemo();
    const { claim, holder } = carClaim();
    const user = userEvent.setup();
    renderScreens({ "/settlementQuery": SettlementQueryScreen, "/settlementResponse": SettlementResponseScreen }, { url: "/settlementQuery" });
    await user.type(screen.getByLabelText("车牌号"), claim.licenseNo ?? "");
    await user.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码后六位"), holder.idNumber.slice(-6));
    await user.type(screen.getByLabelText("发动机号后六位"), "ZZ9999");
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByText("未查询到相关信息")).toBeTruthy();
    expect(screen.getByText("ZZ9999")).toBeTruthy();
    expect(screen.getByText(maskAs("idNumber", holder.idNumber.slice(-6)))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "修改条件重新查询" }));
    expect((screen.getByLabelText("发动机号后六位") as HTMLInputElement).value).toBe("ZZ9999");
  });

  it("/settlementResponse without a lookup says to search first", () => {
    renderScreen(SettlementResponseScreen, { path: "/settlementResponse" });
    expect(screen.getByText("还没有查询条件，请先查询。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "重新查询" }).getAttribute("href")).toBe("/settlementQuery");
  });

  it("/settlementClaimsOne shows the claim's timeline, its current step and the ways to its policy and notices", async () => {
    await logInAsDemo();
    const { claim } = carClaim();
    const stored = server.db.data.claims.find((candidate) => candidate.detail.claimNo === claim.claimNo);
    if (stored === undefined) throw new Error("stored claim");
    stored.detail.claimState = "3";
    stored.detail.steps = stored.detail.steps.map((step) => ({ ...step, done: Number(step.code) <= 3, time: Number(step.code) <= 3 ? `2026-11-0${step.code} 10:00:00` : "" }));
    renderScreen(SettlementClaimScreen, { path: "/settlementClaimsOne", url: `/settlementClaimsOne?claimNo=${claim.claimNo}` });
    const timeline = await screen.findByRole("list", { name: "理赔进度" });
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps[2]?.querySelector("time")?.textContent).toBe("2026-11-03 10:00:00");
    expect(steps[3]?.getAttribute("aria-current")).toBe("step");
    expect(screen.getByRole("region", { name: "赔付信息" }).textContent).toContain("尚未赔付");
    expect(screen.getByRole("link", { name: "查看保单" }).getAttribute("href")).toBe(`/settlementInsurance?policyNo=${claim.policyNo}&claimNo=${claim.claimNo}`);
    expect(screen.getByRole("link", { name: "进度通知" }).getAttribute("href")).toBe(`/settleementmessage?claimNo=${claim.claimNo}`);
  });

  it("/settlementClaimsOne: an unknown claim is not found, a missing one says so, both with the way to the lookup", async () => {
    await logInAsDemo();
    const first = renderScreen(SettlementClaimScreen, { path: "/settlementClaimsOne", url: "/settlementClaimsOne?claimNo=CNOTACLAIM" });
    expect(await screen.findByText("未找到这个理赔案件，请重新查询。")).toBeTruthy();
    first.unmount();
    renderScreen(SettlementClaimScreen, { path: "/settlementClaimsOne" });
    expect(screen.getByText("没有指定理赔案件，请从查询结果中选择。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去查询" }).getAttribute("href")).toBe("/settlementQuery");
  });

  it("/settlementInsurance shows the claim's policy with the insured's identity and the engine number masked", async () => {
    await logInAsDemo();
    const { claim, policy } = carClaim();
    renderScreen(SettlementPolicyScreen, { path: "/settlementInsurance", url: `/settlementInsurance?policyNo=${claim.policyNo}&claimNo=${claim.claimNo}` });
    const vehicle = await screen.findByRole("region", { name: "车辆信息" });
    expect(vehicle.textContent).toContain(maskAs("idNumber", policy.vehicle?.engineNo ?? ""));
    expect(vehicle.textContent).not.toContain(policy.vehicle?.engineNo ?? "-");
    expect(screen.getByRole("region", { name: "投保人与被保险人" }).textContent).toContain(maskAs("idNumber", policy.insuredIdentifyNumber));
    expect(screen.getByRole("region", { name: "保单信息" }).textContent).toContain(`¥${formatFen(policy.sumPremium)}`);
    expect(screen.getByRole("link", { name: "返回理赔案件" }).getAttribute("href")).toBe(`/settlementClaimsOne?claimNo=${claim.claimNo}`);
  });

  it("/settleementmessage lists the claim's notices newest first, or says none has come yet", async () => {
    await logInAsDemo();
    const { claim } = carClaim();
    const stored = server.db.data.claims.find((candidate) => candidate.detail.claimNo === claim.claimNo);
    if (stored === undefined) throw new Error("stored claim");
    stored.detail.steps = stored.detail.steps.map((step) => ({ ...step, done: Number(step.code) <= 2, time: Number(step.code) <= 2 ? `2026-11-0${step.code} 10:00:00` : "" }));
    const first = renderScreen(SettlementNoticesScreen, { path: "/settleementmessage", url: `/settleementmessage?claimNo=${claim.claimNo}` });
    const list = await screen.findByRole("list", { name: "理赔进度通知" });
    expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("time")?.textContent)).toEqual(["2026-11-02 10:00:00", "2026-11-01 10:00:00"]);
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("受理");
    first.unmount();
    stored.detail.steps = stored.detail.steps.map((step) => ({ ...step, done: false, time: "" }));
    stored.detail.claimState = "1";
    renderScreen(SettlementNoticesScreen, { path: "/settleementmessage", url: `/settleementmessage?claimNo=${claim.claimNo}` });
    expect(await screen.findByText("这个案件还没有进度通知，受理后会在这里告诉您。")).toBeTruthy();
  });
});
