import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatFen, type PlanListRequest, type PlanListResponse } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ProductListScreen from "./ProductListScreen";
import { setLocale } from "../../../i18n";

const gateway = startMockGateway();
beforeEach(resetBrowserState);

async function served(category?: NonNullable<PlanListRequest["category"]>): Promise<PlanListResponse["products"]> {
  const result = await callGateway("queryPlanList", category === undefined ? {} : { category });
  if (!result.ok) throw new Error("queryPlanList failed in the fixtures");
  return result.data.products;
}

function cards(): HTMLElement[] {
  return within(screen.getByRole("tabpanel")).queryAllByRole("article");
}

describe("product list", () => {
  it("shows every product with name, summary, tags and lowest premium under 全部", async () => {
    const all = await served();
    renderScreen(ProductListScreen, { path: "/productList" });
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-selected")).toBe("true");
    await screen.findByRole("link", { name: new RegExp(all[0]?.productName ?? "?") });
    expect(cards()).toHaveLength(all.length);
    for (const product of all) {
      const card = cards().find((element) => element.textContent?.includes(product.productName));
      expect(card?.textContent).toContain(product.summary);
      expect(card?.textContent).toContain(`¥${formatFen(product.minPremiumFen)}起`);
      for (const tag of product.tags) expect(card?.textContent).toContain(tag);
    }
    expect(screen.getByRole("navigation", { name: /./ })).toBeTruthy();
  });

  it("loads the first card's picture at once with high priority (the page's largest content), the others lazily", async () => {
    const all = await served();
    const { container } = renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findByRole("link", { name: new RegExp(all[0]?.productName ?? "?") });
    const pictures = [...container.querySelectorAll("img.product-card__image")];
    expect(pictures.length).toBeGreaterThan(1);
    expect(pictures.map((picture) => [picture.getAttribute("loading"), picture.getAttribute("fetchpriority")])).toEqual(
      pictures.map((_, index) => (index === 0 ? [null, "high"] : ["lazy", null])),
    );
  });

  it("marks each product's name, selling point and tags as the gateway's data", async () => {
    const all = await served();
    renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findByRole("link", { name: new RegExp(all[0]?.productName ?? "?") });
    for (const product of all) {
      const card = cards().find((element) => element.textContent?.includes(product.productName));
      const marked = Array.from(card?.querySelectorAll('[lang="zh-CN"]') ?? [], (element) => element.textContent);
      expect(marked).toEqual([product.productName, product.summary, ...product.tags]);
    }
  });

  it("in English shows each product's selling point and tags in English, only its name as Chinese data (customer report 3 H8)", async () => {
    const all = await served();
    setLocale("en");
    renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findByRole("link", { name: new RegExp(all[0]?.productName ?? "?") });
    for (const product of all) {
      const card = cards().find((element) => element.textContent?.includes(product.productName));
      const marked = Array.from(card?.querySelectorAll('[lang="zh-CN"]') ?? [], (element) => element.textContent);
      expect(marked).toEqual([product.productName]);
      expect(card?.textContent).toContain(product.en?.summary ?? "?");
      for (const tag of product.en?.tags ?? ["?"]) expect(card?.textContent).toContain(tag);
    }
  });

  it("filters by category when the customer picks a chip, and remembers it in the address", async () => {
    const user = userEvent.setup();
    const travel = await served("travel");
    expect(travel.length).toBeGreaterThan(0);
    const view = renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findAllByRole("article");

    await user.click(screen.getByRole("tab", { name: "旅游险" }));
    expect(screen.getByRole("tab", { name: "旅游险" }).getAttribute("aria-selected")).toBe("true");
    await screen.findByRole("link", { name: new RegExp(travel[0]?.productName ?? "?") });
    expect(cards()).toHaveLength(travel.length);
    expect(view.router.state.location.search).toBe("?category=travel");
  });

  it("opens on the category named in the address", async () => {
    const car = await served("car");
    renderScreen(ProductListScreen, { path: "/productList", url: "/productList?category=car" });
    expect(screen.getByRole("tab", { name: "车险" }).getAttribute("aria-selected")).toBe("true");
    await screen.findByRole("link", { name: new RegExp(car[0]?.productName ?? "?") });
    expect(cards()).toHaveLength(car.length);
  });

  it("says so when a category has nothing on sale, and offers all products", async () => {
    const user = userEvent.setup();
    gateway.server.use(gatewayHandler("queryPlanList", { data: { products: [], plans: [] } }));
    renderScreen(ProductListScreen, { path: "/productList", url: "/productList?category=exhibition" });
    expect(await screen.findByText("该分类下暂无产品")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "查看全部产品" }));
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("product card", () => {
  it("is one link whose name is its visible text: the product first, then its selling point and premium", async () => {
    const all = await served();
    const first = all[0];
    if (first === undefined) throw new Error("the fixtures serve no product");
    renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findAllByRole("article");
    const card = cards().find((element) => element.textContent?.includes(first.productName));
    if (card === undefined) throw new Error("no card");
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toContain(first.summary);
    expect(within(card).getByRole("link", { name: new RegExp(`^${first.productName}`) })).toBe(links[0]);
    // Its name is its visible text (axe: label-content-name-mismatch), the premium included.
    expect(links[0]?.getAttribute("aria-labelledby")).toBeNull();
  });

  it("shows a chip seen before at once when the customer switches back to it", async () => {
    const user = userEvent.setup();
    renderScreen(ProductListScreen, { path: "/productList" });
    await screen.findAllByRole("article");
    await user.click(screen.getByRole("tab", { name: "旅游险" }));
    await screen.findAllByRole("article");
    await user.click(screen.getByRole("tab", { name: "全部" }));
    expect(screen.queryByRole("img", { name: "正在加载产品" })).toBeNull();
    expect(cards().length).toBeGreaterThan(0);
  });
});
