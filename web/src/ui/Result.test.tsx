import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Result } from "./Result";

describe("Result", () => {
  it("a failure is an alert named by its heading, with up to three actions in order", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <MemoryRouter initialEntries={["/errors"]}>
        <Routes>
          <Route
            path="/errors"
            element={
              <Result
                kind="failure"
                title="未查询到保单"
                description="请核对保单号后重试"
                actions={[
                  { label: "重新查询", onClick: onRetry },
                  { label: "返回首页", to: "/home" },
                  { label: "拨打客服热线", href: "tel:95500" },
                ]}
              />
            }
          />
          <Route path="/home" element={<p>首页</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const section = screen.getByRole("alert", { name: "未查询到保单" });
    expect(screen.getByRole("heading", { level: 2, name: "未查询到保单" })).toBeTruthy();
    expect(section.textContent).toContain("请核对保单号后重试");
    await user.click(screen.getByRole("button", { name: "重新查询" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "拨打客服热线" }).getAttribute("href")).toBe("tel:95500");
    await user.click(screen.getByRole("link", { name: "返回首页" }));
    expect(screen.getByText("首页")).toBeTruthy();
  });

  it("a success is a polite status; the heading level follows the page", () => {
    render(
      <Result kind="success" title="支付成功" headingLevel={1}>
        <p>保单号 PDAA202612345</p>
      </Result>,
    );
    expect(screen.getByRole("status", { name: "支付成功" }).textContent).toContain("保单号 PDAA202612345");
    expect(screen.getByRole("heading", { level: 1, name: "支付成功" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("info is not announced, nor anything with announce off", () => {
    const { rerender } = render(<Result kind="info" title="保单处理中" />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: "保单处理中" })).toBeTruthy();
    rerender(<Result kind="failure" title="支付失败" announce={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes three actions at most (a type error beyond)", () => {
    const action = { label: "返回", onClick: () => undefined };
    // @ts-expect-error four actions are one too many
    render(<Result kind="info" title="提示" actions={[action, action, action, action]} />);
  });
});
