import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatFen } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, logInNewCustomer, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ClaimDetailScreen from "./ClaimDetailScreen";
import ClaimListScreen from "./ClaimListScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function bindDemo() {
  const user = await logInAsDemo();
  const person = server.db.data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  const bound = await callGateway("bindUserInfo", { mallId: user.mallId, username: person.name, identifytype: "01", identifynumber: person.idNumber, birthday: person.birthday, sex: "1", mobliephone: person.mobile });
  if (!bound.ok) throw new Error("binding failed");
  return user;
}

const demoClaims = () => server.db.data.claims.filter((claim) => claim.owner === 0).map((claim) => claim.detail);

describe("/claimList", () => {
  it("asks a customer who has not verified nor bound their identity to bind first, with the way there and back", async () => {
    await logInNewCustomer();
    const view = renderScreen(ClaimListScreen, { path: "/claimList", url: "/claimList?type=car" });
    const bindFirst = await screen.findByRole("region", { name: "查询理赔前，请先绑定身份信息" });
    expect(screen.queryByRole("list", { name: "车险理赔案件" })).toBeNull();
    expect(within(bindFirst).getByRole("link", { name: "去绑定" }).getAttribute("href")).toBe("/Bind?redirect=%2FclaimList%3Ftype%3Dcar");
    expect(view.router.state.location.pathname).toBe("/claimList");
  });

  it("binds an identity-verified customer from the verified identity without asking, and lists the claims (issue 20 item 6)", async () => {
    const user = await logInAsDemo();
    const verified = await callGateway("lookIdentify", { mallId: user.mallId });
    if (!verified.ok) throw new Error("the demo account is verified");
    expect((await callGateway("isBindUserInfo", { mallId: user.mallId })).ok).toBe(true);
    renderScreen(ClaimListScreen, { path: "/claimList" });
    expect(await screen.findByRole("list", { name: "我的理赔案件" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "查询理赔前，请先绑定身份信息" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("已按您实名认证的身份绑定理赔信息。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看或更换绑定信息" }).getAttribute("href")).toBe("/messageInfo");
    const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
    expect(state.ok && state.data).toMatchObject({ bound: true, username: verified.data.name, identifynumber: verified.data.identifyNumber, mobliephone: user.mobile });
  });

  it("gives a verified customer whose identity lacks what the binding needs the way to the form, and binds nothing", async () => {
    const user = await logInNewCustomer();
    // a passport carries no birthday or sex: the customer completes the (prefilled) form
    const auth = await callGateway("indentifyAuth", { mallId: user.mallId, name: "林晓", identifyType: "06", identifyNumber: "E12345678" });
    expect(auth.ok).toBe(true);
    renderScreen(ClaimListScreen, { path: "/claimList" });
    expect(await screen.findByRole("region", { name: "查询理赔前，请先绑定身份信息" })).toBeTruthy();
    await waitFor(async () => {
      const state = await callGateway("isBindUserInfo", { mallId: user.mallId });
      expect(state.ok && state.data.bound).toBe(false);
    });
  });

  it("lists the bound customer's motor and non-motor claims, filtered by type, each linking to its progress", async () => {
    await bindDemo();
    const [car, noCar] = [demoClaims().find((claim) => claim.kind === "car"), demoClaims().find((claim) => claim.kind === "noCar")];
    if (car === undefined || noCar === undefined) throw new Error("the demo holder has a claim of each line");
    const clicker = userEvent.setup();
    const view = renderScreen(ClaimListScreen, { path: "/claimList" });
    const all = await screen.findByRole("list", { name: "我的理赔案件" });
    expect(within(all).getByRole("link", { name: new RegExp(car.claimNo) }).getAttribute("href")).toBe(`/claimClaims?claimNo=${car.claimNo}&kind=car`);
    expect(within(all).getByRole("link", { name: new RegExp(noCar.claimNo) }).getAttribute("href")).toBe(`/claimClaims?claimNo=${noCar.claimNo}&kind=noCar`);
    // the accident place is the gateway's data: marked zh-CN, so the English page reads it as data (issue 20 item 1)
    expect(within(all).getByText(car.accidentPlace).getAttribute("lang")).toBe("zh-CN");
    await clicker.click(screen.getByRole("tab", { name: "非车险理赔" }));
    const filtered = await screen.findByRole("list", { name: "非车险理赔案件" });
    expect(within(filtered).queryByRole("link", { name: new RegExp(car.claimNo) })).toBeNull();
    expect(view.router.state.location.search).toBe("?type=noCar");
  });

  it("/claimCar opens on motor claims", async () => {
    await bindDemo();
    renderScreen(ClaimListScreen, { path: "/claimCar" });
    expect(await screen.findByRole("list", { name: "车险理赔案件" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "车险理赔" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("/claimClaims", () => {
  it("shows the progress as a timeline: done steps with their time, the current one marked, the rest without time", async () => {
    await logInAsDemo();
    const claim = demoClaims().find((candidate) => candidate.kind === "car");
    if (claim === undefined) throw new Error("the demo holder has a motor claim");
    // Accepted (step 2) done; assessing under way.
    claim.claimState = "2";
    claim.steps = claim.steps.map((step) => ({ ...step, done: Number(step.code) <= 2, time: Number(step.code) <= 2 ? `2026-11-0${step.code} 10:00:00` : "" }));
    renderScreen(ClaimDetailScreen, { path: "/claimClaims", url: `/claimClaims?claimNo=${claim.claimNo}&kind=car` });
    const timeline = await screen.findByRole("list", { name: "理赔进度" });
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent?.slice(0, 2))).toEqual(["报案", "受理", "定损", "核赔", "赔付"]);
    expect(steps[0]?.textContent).toContain("已完成");
    expect(steps[1]?.querySelector("time")?.textContent).toBe("2026-11-02 10:00:00");
    expect(steps[2]?.getAttribute("aria-current")).toBe("step");
    expect(steps[2]?.textContent).toContain("进行中");
    expect(steps[3]?.textContent).toContain("未开始");
    expect(steps[3]?.querySelector("time")).toBeNull();
    expect(screen.getByRole("region", { name: "赔付信息" }).textContent).toContain("尚未赔付");
  });

  it("shows a paid claim complete with the paid amount", async () => {
    await logInAsDemo();
    const claim = demoClaims().find((candidate) => candidate.kind === "noCar");
    if (claim === undefined) throw new Error("the demo holder has a non-motor claim");
    claim.claimState = "5";
    claim.paidAmount = 123_456;
    claim.steps = claim.steps.map((step) => ({ ...step, done: true, time: `2026-11-0${step.code} 10:00:00` }));
    renderScreen(ClaimDetailScreen, { path: "/claimClaims", url: `/claimClaims?claimNo=${claim.claimNo}&kind=noCar` });
    const timeline = await screen.findByRole("list", { name: "理赔进度" });
    expect(within(timeline).queryByText("进行中")).toBeNull();
    expect(screen.getByText("案件已结案，赔款已支付。")).toBeTruthy();
    expect(screen.getByRole("region", { name: "赔付信息" }).textContent).toContain(`¥${formatFen(123_456)}`);
  });

  it("says a claim the gateway does not know was not found", async () => {
    await logInAsDemo();
    renderScreen(ClaimDetailScreen, { path: "/claimClaims", url: "/claimClaims?claimNo=CNOTACLAIM" });
    expect(await screen.findByText("未找到这个理赔案件，请返回我的理赔重新选择。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回我的理赔" }).getAttribute("href")).toBe("/claimList");
  });
});
