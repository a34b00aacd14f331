import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { addDaysText, chinaDateParts, formatDateParts, statusLabel } from "@micromall/domain";
import { setLocale } from "../../../i18n";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import InsureMessageScreen from "./InsureMessageScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("/insure-message", () => {
  it("lists the policy's renewal due, endorsements and claim progress, newest first", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("queryCarPolicyList", { mallId: user.mallId });
    const policy = list.ok ? list.data[0] : undefined;
    if (policy === undefined) throw new Error("the demo holder has a motor policy");
    const renewal = server.db.data.renewals.find((item) => item.policyNo === policy.policyNo);
    if (renewal === undefined) throw new Error("the motor policy has a renewal offer");
    const today = formatDateParts(chinaDateParts(new Date()));
    renewal.endDate = addDaysText(today, 5);
    server.db.data.endorsements.push({ endorseNo: "ETEST0001", policyNo: policy.policyNo, endorseDate: addDaysText(today, -400), content: "变更投保人联系电话", changePremium: 0 });

    renderScreen(InsureMessageScreen, { path: "/insure-message", url: `/insure-message?policyNo=${policy.policyNo}` });
    const notices = await screen.findByRole("list", { name: `保单 ${policy.policyNo} 的通知` });
    const items = within(notices).getAllByRole("listitem");
    const dates = items.map((item) => item.querySelector("time")?.getAttribute("dateTime") ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(notices.textContent).toContain(`续保提醒：保单将于 ${renewal.endDate} 到期`);
    expect(items[items.length - 1]?.textContent).toContain("批改完成：变更投保人联系电话（批单号 ETEST0001）");
    expect(notices.textContent).toMatch(/理赔进度：案件 C/);
    expect(within(notices).getAllByRole("link", { name: /查看理赔进度/ })[0]?.getAttribute("href")).toMatch(/^\/claimClaims\?claimNo=C.+&kind=car$/);
  });

  it("in English says each claim's state in the mall's word for its code and marks an endorsement's content as data (issue 20)", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("queryCarPolicyList", { mallId: user.mallId });
    const policy = list.ok ? list.data[0] : undefined;
    if (policy === undefined) throw new Error("the demo holder has a motor policy");
    const claims = await callGateway("coreClaimList", { policyNo: policy.policyNo, mallId: user.mallId });
    const claim = claims.ok ? claims.data.find((item) => item.policyNo === policy.policyNo) : undefined;
    if (claim === undefined) throw new Error("the motor policy has a claim");
    server.db.data.endorsements.push({ endorseNo: "ETEST0002", policyNo: policy.policyNo, endorseDate: "2020-01-01", content: "变更投保人联系电话", changePremium: 0 });
    setLocale("en");

    renderScreen(InsureMessageScreen, { path: "/insure-message", url: `/insure-message?policyNo=${policy.policyNo}` });
    const notices = await screen.findByRole("list", { name: new RegExp(policy.policyNo) });
    expect(notices.textContent).toContain(statusLabel("claim", claim.claimState, "en"));
    expect(notices.textContent).not.toContain(claim.claimStateName);
    const content = within(notices).getByText("变更投保人联系电话");
    expect(content.closest("[lang='zh-CN']")).not.toBeNull();
  });

  it("says a policy without notices has none, with the way to its detail", async () => {
    await logInAsDemo();
    renderScreen(InsureMessageScreen, { path: "/insure-message", url: "/insure-message?policyNo=PNONOTICES" });
    expect(await screen.findByText(/这张保单暂时没有通知/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看保单详情" }).getAttribute("href")).toBe("/policyDetails?policyNo=PNONOTICES");
  });

  it("offers a retry when the notices cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "coreEndorseDetail" });
    renderScreen(InsureMessageScreen, { path: "/insure-message", url: "/insure-message?policyNo=P1" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
