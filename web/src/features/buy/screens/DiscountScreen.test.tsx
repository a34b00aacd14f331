import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { discountLabel, type PlanListResponse } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import DiscountScreen from "./DiscountScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function shelf(): Promise<PlanListResponse> {
  const result = await callGateway("queryPlanList", {});
  if (!result.ok) throw new Error("queryPlanList failed");
  return result.data;
}

describe("/discount", () => {
  it("lists each offer with its discount, the usual and the offer premium, a countdown and its product page", async () => {
    const { discounts = [], products } = await shelf();
    renderScreen(DiscountScreen, { path: "/discount" });
    const list = await screen.findByRole("list", { name: "限时优惠产品" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(discounts.length);
    const travel = discounts.find((discount) => discount.productCode === "LAY_JW");
    const product = products.find((candidate) => candidate.productCode === "LAY_JW");
    if (travel === undefined || product === undefined) throw new Error("the shelf has a travel offer");
    const item = within(list).getByRole("heading", { name: new RegExp(`${product.productName} · ${travel.planName}`) }).closest("li") as HTMLElement;
    expect(item.textContent).toContain(discountLabel(travel.originalPremiumFen, travel.premiumFen));
    expect(item.textContent).toContain("优惠价 ¥128.00");
    expect(item.textContent).toContain("原价 ¥168.00");
    expect(within(item).getByRole("timer").textContent).toMatch(/^距结束 2天 05:(29|30):\d\d$/);
    expect(within(item).getByRole("link", { name: `去投保 ${product.productName}` }).getAttribute("href")).toBe("/insureInfo?productCode=LAY_JW");
  });

  it("lists the offer that ends soonest first", async () => {
    renderScreen(DiscountScreen, { path: "/discount" });
    const list = await screen.findByRole("list", { name: "限时优惠产品" });
    const timers = within(list).getAllByRole("timer").map((timer) => timer.textContent ?? "");
    expect(timers[0]).toMatch(/^距结束 00:(49|50):\d\d$/);
    expect(timers.at(-1)).toMatch(/^距结束 3天/);
  });

  it("no offers: says so and offers the product list", async () => {
    server.use(gatewayHandler("queryPlanList", { data: { products: [], plans: [], discounts: [] } }));
    renderScreen(DiscountScreen, { path: "/discount" });
    expect(await screen.findByText("暂时没有限时优惠，看看其他保险产品吧。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看全部产品" }).getAttribute("href")).toBe("/productList");
  });

  it("offers a retry when the offers cannot load", async () => {
    server.useScenario("http-500", { call: "queryPlanList" });
    renderScreen(DiscountScreen, { path: "/discount" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
