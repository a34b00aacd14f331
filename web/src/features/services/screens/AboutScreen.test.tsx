import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import AboutScreen from "./AboutScreen";
import packageJson from "../../../../package.json";
import { AGREEMENT_PATH, PRIVACY_PATH } from "../../../components/legal-links";

beforeEach(resetBrowserState);

describe("about screen", () => {
  it("names the insurer, its licence, the hotline and the app version", () => {
    renderScreen(AboutScreen, { path: "/about" });
    expect(screen.getByRole("heading", { level: 1, name: "关于我们" })).toBeTruthy();
    expect(screen.getByText("承保公司")).toBeTruthy();
    expect(screen.getByText(/经营保险业务许可证/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(screen.getByText(packageJson.version)).toBeTruthy();
  });

  it("holds the user service agreement and the privacy policy as anchored sections", () => {
    renderScreen(AboutScreen, { path: "/about" });
    const agreement = screen.getByRole("region", { name: "《用户服务协议》" });
    const privacy = screen.getByRole("region", { name: "《隐私政策》" });
    expect(AGREEMENT_PATH).toBe(`/about#${agreement.id}`);
    expect(PRIVACY_PATH).toBe(`/about#${privacy.id}`);
    expect(within(agreement).getAllByRole("paragraph").length).toBeGreaterThanOrEqual(5);
    expect(within(privacy).getByText(/手机号码、姓名、证件类型和号码/)).toBeTruthy();
  });

  it("leads to the milestones, the introductions, consumer rights and complaints", () => {
    renderScreen(AboutScreen, { path: "/about" });
    const more = screen.getByRole("region", { name: "了解我们" });
    expect(within(more).getByRole("link", { name: "大事记" }).getAttribute("href")).toBe("/bigBusinessEvents");
    expect(within(more).getByRole("link", { name: "产品与服务介绍" }).getAttribute("href")).toBe("/introduceIndex");
    expect(within(more).getByRole("link", { name: "消费者权益保护" }).getAttribute("href")).toBe("/consumer");
    expect(within(more).getByRole("link", { name: "投诉建议" }).getAttribute("href")).toBe("/complaint");
  });

  it("brings the section named in the address into view", () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderScreen(AboutScreen, { path: "/about", url: "/about#privacy" });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    expect(scrolled).toEqual(["privacy"]);
  });
});
