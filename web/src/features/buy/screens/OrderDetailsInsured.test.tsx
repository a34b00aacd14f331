/**
 * Issue 20 item 7 "orders hide what is insured", per product line: travel, accident, exhibition (a company
 * applicant) and phone. The order page shows what is insured (exhibition, address, booth; brand/model, IMEI),
 * a company's identifier whole and a person's masked, a company's phone as a phone, 被保险人 once, the brand
 * and model once, and no internal product code or unlabelled number; in English, data stays marked.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { addDaysWith, earliestStartDate, identityNumberMask, maskIdNumber } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import OrderDetailsScreen from "./OrderDetailsScreen";

vi.setConfig({ testTimeout: 30_000 });

startMockGateway();
beforeEach(resetBrowserState);

// 36 at the earliest start: within every person cover's ages (the family accident cover's 3–65)
const PERSON_ID = "110101199003071524";
const CHILD_ID = "110105201501010017";
const CREDIT_CODE = "91350100M000100Y43";
const IMEI = "490154203237518";

// a start every product takes whatever the day (after the phone cover's 7-day waiting period)
const START = earliestStartDate(new Date(), 7);
const endAfter = (days: number) => addDaysWith(START, days - 1);
const COMMON = { duration: 1, startDate: START, applyMobile: "13912345678" };
const PERSON = { applyName: "王小明", applyIdentifyType: "01", applyIdentifyNumber: PERSON_ID };
const ORDERS = {
  travel: { productCode: "LAY_JN", planCode: "LAYJN02", duration: 7, endDate: endAfter(7), insuredCount: 1, insuredRelationship: "601002", insuredName: "王一", insuredIdentifyType: "01", insuredIdentifyNumber: CHILD_ID, ...PERSON },
  accident: { productCode: "EAF", planCode: "EAF01", endDate: endAfter(365), insuredCount: 1, insuredRelationship: "601005", insuredName: "王小明", insuredIdentifyType: "01", insuredIdentifyNumber: PERSON_ID, ...PERSON },
  exhibition: {
    productCode: "ZHB",
    planCode: "ZHB01",
    duration: 5,
    endDate: endAfter(5),
    applyName: "福州星海电子科技有限公司",
    applyIdentifyType: "13",
    applyIdentifyNumber: CREDIT_CODE,
    enterpriseCategory: "1",
    managementContent: "消费电子",
    expoTheme: "2026福州国际消费电子博览会",
    exhibitionAddress: "福州海峡国际会展中心",
    venueBoothNum: "3号馆B12",
    boothDuration: "4",
  },
  phone: { productCode: "PHN", planCode: "PHN01", endDate: endAfter(365), brand: "华为", model: "华为 Mate 60 Pro", imei: IMEI, sales: "五四路旗舰店", salesman: "陈明", ...PERSON },
} as const;

async function orderOf(line: keyof typeof ORDERS): Promise<string> {
  const user = await logInAsDemo();
  const answer = await callGateway("saveProposal", { ...COMMON, ...ORDERS[line], mallId: user.mallId });
  if (!answer.ok) throw new Error(`saveProposal ${line} failed`);
  renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${answer.data.orderId}` });
  await screen.findByRole("region", { name: "投保人" });
  return answer.data.orderNo;
}

/** The value of the row labelled `label` inside the section named `section`. */
function valueOf(section: string, label: string): string {
  const region = screen.getByRole("region", { name: section });
  const term = within(region).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

const pageText = () => document.body.textContent ?? "";

/** Points 3 and 4 on every line: 被保险人 once, no product code, no unlabelled number. */
function expectNoRepeatsOrCodes(productCode: string, orderNo: string) {
  expect(pageText().split("被保险人").length - 1).toBe(1);
  // an internal product code never stands as a word of its own (a proposal number may start with its risk code)
  expect(pageText()).not.toMatch(new RegExp(`(^|[^A-Z0-9])${productCode}([^A-Z0-9_]|$)`));
  // every number on the page stands in a labelled row (or in a button or the period's value)
  for (const dd of document.querySelectorAll("dd")) expect(dd.previousElementSibling?.tagName).toBe("DT");
  expect(valueOf("订单信息", "订单号")).toBe(orderNo);
}

describe("/orderDetails shows what is insured (issue 20 item 7)", () => {
  it("travel: the insured person once, with the relationship; a person's numbers masked", async () => {
    const orderNo = await orderOf("travel");
    expect(valueOf("被保险人", "姓名")).toBe("王一");
    expect(valueOf("被保险人", "与投保人关系")).not.toBe("");
    expect(valueOf("被保险人", "证件号码")).toBe(maskIdNumber(CHILD_ID));
    expect(valueOf("投保人", "证件号码")).toBe(maskIdNumber(PERSON_ID));
    expect(valueOf("投保人", "手机号码")).not.toContain("13912345678");
    expect(pageText()).not.toContain(PERSON_ID);
    expectNoRepeatsOrCodes("LAY_JN", orderNo);
  });

  it("accident: the applicant insured as self, 被保险人 once", async () => {
    const orderNo = await orderOf("accident");
    expect(valueOf("被保险人", "姓名")).toBe("王小明");
    expect(valueOf("被保险人", "证件号码")).toBe(maskIdNumber(PERSON_ID));
    expectNoRepeatsOrCodes("EAF", orderNo);
  });

  it("exhibition (company): the exhibition, its address and the booth; the credit code whole; 联系电话", async () => {
    const orderNo = await orderOf("exhibition");
    expect(identityNumberMask("13")).toBeNull();
    // customer rehearsal 5: the form and the policy say 展会主题, the order said 展会名称; the booth days showed nowhere
    expect(valueOf("保险标的", "展会主题")).toBe("2026福州国际消费电子博览会");
    expect(valueOf("保险标的", "展会地址")).toBe("福州海峡国际会展中心");
    expect(valueOf("保险标的", "展位号")).toBe("3号馆B12");
    expect(valueOf("保险标的", "展位天数")).toBe("4天");
    expect(valueOf("投保人", "企业名称")).toBe("福州星海电子科技有限公司");
    expect(valueOf("投保人", "证件号码")).toBe(CREDIT_CODE);
    expect(valueOf("投保人", "联系电话")).not.toBe("");
    expect(within(screen.getByRole("region", { name: "投保人" })).queryByText("手机号码")).toBeNull();
    expectNoRepeatsOrCodes("ZHB", orderNo);
  });

  it("phone: the brand and model once, and the IMEI", async () => {
    const orderNo = await orderOf("phone");
    expect(valueOf("保险标的", "品牌型号")).toBe("华为 Mate 60 Pro");
    expect(valueOf("保险标的", "IMEI")).toBe(IMEI);
    expect(within(screen.getByRole("region", { name: "保险标的" })).queryByText("厂牌型号")).toBeNull();
    expectNoRepeatsOrCodes("PHN", orderNo);
  });

  it("in English, labels are the mall's words and the object's values are marked as data", async () => {
    setLocale("en");
    const user = await logInAsDemo();
    const answer = await callGateway("saveProposal", { ...COMMON, ...ORDERS.exhibition, mallId: user.mallId });
    if (!answer.ok) throw new Error("saveProposal failed");
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${answer.data.orderId}` });
    const object = await screen.findByRole("region", { name: "Insured object" });
    expect(within(object).getByText("Exhibition")).toBeTruthy();
    expect(within(object).getByText("Booth")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Policyholder" })).getByText("Phone")).toBeTruthy();
    for (const node of document.querySelectorAll("main *")) {
      const own = [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent).join("");
      if (/[\u4e00-\u9fff]/.test(own)) expect(node.closest("[lang='zh-CN']"), own).not.toBeNull();
    }
  });
});
