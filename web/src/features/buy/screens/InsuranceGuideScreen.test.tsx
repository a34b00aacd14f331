import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GUIDE_SECTION_IDS } from "@micromall/domain";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import InsuranceGuideScreen from "./InsuranceGuideScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const TITLES = ["投保须知", "保险条款", "投保声明", "理赔指引", "责任免除"];

describe("/insuranceGuide", () => {
  it("shows every section of the product's notes with its anchor, and a table of contents", async () => {
    renderScreen(InsuranceGuideScreen, { path: "/insuranceGuide", url: "/insuranceGuide?productCode=EAJ" });
    const toc = await screen.findByRole("navigation", { name: "目录" });
    expect(within(toc).getAllByRole("link").map((link) => link.textContent)).toEqual(TITLES);
    expect(within(toc).getByRole("link", { name: "保险条款" }).getAttribute("href")).toBe("/insuranceGuide?productCode=EAJ#clause");
    GUIDE_SECTION_IDS.forEach((id, index) => {
      const section = screen.getByRole("region", { name: TITLES[index] ?? id });
      expect(section.id).toBe(id);
      expect(section.querySelectorAll("p").length).toBeGreaterThan(0);
    });
    expect(screen.getByRole("region", { name: "保险条款" }).textContent).toContain("《学生综合意外险》");
    expect(screen.getByRole("link", { name: "返回产品页" }).getAttribute("href")).toBe("/insureInfo?productCode=EAJ");
  });

  it("opens at the section the address names, and the contents move between sections", async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      const clicker = userEvent.setup();
      const view = renderScreen(InsuranceGuideScreen, { path: "/insuranceGuide", url: "/insuranceGuide?productCode=YAB#claim" });
      await screen.findByRole("region", { name: "理赔指引" });
      await waitFor(() => expect(scrolled).toEqual(["claim"]));
      await clicker.click(within(screen.getByRole("navigation", { name: "目录" })).getByRole("link", { name: "责任免除" }));
      await waitFor(() => expect(scrolled).toEqual(["claim", "exclusions"]));
      expect(view.router.state.location.hash).toBe("#exclusions");
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("an unknown product says what was asked", async () => {
    renderScreen(InsuranceGuideScreen, { path: "/insuranceGuide", url: "/insuranceGuide?productCode=NOPE" });
    expect(await screen.findByText(/没有找到编号为“NOPE”的产品/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看全部产品" })).toBeTruthy();
  });

  it("offers a retry when the notes cannot load", async () => {
    server.useScenario("http-500", { call: "queryPlanList" });
    renderScreen(InsuranceGuideScreen, { path: "/insuranceGuide", url: "/insuranceGuide?productCode=EAJ" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
