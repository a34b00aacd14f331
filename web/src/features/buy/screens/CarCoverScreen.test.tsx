import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { CAR_COVER_CODES, toCarCover } from "@micromall/domain";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import CarCoverScreen from "./CarCoverScreen";

beforeEach(resetBrowserState);

describe("/DDA … /DDF", () => {
  it.each(CAR_COVER_CODES)("%s shows its cover: what it pays and excludes, the sum insured, an example", (code) => {
    const cover = toCarCover(code);
    if (cover === null) throw new Error(`${code} is a cover`);
    renderScreen(CarCoverScreen, { path: `/${code}` });
    expect(screen.getByRole("heading", { level: 1, name: cover.name })).toBeTruthy();
    const pays = screen.getByRole("region", { name: "保障范围" });
    expect(within(pays).getAllByRole("listitem").map((item) => item.textContent)).toEqual(cover.pays);
    const excludes = screen.getByRole("region", { name: "责任免除" });
    expect(within(excludes).getAllByRole("listitem").map((item) => item.textContent)).toEqual(cover.excludes);
    expect(screen.getByRole("region", { name: "保额怎么选" }).textContent).toContain(cover.sumRule);
    expect(screen.getByRole("region", { name: "举个例子" }).textContent).toContain(cover.example);
    const others = within(screen.getByRole("navigation", { name: "其他商业险" })).getAllByRole("link");
    expect(others.map((link) => link.getAttribute("href"))).toEqual(CAR_COVER_CODES.filter((other) => other !== code).map((other) => `/${other}`));
    expect(screen.getByRole("link", { name: "投保车险" }).getAttribute("href")).toBe("/insureInfo?productCode=DAA");
  });

  it("a path that names no cover shows the not-found state", () => {
    renderScreen(CarCoverScreen, { path: "/DDX" });
    expect(screen.getByText(/没有找到编号为“DDX”的产品/)).toBeTruthy();
  });
});
