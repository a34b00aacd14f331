import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Steps } from "./Steps";

const LABELS = { done: "已完成", current: "当前步骤", upcoming: "未开始" };
const STEPS = [{ title: "填写信息" }, { title: "确认信息" }, { title: "支付" }];

describe("Steps", () => {
  it("is a named ordered list; the current step carries aria-current=step", () => {
    render(<Steps label="投保步骤" steps={STEPS} current={1} statusLabels={LABELS} />);
    const list = screen.getByRole("list", { name: "投保步骤" });
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null]);
  });

  it("says each status in words, not colour alone", () => {
    render(<Steps label="投保步骤" steps={STEPS} current={1} statusLabels={LABELS} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ""))).toEqual(["填写信息已完成", "2确认信息当前步骤", "3支付未开始"]);
  });

  it("past the last step every step is done; before the first none is", () => {
    const { rerender } = render(<Steps label="投保步骤" steps={STEPS} current={3} statusLabels={LABELS} />);
    expect(screen.getAllByText("已完成")).toHaveLength(3);
    expect(screen.queryByRole("listitem", { current: "step" })).toBeNull();
    rerender(<Steps label="投保步骤" steps={STEPS} current={0} statusLabels={LABELS} />);
    expect(screen.queryByText("已完成")).toBeNull();
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("填写信息");
  });
});
