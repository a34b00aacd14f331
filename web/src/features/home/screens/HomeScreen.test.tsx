import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatFen, type MallHome } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { closeAllMessageBoxes } from "../../../ui";
import { useMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import HomeScreen from "./HomeScreen";

const gateway = useMockGateway();
beforeEach(resetBrowserState);

/** The home content as the gateway serves it (the expectation, never hard-coded). */
async function served(): Promise<MallHome> {
  const result = await callGateway("pageInitMall", {});
  if (!result.ok) throw new Error("pageInitMall failed in the fixtures");
  return result.data;
}

describe("home screen", () => {
  it("shows the banners, the products with their lowest premium, and the services", async () => {
    const home = await served();
    expect(home.banners.length).toBeGreaterThan(0);
    renderScreen(HomeScreen, { path: "/home" });

    const carousel = await screen.findByRole("region", { name: "活动推荐" });
    for (const banner of home.banners) expect(within(carousel).getByAltText(banner.title)).toBeTruthy();

    const products = screen.getByRole("region", { name: "热门保险" });
    for (const product of home.products) {
      const link = within(products).getByRole("link", { name: new RegExp(product.productName) });
      expect(link.textContent).toContain(`¥${formatFen(product.minPremiumFen)}起`);
      expect(link.textContent).toContain(product.summary);
    }

    const services = screen.getByRole("region", { name: "便捷服务" });
    for (const service of home.services) {
      expect(within(services).getByRole("link", { name: service.name }).getAttribute("href")).toBe(service.link);
    }
    expect(screen.getByRole("navigation", { name: /./ })).toBeTruthy();
  });

  it("offers a prominent elder-mode entry at the top", async () => {
    renderScreen(HomeScreen, { path: "/home" });
    const entry = screen.getByRole("link", { name: /长辈版/ });
    expect(entry.getAttribute("href")).toBe("/elderModel");
    // Found before any content, without scrolling past the banners.
    const firstLink = screen.getAllByRole("link")[0];
    expect(firstLink).toBe(entry);
  });

  it("opens a product when the customer taps it", async () => {
    const user = userEvent.setup();
    const home = await served();
    const first = home.products[0];
    if (first === undefined) throw new Error("the fixtures serve no product");
    renderScreen(HomeScreen, { path: "/home" });
    await user.click(await screen.findByRole("link", { name: new RegExp(first.productName) }));
    expect(await screen.findByText(landedText(first.link))).toBeTruthy();
  });

  it("shows a spinner while loading, then an error state whose retry loads the page", async () => {
    const user = userEvent.setup();
    gateway.server.useScenario("http-500", { call: "pageInitMall" });
    renderScreen(HomeScreen, { path: "/home" });
    expect(screen.getByRole("img", { name: "正在加载商城内容" })).toBeTruthy();
    expect(await screen.findByText("商城内容加载失败")).toBeTruthy();

    closeAllMessageBoxes();
    gateway.server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByRole("region", { name: "热门保险" })).toBeTruthy();
  });
});
