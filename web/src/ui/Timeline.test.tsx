import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "./Timeline";

const LABELS = { done: "已完成", current: "进行中", upcoming: "未开始" };
const CLAIM = [
  { title: "报案", time: "2026-05-01 10:00", dateTime: "2026-05-01T10:00+08:00" },
  { title: "审核", time: "2026-05-02 09:30", description: "请补充医疗发票" },
  { title: "赔付", time: "2026-05-09 12:00" },
  { title: "结案" },
];

describe("Timeline", () => {
  it("is a named ordered list; the current step is marked for screen readers and says it is under way", () => {
    render(<Timeline label="理赔进度" items={CLAIM} current={1} statusLabels={LABELS} />);
    const list = screen.getByRole("list", { name: "理赔进度" });
    expect(list.tagName).toBe("OL");
    const current = screen.getByRole("listitem", { current: "step" });
    expect(current.textContent).toContain("审核");
    expect(current.textContent).toContain("进行中");
    expect(current.textContent).toContain("请补充医疗发票");
  });

  it("done steps show their time, upcoming ones never do, and every status is in words", () => {
    render(<Timeline label="理赔进度" items={CLAIM} current={1} statusLabels={LABELS} />);
    const [reported, review, payment, closed] = screen.getAllByRole("listitem");
    expect(reported?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-05-01T10:00+08:00");
    expect(reported?.textContent).toContain("已完成");
    expect(review?.textContent).toContain("2026-05-02 09:30");
    expect(payment?.textContent).not.toContain("2026-05-09");
    expect(payment?.textContent).toContain("未开始");
    expect(closed?.textContent).toContain("未开始");
  });

  it("all done when current is past the last step", () => {
    render(<Timeline label="理赔进度" items={CLAIM.slice(0, 3)} current={3} statusLabels={LABELS} />);
    expect(screen.getAllByText("已完成")).toHaveLength(3);
    expect(screen.getByText("2026-05-09 12:00")).toBeTruthy();
    expect(screen.queryByRole("listitem", { current: "step" })).toBeNull();
  });
});
