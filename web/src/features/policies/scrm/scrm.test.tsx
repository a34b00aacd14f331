/**
 * The channel view (dataSource=scrm, issue 10): the policies in force and all of them (`corePolicyListScrm`), a
 * policy with masked numbers, its covers and claims linking inside the view, one cover, one claim with its timeline,
 * and the not-found states.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { formatFen, formatSumInsured, maskAs, policyBadgeAt } from "@micromall/domain";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { scrmPath } from "./api/scrm-queries";
import ScrmClaimScreen from "./screens/ScrmClaimScreen";
import ScrmCoverScreen from "./screens/ScrmCoverScreen";
import ScrmHomeScreen from "./screens/ScrmHomeScreen";
import ScrmPolicyDetailScreen from "./screens/ScrmPolicyDetailScreen";
import ScrmPolicyListScreen from "./screens/ScrmPolicyListScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const demoPolicies = () => server.db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail);

/** A demo policy with a claim and covers. */
function claimedPolicy() {
  for (const policy of demoPolicies()) {
    const claim = server.db.data.claims.find((candidate) => candidate.detail.policyNo === policy.policyNo)?.detail;
    if (claim !== undefined && policy.items.length > 0) return { policy, claim };
  }
  throw new Error("the demo holder has a policy with covers and a claim");
}

describe("channel view", () => {
  it("keeps the channel's data source on its links", () => {
    expect(scrmPath("/policy-detail", { policyNo: "P 1" })).toBe("/policy-detail?dataSource=scrm&policyNo=P+1");
  });

  it("/policy-insurance shows the policies in force now, and the way to all of them", async () => {
    await logInAsDemo();
    const all = demoPolicies();
    const active = all.filter((policy) => ["inForce", "expiring"].includes(policyBadgeAt(policy)));
    renderScreen(ScrmHomeScreen, { path: "/policy-insurance" });
    const link = await screen.findByRole("link", { name: `全部保单（${all.length}）` });
    expect(link.getAttribute("href")).toBe("/policy-list?dataSource=scrm");
    if (active.length === 0) {
      expect(screen.getByText("您暂时没有保障中的保单，可以查看全部保单或去商城选购。")).toBeTruthy();
    } else {
      const list = screen.getByRole("list", { name: "保障中的保单" });
      expect(within(list).getAllByRole("listitem")).toHaveLength(active.length);
    }
  });

  it("/policy-list lists every policy of the channel, each linking to its channel detail", async () => {
    await logInAsDemo();
    const [first] = demoPolicies();
    if (first === undefined) throw new Error("the demo holder has policies");
    renderScreen(ScrmPolicyListScreen, { path: "/policy-list" });
    const list = await screen.findByRole("list", { name: "本渠道的保单" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(demoPolicies().length);
    expect(within(list).getByRole("link", { name: new RegExp(first.policyNo) }).getAttribute("href")).toBe(scrmPath("/policy-detail", { policyNo: first.policyNo }));
  });

  it("/policy-list says there is none yet for an account without policies", async () => {
    await logInAsDemo();
    server.db.data.policies.splice(0, server.db.data.policies.length, ...server.db.data.policies.filter((policy) => policy.owner !== 0));
    renderScreen(ScrmPolicyListScreen, { path: "/policy-list" });
    expect(await screen.findByText("您在本渠道还没有保单，可以去商城选购。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去商城看看" }).getAttribute("href")).toBe("/productList");
  });

  it("/policy-detail shows the policy with masked numbers, its covers and its claims inside the view", async () => {
    await logInAsDemo();
    const { policy, claim } = claimedPolicy();
    renderScreen(ScrmPolicyDetailScreen, { path: "/policy-detail", url: scrmPath("/policy-detail", { policyNo: policy.policyNo }) });
    const holder = await screen.findByRole("region", { name: "投保人" });
    expect(holder.textContent).toContain(maskAs("idNumber", policy.applyIdentifyNumber));
    expect(holder.textContent).not.toContain(policy.applyIdentifyNumber);
    expect(holder.textContent).toContain(maskAs("mobile", policy.applyMobile));
    const covers = screen.getByRole("list", { name: "保障项目" });
    expect(within(covers).getAllByRole("link")[0]?.getAttribute("href")).toBe(scrmPath("/single-Detail", { policyNo: policy.policyNo, item: "0" }));
    const claims = await screen.findByRole("list", { name: "理赔案件" });
    expect(within(claims).getByRole("link", { name: new RegExp(claim.claimNo) }).getAttribute("href")).toBe(
      scrmPath("/claim-Detail", { claimNo: claim.claimNo, policyNo: policy.policyNo }),
    );
  });

  it("/policy-detail: an unknown policy is not found, with the way to the list", async () => {
    await logInAsDemo();
    renderScreen(ScrmPolicyDetailScreen, { path: "/policy-detail", url: "/policy-detail?policyNo=PNOTAPOLICY" });
    expect(await screen.findByText("未找到这张保单，请返回保单列表重新选择。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回保单列表" }).getAttribute("href")).toBe("/policy-list?dataSource=scrm");
  });

  it("/single-Detail shows one cover with its sum and premium, and an index the policy lacks as not found", async () => {
    await logInAsDemo();
    const { policy } = claimedPolicy();
    const item = policy.items[0];
    if (item === undefined) throw new Error("a cover");
    const first = renderScreen(ScrmCoverScreen, { path: "/single-Detail", url: scrmPath("/single-Detail", { policyNo: policy.policyNo, item: "0" }) });
    const cover = await screen.findByRole("region", { name: item.name });
    expect(cover.textContent).toContain(formatSumInsured(item.sumInsuredFen));
    expect(cover.textContent).toContain(`¥${formatFen(item.premiumFen)}`);
    expect(screen.getByRole("link", { name: "返回保单" }).getAttribute("href")).toBe(scrmPath("/policy-detail", { policyNo: policy.policyNo }));
    first.unmount();
    renderScreen(ScrmCoverScreen, { path: "/single-Detail", url: scrmPath("/single-Detail", { policyNo: policy.policyNo, item: "99" }) });
    expect(await screen.findByText("这张保单没有这个保障项目，请返回保单重新选择。")).toBeTruthy();
  });

  it("/claim-Detail shows the claim's timeline and paid amount, and the way back to its policy", async () => {
    await logInAsDemo();
    const { policy, claim } = claimedPolicy();
    const stored = server.db.data.claims.find((candidate) => candidate.detail.claimNo === claim.claimNo);
    if (stored === undefined) throw new Error("stored claim");
    stored.detail.claimState = "5";
    stored.detail.paidAmount = 98_765;
    stored.detail.steps = stored.detail.steps.map((step) => ({ ...step, done: true, time: `2026-11-0${step.code} 10:00:00` }));
    renderScreen(ScrmClaimScreen, { path: "/claim-Detail", url: scrmPath("/claim-Detail", { claimNo: claim.claimNo, policyNo: policy.policyNo }) });
    const timeline = await screen.findByRole("list", { name: "理赔进度" });
    expect(within(timeline).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByText("案件已结案，赔款已支付。")).toBeTruthy();
    expect(screen.getByRole("region", { name: "赔付信息" }).textContent).toContain(`¥${formatFen(98_765)}`);
    expect(screen.getByRole("link", { name: "返回保单" }).getAttribute("href")).toBe(scrmPath("/policy-detail", { policyNo: policy.policyNo }));
  });

  it("/claim-Detail: an unknown claim is not found", async () => {
    await logInAsDemo();
    renderScreen(ScrmClaimScreen, { path: "/claim-Detail", url: "/claim-Detail?claimNo=CNOTACLAIM" });
    expect(await screen.findByText("未找到这个理赔案件，请返回保单重新选择。")).toBeTruthy();
  });
});
