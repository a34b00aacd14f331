import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDaysText, chinaDateParts, coverDays, formatDateParts } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import InsurancePolicyScreen from "./InsurancePolicyScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const today = () => formatDateParts(chinaDateParts(new Date()));

async function listOf(call: "queryCarPolicyList" | "queryInternetPolicyList" | "queryOtherPolicyList", mallId: string) {
  const result = await callGateway(call, { mallId });
  if (!result.ok) throw new Error(`${call} failed`);
  return result.data;
}

describe("/insurancePolicy", () => {
  it("lists the motor policies first, each with its state badge, linking to its detail", async () => {
    const user = await logInAsDemo();
    const [car] = await listOf("queryCarPolicyList", user.mallId);
    if (car === undefined) throw new Error("the demo holder has a motor policy");
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    const list = await screen.findByRole("list", { name: "车险保单" });
    const link = within(list).getByRole("link", { name: new RegExp(car.policyNo) });
    expect(link.getAttribute("href")).toBe(`/policyDetails?policyNo=${car.policyNo}`);
    expect(link.textContent).toContain("保障中");
    expect(screen.getByRole("tab", { name: /车险/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows every tab's count before the tab is opened (issue 20 item 8)", async () => {
    const user = await logInAsDemo();
    const counts = {
      车险: (await listOf("queryCarPolicyList", user.mallId)).length,
      互联网: (await listOf("queryInternetPolicyList", user.mallId)).length,
      其他: (await listOf("queryOtherPolicyList", user.mallId)).length,
    };
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    for (const [name, count] of Object.entries(counts)) {
      await waitFor(() => expect(screen.getByRole("tab", { name: new RegExp(name) }).textContent).toMatch(new RegExp(`${name}\\D*${count}$`)));
    }
    expect(screen.getByRole("tab", { name: /其他/ }).getAttribute("aria-selected")).toBe("false");
  });

  it("in English marks the product, the insured and the plate as data and nothing of the mall's words", async () => {
    const user = await logInAsDemo();
    const [car] = await listOf("queryCarPolicyList", user.mallId);
    if (car?.licenseNo === undefined) throw new Error("the demo holder has a motor policy with a plate");
    setLocale("en");
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    const link = await screen.findByRole("link", { name: new RegExp(car.policyNo) });
    const marked = Array.from(link.querySelectorAll('[lang="zh-CN"]'), (element) => element.textContent);
    expect(marked).toEqual([car.riskName, car.insuredName, car.licenseNo]);
    expect(link.textContent).toContain(`Insured: ${car.insuredName}`);
    expect(link.textContent).toContain(`Plate: ${car.licenseNo}`);
  });

  it("badges a policy ending within 30 days as expiring and an ended one as expired, by tab", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    const view = renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    await screen.findByRole("list", { name: "车险保单" });

    // the demo's expired policy is one it bought in the mall: 互联网险 (customer rehearsal 5)
    const others = await listOf("queryInternetPolicyList", user.mallId);
    await clicker.click(screen.getByRole("tab", { name: /互联网险/ }));
    const list = await screen.findByRole("list", { name: "互联网险保单" });
    expect(view.router.state.location.search).toBe("?tab=internet");
    for (const policy of others) {
      const text = within(list).getByRole("link", { name: new RegExp(policy.policyNo) }).textContent ?? "";
      if (policy.policyState === "2") expect(text).toContain("已过期");
      // a year's cover in its last 30 days is expiring; a short cover (a show, a trip) is in force to its end
      else if (policy.policyState === "1" && policy.endDate <= addDaysText(today(), 30)) expect(text).toContain((coverDays(policy.startDate, policy.endDate) ?? 0) > 30 ? "即将到期" : "保障中");
    }
    expect(list.textContent).toMatch(/已过期/);
    const expiring = others.some((policy) => policy.policyState === "1" && policy.endDate <= addDaysText(today(), 30) && (coverDays(policy.startDate, policy.endDate) ?? 0) > 30);
    if (expiring) expect(list.textContent).toMatch(/即将到期/);
  });

  it("shows a renewal banner only for policies ending within 30 days", async () => {
    const user = await logInAsDemo();
    const [car] = await listOf("queryCarPolicyList", user.mallId);
    const renewal = server.db.data.renewals.find((item) => item.policyNo === car?.policyNo);
    if (renewal === undefined) throw new Error("the demo motor policy has a renewal offer");
    // The demo's motor policy ends months from now: no banner.
    const first = renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    await screen.findByRole("list", { name: "车险保单" });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("region", { name: "续保提醒" })).toBeNull();
    first.unmount();

    renewal.endDate = addDaysText(today(), 12);
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    const banner = await screen.findByRole("region", { name: "续保提醒" });
    expect(banner.textContent).toContain(`将于 ${renewal.endDate} 到期（还剩 12 天）`);
    expect(within(banner).getByRole("link", { name: "去续保" }).getAttribute("href")).toBe(`/policyDetails?policyNo=${renewal.policyNo}`);
  });

  it("says what to do when a line has no policy", async () => {
    await logInAsDemo();
    // An account whose holder has no online policy.
    server.db.data.policies = server.db.data.policies.filter((policy) => policy.detail.kind !== "internet");
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy", url: "/insurancePolicy?tab=internet" });
    expect(await screen.findByText(/您还没有互联网险保单/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去商城看看" }).getAttribute("href")).toBe("/productList");
    expect(screen.getByRole("link", { name: "查询其他渠道购买的保单" }).getAttribute("href")).toBe("/policySearch");
  });

  it("opens on the first line that has a policy when the address names none (F8)", async () => {
    const user = await logInAsDemo();
    // A customer whose only policies are under 其他.
    server.db.data.policies = server.db.data.policies.filter((policy) => policy.detail.kind === "other");
    const [other] = await listOf("queryOtherPolicyList", user.mallId);
    if (other === undefined) throw new Error("the demo holder has a policy under 其他");
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    const list = await screen.findByRole("list", { name: "其他保单" });
    expect(within(list).getByRole("link", { name: new RegExp(other.policyNo) })).toBeTruthy();
    expect(screen.getByRole("tab", { name: /其他/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByText(/您还没有车险保单/)).toBeNull();
  });

  it("offers a retry when the list cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "queryCarPolicyList" });
    renderScreen(InsurancePolicyScreen, { path: "/insurancePolicy" });
    const retry = await screen.findByRole("button", { name: "重新加载" });
    server.resetHandlers();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole("list", { name: "车险保单" })).toBeTruthy();
  });
});
