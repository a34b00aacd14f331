import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GATEWAY_CATALOGUE } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { setLocale } from "../../../i18n";
import ServiceIndexScreen from "./ServiceIndexScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function benefitsOf(mallId: string) {
  const result = await callGateway("showEquity", { mallId });
  if (!result.ok) throw new Error("showEquity failed");
  return result.data;
}

describe("/serviceIndex", () => {
  it("shows each benefit with what is left, until when and how to use it, grouped by what can be done", async () => {
    const user = await logInAsDemo();
    const stored = await benefitsOf(user.mallId);
    const rescue = stored.find((benefit) => benefit.kind === "rescue");
    if (rescue === undefined) throw new Error("the demo account has a rescue benefit");
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    const usable = await screen.findByRole("list", { name: "可使用的权益" });
    const card = within(usable).getByRole("heading", { name: /道路救援/ }).closest("li");
    if (card === null) throw new Error("the rescue card");
    expect(card.textContent).toContain(`剩余 ${rescue.timesLeft}/${rescue.timesTotal} 次`);
    expect(card.textContent).toContain(`有效期至 ${rescue.validTo}`);
    expect(card.textContent).toContain(rescue.howToUse);
    expect(within(card).getByRole("link", { name: "去使用道路救援" }).getAttribute("href")).toBe("/roadRescue");
    expect(screen.getByRole("list", { name: "待激活的权益" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "已用完或已过期" }).textContent).toContain("已过期");
    // The value-added services under the benefits.
    expect(await screen.findByRole("link", { name: /服务网点/ })).toBeTruthy();
  });

  // customer rehearsal 5: the video doctor of a policy still in its waiting period read 可使用, with 去使用
  it("a benefit whose policy has not started waits apart: from when, no use", async () => {
    const user = await logInAsDemo();
    const stored = await benefitsOf(user.mallId);
    const doctor = stored.find((benefit) => benefit.kind === "videoDoctor");
    if (doctor === undefined) throw new Error("the demo account has a video doctor");
    const later = { ...doctor, benefitId: "LATER1", state: "1" as const, timesLeft: 6, validFrom: "2099-01-01", validTo: "2099-12-31" };
    server.use(gatewayHandler("showEquity", { data: [later] }));
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    const waiting = await screen.findByRole("list", { name: "待生效的权益" });
    const card = within(waiting).getByRole("listitem");
    expect(card.textContent).toContain("待生效");
    expect(card.textContent).toContain("保单生效后可用：2099-01-01 起");
    expect(card.textContent).not.toContain("可使用");
    expect(within(card).queryByRole("link", { name: /去使用/ })).toBeNull();
    expect(screen.queryByRole("list", { name: "可使用的权益" })).toBeNull();
  });

  it("in English, each benefit's name, description and how to use it are English (customer rehearsal 2026-11-28)", async () => {
    setLocale("en");
    await logInAsDemo();
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    const heading = await screen.findByRole("heading", { name: /Roadside assistance/ });
    const card = heading.closest("li");
    if (card === null) throw new Error("the rescue card");
    expect(card.textContent).toContain("Towing, jump starts");
    expect(card.textContent).toContain("How to use: When your car breaks down, call 95518");
    expect(card.textContent).not.toMatch(/[\u4e00-\u9fff]/u);
    expect(within(card).getByRole("link", { name: "Use Roadside assistance" })).toBeTruthy();
    // the more services too: names and descriptions in English where the gateway gives them
    const more = (await screen.findByRole("heading", { name: "More services" })).closest("section");
    if (more === null) throw new Error("the more services");
    expect(await within(more).findByText("Video doctor")).toBeTruthy();
    expect(more.textContent).not.toMatch(/[\u4e00-\u9fff]/u);
  });

  it("activates a benefit to activate and opens the success page", async () => {
    const user = await logInAsDemo();
    const pending = (await benefitsOf(user.mallId)).find((benefit) => benefit.state === "0");
    if (pending === undefined) throw new Error("the demo account has a benefit to activate");
    const clicker = userEvent.setup();
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    await clicker.click(await screen.findByRole("button", { name: `激活${pending.name}` }));
    expect(await screen.findByText(landedText("/successfulquery"))).toBeTruthy();
    expect((await benefitsOf(user.mallId)).find((benefit) => benefit.benefitId === pending.benefitId)?.state).toBe("1");
  });

  it("reads the scrm channel's benefits for a visitor it sent", async () => {
    await logInAsDemo();
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => asked.push(new URL(request.url).pathname));
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex", url: "/serviceIndex?dataSource=scrm" });
    expect(await screen.findByRole("list", { name: "可使用的权益" })).toBeTruthy();
    expect(asked.some((path) => path.endsWith(GATEWAY_CATALOGUE.showEquityScrm.path))).toBe(true);
    expect(asked.some((path) => path.endsWith(`/${GATEWAY_CATALOGUE.showEquity.path}`))).toBe(false);
    server.events.removeAllListeners();
  });

  it("says where benefits come from when there are none, with binding and activation", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("showEquity", { data: [] }));
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    expect(await screen.findByText(/您还没有权益/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "绑定保单" }).getAttribute("href")).toBe("/binDing");
    expect(screen.getByRole("link", { name: "使用记录与激活码" }).getAttribute("href")).toBe("/myServiceIndex");
  });

  it("offers a retry when the benefits cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "showEquity" });
    renderScreen(ServiceIndexScreen, { path: "/serviceIndex" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
