import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { maskAs } from "@micromall/domain";
import { Masked } from "../../ui";
import { DetailSections } from "./DetailSections";

describe("DetailSections", () => {
  it("draws each section as a region named by its heading, with its rows as terms and values", () => {
    render(
      <DetailSections
        sections={[
          { title: "保单信息", rows: [{ label: "保单号", value: "P1" }, { label: "备注", value: "" }] },
          { title: "理赔记录", children: <p>暂无理赔</p> },
          { title: "空的", rows: [{ label: "x", value: null }] },
        ]}
      />,
    );
    const overview = screen.getByRole("region", { name: "保单信息" });
    expect(within(overview).getByRole("term").textContent).toBe("保单号");
    expect(within(overview).getByRole("definition").textContent).toBe("P1");
    expect(within(overview).queryByText("备注")).toBeNull();
    expect(within(screen.getByRole("region", { name: "理赔记录" })).getByText("暂无理赔")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "空的" })).toBeNull();
  });

  it("marks a section's heading as data when it says so", () => {
    render(<DetailSections sections={[{ title: "航班延误权益", dataTitle: true, rows: [{ label: "状态", value: "可使用" }] }]} />);
    expect(screen.getByRole("heading", { name: "航班延误权益" }).getAttribute("lang")).toBe("zh-CN");
  });

  it("shows a row that names a mask through domain's mask, never the number in full", () => {
    render(<DetailSections sections={[{ title: "被保险人", rows: [{ label: "证件号码", value: "11010519491231002X", mask: "idNumber" }] }]} />);
    const section = screen.getByRole("region", { name: "被保险人" });
    expect(section.textContent).toContain(maskAs("idNumber", "11010519491231002X"));
    expect(section.textContent).not.toContain("11010519491231002X");
  });

  it("marks a data row's value as data in Chinese, and a masked one too; the mall's values stay unmarked", () => {
    render(
      <DetailSections
        sections={[{ title: "保单信息", rows: [{ label: "保单号", value: "P1" }, { label: "被保险人", value: "武汉市航嘉启鼎贸易有限公司", data: true }, { label: "投保人", value: "谢刚娟", mask: "name" }] }]}
      />,
    );
    const section = screen.getByRole("region", { name: "保单信息" });
    expect(within(section).getByRole("heading").getAttribute("lang")).toBeNull();
    const [number, insured, holder] = within(section).getAllByRole("definition");
    expect(number?.getAttribute("lang")).toBeNull();
    expect(insured?.getAttribute("lang")).toBe("zh-CN");
    expect(holder?.querySelector('[lang="zh-CN"]')?.textContent).toBe(maskAs("name", "谢刚娟"));
  });

  it("marks a data row's label as data when it is the gateway's word (a cover's name), the mall's labels stay unmarked (issue 20)", () => {
    render(<DetailSections sections={[{ title: "Covers", rows: [{ label: "交强险", value: "¥1", dataLabel: true }, { label: "Policy no.", value: "P1" }] }]} />);
    const [cover, number] = within(screen.getByRole("region", { name: "Covers" })).getAllByRole("term");
    expect(cover?.getAttribute("lang")).toBe("zh-CN");
    expect(number?.getAttribute("lang")).toBeNull();
  });

  it("leaves out a row with nothing to show however it is handed: blank text, a mask of nothing (F17)", () => {
    render(
      <DetailSections
        sections={[
          {
            title: "被保险人",
            rows: [
              { label: "姓名", value: "谢刚娟" },
              { label: "手机号", value: "", mask: "mobile" },
              { label: "联系电话", value: <Masked kind="mobile" value="" /> },
              { label: "备注", value: "   " },
            ],
          },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "被保险人" });
    expect(within(section).getAllByRole("term").map((term) => term.textContent)).toEqual(["姓名"]);
  });

  it("lets a data address break after its units, never inside its numbers (customer report 3 H12)", () => {
    render(<DetailSections sections={[{ title: "保险标的", rows: [{ label: "用气地址", value: "浙江省杭州市上城区望江路3号21栋1793室", data: true }, { label: "保额", value: "20万元" }] }]} />);
    const address = screen.getByText((_, element) => element?.tagName === "DD" && element.textContent === "浙江省杭州市上城区望江路3号21栋1793室");
    const pieces = Array.from(address.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent);
    expect(pieces).toEqual(["浙江省", "杭州市", "上城区", "望江路", "3号", "21栋", "1793室"]);
    expect(address.querySelectorAll("wbr")).toHaveLength(6);
    expect(screen.getByText("20万元").querySelectorAll("wbr")).toHaveLength(0);
  });
});
