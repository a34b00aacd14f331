/**
 * Customer rehearsal (car, mock mode): a car order read 方案 基础版 — a plan never chosen — and named no plate. The
 * order of a car proposal shows 自选方案, the covers chosen with their sums (保障项目) and the plate (保险标的).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { carKindsText, earliestStartDate } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import OrderDetailsScreen from "./OrderDetailsScreen";

vi.setConfig({ testTimeout: 30_000 });

startMockGateway();
beforeEach(resetBrowserState);

const WAN = 1_000_000;
const PLATE = "川A12345";
const PERSON_ID = "110101199003071524";

async function openCarOrder(): Promise<void> {
  const user = await logInAsDemo();
  const answer = await callGateway("saveProposal", {
    productCode: "DAA",
    planCode: "DAA01",
    kinds: carKindsText({ DDA: 15 * WAN, DDB: 200 * WAN, DDC: 1 * WAN }),
    duration: 1,
    insuredCount: 1,
    startDate: earliestStartDate(new Date()),
    licenseNo: PLATE,
    applyName: "王小明",
    applyIdentifyType: "01",
    applyIdentifyNumber: PERSON_ID,
    applyMobile: "13912345678",
    insuredName: "王小明",
    insuredIdentifyType: "01",
    insuredIdentifyNumber: PERSON_ID,
    mallId: user.mallId,
  });
  if (!answer.ok) throw new Error("saveProposal failed");
  renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${answer.data.orderId}` });
}

/** The rows of a section: each label with its value. */
function rowsOf(section: string): [string, string][] {
  const region = screen.getByRole("region", { name: section });
  return [...region.querySelectorAll("dt")].map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("/orderDetails of a car order", () => {
  it("reads 自选方案 and lists the covers chosen with their sums, and the plate", async () => {
    await openCarOrder();
    await screen.findByRole("region", { name: "保障项目" });
    expect(rowsOf("订单信息")).toContainEqual(["方案", "自选方案"]);
    expect(document.body.textContent).not.toContain("基础版");
    expect(rowsOf("保障项目")).toEqual([
      ["机动车交通事故责任强制保险", "保额 20万元"],
      ["机动车损失保险", "保额 15万元"],
      ["机动车第三者责任保险", "保额 200万元"],
      ["机动车车上人员责任保险", "保额 1万元"],
    ]);
    expect(rowsOf("保险标的")).toEqual([["车牌号", PLATE]]);
  });

  it("in English: the covers by their English names, the plate as data", async () => {
    setLocale("en");
    await openCarOrder();
    const covers = await screen.findByRole("region", { name: "Covers" });
    expect(within(covers).getByText("Vehicle damage cover")).toBeTruthy();
    expect(within(covers).getByText("Third-party liability cover")).toBeTruthy();
    expect(rowsOf("Order")).toContainEqual(["Plan", "Covers of your choice"]);
    const object = screen.getByRole("region", { name: "Insured object" });
    expect(within(object).getByText("Plate number")).toBeTruthy();
    expect(within(object).getByText(PLATE).closest("[lang='zh-CN']")).not.toBeNull();
  });
});
