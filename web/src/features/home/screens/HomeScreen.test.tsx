import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatFen, type MallHome } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { closeAllMessageBoxes } from "../../../ui";
import { setLocale } from "../../../i18n";
import { startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import HomeScreen from "./HomeScreen";

const gateway = startMockGateway();
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
    // each banner is a link named by its title, the page's words over a wordless picture (customer report 3 H8)
    expect(within(carousel).getByRole("link", { name: home.banners[0]?.title ?? "?" })).toBeTruthy();
    await vi.waitFor(() => expect(within(carousel).getAllByRole("link", { hidden: true })).toHaveLength(home.banners.length));
    for (const banner of home.banners) expect(within(carousel).getByRole("link", { name: banner.title, hidden: true })).toBeTruthy();

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

describe("home screen, cached and fast", () => {
  it("shows cached content at once when the customer comes back: no spinner, no second call", async () => {
    const seen: string[] = [];
    gateway.server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname.endsWith("/pageInit/mall")) seen.push(request.url);
    });
    const first = renderScreen(HomeScreen, { path: "/home" });
    await screen.findByRole("region", { name: "热门保险" });
    const calls = seen.length;
    first.unmount();

    renderScreen(HomeScreen, { path: "/home", queryClient: first.queryClient });
    expect(screen.getByRole("region", { name: "热门保险" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: "正在加载商城内容" })).toBeNull();
    expect(seen.length).toBe(calls);
  });

  it("gives banners and service icons their intrinsic size, loads the icons lazily, and brings every slide", async () => {
    const home = await served();
    renderScreen(HomeScreen, { path: "/home" });
    const carousel = await screen.findByRole("region", { name: "活动推荐" });
    const first = within(carousel).getByRole("link", { name: home.banners[0]?.title ?? "?" }).querySelector("img");
    if (first === null) throw new Error("the first banner has its picture");
    expect(first.getAttribute("width")).toBe("750");
    expect(first.getAttribute("height")).toBe("320");
    await vi.waitFor(() => expect(carousel.querySelectorAll("img")).toHaveLength(home.banners.length));
    for (const icon of screen.getByRole("region", { name: "便捷服务" }).querySelectorAll("img")) {
      expect(icon.getAttribute("loading")).toBe("lazy");
      expect(icon.getAttribute("width")).toBe("96");
    }
  });

  it("draws the mall's own services with the mall's icon set, not the gateway's pictures (issue 20 item 8)", async () => {
    const home = await served();
    renderScreen(HomeScreen, { path: "/home" });
    const services = await screen.findByRole("region", { name: "便捷服务" });
    for (const service of home.services) {
      const link = within(services).getByRole("link", { name: service.name });
      const icon = link.querySelector("svg[data-icon]");
      expect(icon?.getAttribute("aria-hidden")).toBe("true");
      expect(link.querySelector("img")).toBeNull();
    }
    const drawn = [...services.querySelectorAll("svg[data-icon]")].map((icon) => icon.getAttribute("data-icon"));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it("lets a logged-out visitor switch the language", async () => {
    const user = userEvent.setup();
    renderScreen(HomeScreen, { path: "/home" });
    await user.click(screen.getByRole("button", { name: /English/ }));
    expect(screen.getByRole("heading", { level: 1, name: "Insurance Mall" })).toBeTruthy();
    expect(localStorage.getItem("micromall.locale")).toBe("en");
    await user.click(screen.getByRole("button", { name: /中文/ }));
    expect(screen.getByRole("heading", { level: 1, name: "保险商城" })).toBeTruthy();
  });

  it("in English names the mall's own services and the banners in English, shows the selling points in English and marks the product names as data", async () => {
    const home = await served();
    setLocale("en");
    renderScreen(HomeScreen, { path: "/home" });
    const services = await screen.findByRole("region", { name: "Services" });
    const policies = home.services.find((service) => service.id === "policy");
    expect(policies).toBeDefined();
    expect(within(services).getByRole("link", { name: "Policies" }).getAttribute("href")).toBe(policies?.link);
    for (const link of within(services).getAllByRole("link")) expect(link.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const products = screen.getByRole("region", { name: "Popular cover" });
    for (const product of home.products) {
      expect(within(products).getByText(product.productName).getAttribute("lang")).toBe("zh-CN");
      expect(product.en?.summary, product.productCode).toBeDefined();
      expect(within(products).getByText(product.en?.summary ?? "?").getAttribute("lang")).toBe("en");
      expect(within(products).queryByText(product.summary)).toBeNull();
    }
    const carousel = screen.getByRole("region", { name: "Featured" });
    const first = home.banners[0];
    expect(first?.en?.title).toBeDefined();
    expect(within(carousel).getByRole("link", { name: first?.en?.title ?? "?" })).toBeTruthy();
    for (const link of within(carousel).getAllByRole("link", { hidden: true })) expect(link.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

});
