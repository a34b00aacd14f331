/**
 * Issue 9: every product link of /home, /productList and the fixtures' products lands on a working page. Walks the
 * fixtures' shelf (the products /home and /productList show, and the home banners) and every page a product leads
 * to — its own link, its product page, its notes for insuring and its "buy now" target — and checks each path is a
 * route of the table. /insureRight (the car cover's buying page) is built in parallel and joins the table at merge.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SEED, PRODUCTS, generateData } from "@micromall/fixtures";
import { guidePath, insurePath, linkTarget, productPagePath } from "@micromall/domain";
import { productLink } from "../features/buy/hooks/product-link";
import { ROUTES } from "./routes";

/** Landing in parallel (the car helper's branch): counted as a route. */
const LANDING_IN_PARALLEL = ["/insureRight"];
const routePaths = new Set([...ROUTES.map((route) => route.path), ...LANDING_IN_PARALLEL]);

/** The app path of a link inside the mall, or null for an external one. */
function appPathOf(to: string): string | null {
  if (!to.startsWith("/")) return null;
  return new URL(to, "https://mall.example").pathname;
}

describe("product links", () => {
  const home = generateData(DEFAULT_SEED, new Date("2026-11-23T08:00:00Z")).home;

  it("the shelf has a product of every variant the form sells, and the car cover", () => {
    const categories = new Set(PRODUCTS.map((entry) => entry.summary.category));
    for (const category of ["travel", "accident", "home", "exhibition", "phone", "car"]) expect(categories).toContain(category);
  });

  it.each(PRODUCTS.map((entry) => [entry.summary.productCode, entry] as const))("every page product %s leads to is a route", (_code, entry) => {
    const { summary, plans } = entry;
    const card = productLink(summary);
    const targets = [
      card.kind === "route" ? card.to : "",
      productPagePath(summary.productCode),
      guidePath(summary.productCode),
      ...plans.map((plan) => insurePath(summary, plan.planCode)),
    ];
    for (const target of targets) {
      const path = appPathOf(target);
      expect(path, `${summary.productCode}: ${target}`).not.toBeNull();
      expect(routePaths, `${summary.productCode}: ${target}`).toContain(path);
    }
  });

  it("the home page's products and banners lead to routes", () => {
    expect(home.products.length).toBeGreaterThan(0);
    for (const product of home.products) {
      const card = productLink(product);
      if (card.kind === "route") expect(routePaths, product.link).toContain(appPathOf(card.to));
    }
    for (const banner of home.banners) {
      const target = linkTarget(banner.link, "/productList");
      if (target.kind === "route") expect(routePaths, banner.link).toContain(appPathOf(target.to));
    }
  });
});
