import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import BigBusinessEventsScreen from "./BigBusinessEventsScreen";
import ConsumerScreen from "./ConsumerScreen";
import IntroduceDetailsScreen from "./IntroduceDetailsScreen";
import IntroduceIndexScreen from "./IntroduceIndexScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function content() {
  const answer = await callGateway("pageInitMall", {});
  if (!answer.ok) throw new Error("pageInitMall failed");
  return answer.data;
}

describe("/introduceIndex", () => {
  it("lists the products and the services, each opening its detail", async () => {
    const intros = (await content()).introductions ?? [];
    renderScreen(IntroduceIndexScreen, { path: "/introduceIndex" });
    const products = await screen.findByRole("list", { name: "保险产品" });
    const services = screen.getByRole("list", { name: "增值服务" });
    expect(within(products).getAllByRole("listitem")).toHaveLength(intros.filter((intro) => intro.kind === "product").length);
    expect(within(services).getAllByRole("listitem")).toHaveLength(intros.filter((intro) => intro.kind === "service").length);
    const first = intros[0];
    expect(within(products).getByRole("link", { name: first?.title ?? "?" }).getAttribute("href")).toBe(`/introduceDetails?id=${first?.id ?? ""}`);
  });

  it("offers the products when nothing is published, and a retry when it fails", async () => {
    const user = userEvent.setup();
    server.use(gatewayHandler("pageInitMall", { data: { banners: [], products: [], services: [] } }));
    const first = renderScreen(IntroduceIndexScreen, { path: "/introduceIndex" });
    expect(await screen.findByText(/暂无介绍/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "浏览产品" }).getAttribute("href")).toBe("/productList");
    first.unmount();
    server.resetHandlers();
    server.use(gatewayHandler("pageInitMall", { http: 500 }));
    renderScreen(IntroduceIndexScreen, { path: "/introduceIndex" });
    expect(await screen.findByText("介绍加载失败。")).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByRole("list", { name: "保险产品" })).toBeTruthy();
  });
});

describe("/introduceDetails", () => {
  it("shows one introduction with its paragraphs and the way to act on it", async () => {
    const intro = ((await content()).introductions ?? []).find((candidate) => candidate.id === "intro-rescue");
    renderScreen(IntroduceDetailsScreen, { path: "/introduceDetails", url: "/introduceDetails?id=intro-rescue" });
    expect(await screen.findByRole("heading", { level: 1, name: "道路救援" })).toBeTruthy();
    expect(screen.getByText(intro?.body[0] ?? "?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "立即使用" }).getAttribute("href")).toBe("/roadRescue");
  });

  it("says when the introduction is not there and offers the list", async () => {
    renderScreen(IntroduceDetailsScreen, { path: "/introduceDetails", url: "/introduceDetails?id=nope" });
    expect(await screen.findByText("这篇介绍不存在或已下线。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看全部介绍" }).getAttribute("href")).toBe("/introduceIndex");
  });
});

describe("/bigBusinessEvents", () => {
  it("shows the milestones as a timeline, oldest first", async () => {
    const milestones = (await content()).milestones ?? [];
    renderScreen(BigBusinessEventsScreen, { path: "/bigBusinessEvents" });
    const timeline = await screen.findByRole("list", { name: "公司大事记" });
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps).toHaveLength(milestones.length);
    expect(steps[0]?.textContent).toContain(milestones[0]?.title ?? "?");
    expect(steps.at(-1)?.textContent).toContain("最新");
  });

  it("offers /about when nothing is published", async () => {
    server.use(gatewayHandler("pageInitMall", { data: { banners: [], products: [], services: [], milestones: [] } }));
    renderScreen(BigBusinessEventsScreen, { path: "/bigBusinessEvents" });
    expect(await screen.findByText(/暂无大事记/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "关于我们" }).getAttribute("href")).toBe("/about");
  });

  it("offers a retry when it fails", async () => {
    server.use(gatewayHandler("pageInitMall", { http: 500 }));
    renderScreen(BigBusinessEventsScreen, { path: "/bigBusinessEvents" });
    expect(await screen.findByText("大事记加载失败。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});

describe("/consumer", () => {
  it("covers the rights, how to complain, the cooling-off period and fraud", () => {
    renderScreen(ConsumerScreen, { path: "/consumer" });
    for (const name of ["您的权利", "如何投诉", "犹豫期", "防范诈骗"]) expect(screen.getByRole("heading", { name })).toBeTruthy();
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(screen.getByRole("link", { name: "在线投诉建议" }).getAttribute("href")).toBe("/complaint");
    expect(screen.getByText(/15 天犹豫期/)).toBeTruthy();
    expect(screen.getByText(/不会索要短信验证码/)).toBeTruthy();
  });
});
