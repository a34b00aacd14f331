import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { formatFen, type ClaimDetail } from "@micromall/domain";
import { setLocale } from "../../i18n";
import { chineseOutsideData } from "../../features/test-support/dom";
import { resetBrowserState } from "../../features/test-support/reset";
import { ClaimDetailView } from "./ClaimDetailView";

const CLAIM: ClaimDetail = {
  claimNo: "C2026000001",
  registNo: "R2026000001",
  policyNo: "P2026000001",
  kind: "car",
  riskName: "机动车商业保险",
  insuredName: "张三",
  licenseNo: "粤B12345",
  accidentDate: "2026-11-01",
  reportDate: "2026-11-01 10:00:00",
  accidentPlace: "深圳市南山区",
  claimState: "2",
  claimStateName: "已受理",
  sumClaim: 250_000,
  accidentDesc: "追尾",
  steps: [
    { code: "1", name: "报案", time: "2026-11-01 10:00:00", done: true, note: "" },
    { code: "2", name: "受理", time: "2026-11-02 09:30:00", done: true, note: "查勘员已联系" },
    { code: "3", name: "定损", time: "", done: false, note: "" },
    { code: "4", name: "核赔", time: "", done: false, note: "" },
    { code: "5", name: "赔付", time: "", done: false, note: "" },
  ],
  payeeName: "",
  payeeAccount: "",
  paidAmount: 0,
};

describe("ClaimDetailView", () => {
  beforeEach(resetBrowserState);

  it("in English shows the gateway's words (notes, plate, place, what happened, names) only as data (issue 20)", () => {
    setLocale("en");
    const { container } = render(<ClaimDetailView claim={CLAIM} />);
    expect(chineseOutsideData(container)).toEqual([]);
  });

  it("shows the five steps: done ones with their time and note, the current one marked, the rest without time", () => {
    render(<ClaimDetailView claim={CLAIM} />);
    const steps = within(screen.getByRole("list", { name: "理赔进度" })).getAllByRole("listitem");
    expect(steps).toHaveLength(5);
    expect(steps[1]?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02T09:30:00+08:00");
    expect(steps[1]?.textContent).toContain("查勘员已联系");
    expect(steps[2]?.getAttribute("aria-current")).toBe("step");
    expect(steps[4]?.querySelector("time")).toBeNull();
    const payment = screen.getByRole("region", { name: "赔付信息" });
    expect(payment.textContent).toContain("尚未赔付");
    expect(payment.textContent).toContain(`¥${formatFen(250_000)}`);
    expect(screen.queryByText("案件已结案，赔款已支付。")).toBeNull();
  });

  // Customer rehearsal 5: a claim reported in the mall showed neither the accident's time nor the photos sent.
  it("shows the accident's time and the photos a report made in the mall carried; a claim from elsewhere shows the date only", () => {
    const view = render(<ClaimDetailView claim={{ ...CLAIM, accidentTime: "14:30", photoCount: 2 }} />);
    const cases = screen.getByRole("region", { name: "案件信息" });
    expect(cases.textContent).toContain("出险时间2026-11-01 14:30");
    expect(cases.textContent).toContain("现场照片已随报案上传 2 张");
    view.unmount();
    render(<ClaimDetailView claim={{ ...CLAIM, photoCount: 0 }} />);
    const other = screen.getByRole("region", { name: "案件信息" });
    expect(other.textContent).toContain("出险日期2026-11-01");
    expect(other.textContent).toContain("报案时未上传");
  });

  it("says a claim only reported has no estimate yet (待定), never ¥0.00 (F5)", () => {
    const reported: ClaimDetail = { ...CLAIM, claimState: "1", sumClaim: 0, steps: CLAIM.steps.map((step) => ({ ...step, done: step.code === "1" })) };
    render(<ClaimDetailView claim={reported} />);
    const payment = screen.getByRole("region", { name: "赔付信息" });
    expect(payment.textContent).toContain("估损金额待定（尚未定损）");
    expect(payment.textContent).not.toContain("¥0.00");
  });

  it("shows a paid claim complete with the paid amount and payee, and a screen's own sections after the case", () => {
    const paid: ClaimDetail = {
      ...CLAIM,
      claimState: "5",
      paidAmount: 123_456,
      payeeName: "张三",
      payeeAccount: "6222 **** 1234",
      steps: CLAIM.steps.map((step) => ({ ...step, done: true, time: `2026-11-0${step.code} 10:00:00` })),
    };
    render(<ClaimDetailView claim={paid} extra={[{ title: "更多信息", children: <a href="/x">查看保单</a> }]} />);
    expect(screen.getByText("案件已结案，赔款已支付。")).toBeTruthy();
    const payment = screen.getByRole("region", { name: "赔付信息" });
    expect(payment.textContent).toContain(`¥${formatFen(123_456)}`);
    expect(payment.textContent).toContain("6222 **** 1234");
    const regions = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby") === null ? "" : region.querySelector("h2")?.textContent);
    expect(regions.slice(-2)).toEqual(["案件信息", "更多信息"]);
  });
});
