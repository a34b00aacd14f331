import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Cell, CellGroup } from "./Cell";
import { Page } from "./Page";
import { TabBar, isTabOf } from "./TabBar";

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe("TabBar", () => {
  it("is a labelled nav with the three tabs, the current one marked", () => {
    render(
      <MemoryRouter initialEntries={["/productList"]}>
        <TabBar />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "主导航" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["商城首页", "/home"],
      ["产品列表", "/productList"],
      ["个人中心", "/personalCenter"],
    ]);
    expect(screen.getByRole("link", { name: "产品列表" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "商城首页" }).getAttribute("aria-current")).toBeNull();
  });

  it("marks the tab of a sub-address too, whatever the case or a trailing slash, and no tab elsewhere", () => {
    expect(isTabOf("/productList", "/productlist/")).toBe(true);
    expect(isTabOf("/personalCenter", "/personalCenter/x")).toBe(true);
    expect(isTabOf("/home", "/homeX")).toBe(false);
    render(
      <MemoryRouter initialEntries={["/claimList"]}>
        <TabBar />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("aria-current"))).toEqual([null, null, null]);
  });

  it("navigates on tap", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/home"]}>
        <TabBar />
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("link", { name: "个人中心" }));
    expect(document.querySelector("output")?.textContent).toBe("/personalCenter");
  });
});

describe("Page", () => {
  it("is a main region with an h1 title and the content", () => {
    render(<Page title="个人中心">内容</Page>);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "个人中心" })).toBeTruthy();
    expect(main.textContent).toContain("内容");
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("calls a custom back handler from the 返回 button", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<Page title="修改密码" back={onBack} />);
    await user.click(screen.getByRole("button", { name: "返回" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("goes back in history with back={true}", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/shopset", "/mocpaw"]} initialIndex={1}>
        <Routes>
          <Route path="*" element={<Page title="修改密码" back><Where /></Page>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "返回" }));
    expect(document.querySelector("output")?.textContent).toBe("/shopset");
  });

  it("renders the tab bar outside main when asked", () => {
    render(
      <MemoryRouter initialEntries={["/home"]}>
        <Page title="首页" tabBar>
          x
        </Page>
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "主导航" });
    expect(screen.getByRole("main").contains(nav)).toBe(false);
  });
});

describe("Cell / CellGroup", () => {
  it("renders a titled group with link rows (chevron) and value rows", () => {
    render(
      <MemoryRouter>
        <CellGroup title="账户设置">
          <Cell title="修改密码" to="/mocpaw" />
          <Cell title="手机号" value="138****0000" />
          <Cell title="客服热线" href="tel:95518" />
        </CellGroup>
      </MemoryRouter>,
    );
    const group = screen.getByRole("region", { name: "账户设置" });
    expect(within(group).getByRole("link", { name: "修改密码" }).getAttribute("href")).toBe("/mocpaw");
    expect(within(group).getByRole("link", { name: "客服热线" }).getAttribute("href")).toBe("tel:95518");
    expect(within(group).getByText("138****0000")).toBeTruthy();
    expect(group.querySelectorAll(".mm-cell__chevron")).toHaveLength(2);
  });

  it("renders a button row for onClick", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Cell title="退出登录" onClick={onClick} />);
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
