import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { gatewayHandler } from "../../../gateway/test-server";
import ApplicationQueryScreen from "./ApplicationQueryScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, values: { proposalNo: string; name: string; number: string; code: string }) {
  for (const [label, value] of [["投保单号", values.proposalNo], ["被保险人姓名", values.name], ["证件号码", values.number], ["图形验证码", values.code]] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value !== "") await user.type(field, value);
  }
}

describe("/applicationQuery", () => {
  it("says the customer's own proposals are under my orders, with the way there", () => {
    renderScreen(ApplicationQueryScreen, { path: "/applicationQuery" });
    expect(screen.getByText(/您在商城投保的投保单都在“我的订单”里/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/applicationEntry");
  });

  it("checks every field at once, focusing the first", async () => {
    const user = userEvent.setup();
    renderScreen(ApplicationQueryScreen, { path: "/applicationQuery" });
    await fill(user, { proposalNo: "", name: "", number: "110105194912310021", code: "" });
    await user.click(screen.getByRole("button", { name: "查询" }));
    const proposalNo = screen.getByLabelText("投保单号");
    await waitFor(() => expect(proposalNo.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(proposalNo);
    for (const label of ["被保险人姓名", "图形验证码"]) expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
  });

  it("finds a proposal by its number and insured, with a link to its order", async () => {
    const stored = server.db.data.proposals[0];
    const holder = stored === undefined ? undefined : server.db.data.holders[stored.owner];
    if (stored === undefined || holder === undefined) throw new Error("the fixtures have proposals");
    const user = userEvent.setup();
    renderScreen(ApplicationQueryScreen, { path: "/applicationQuery" });
    await fill(user, { proposalNo: stored.record.proposalNo, name: stored.record.insuredName, number: holder.idNumber, code: MOCK_CAPTCHA });
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByRole("heading", { name: "查询结果" })).toBeTruthy();
    expect(screen.getByText(stored.record.proposalNo)).toBeTruthy();
    // the answer takes the focus (it was below the fold: customer rehearsal 2026-11-28)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "查询结果" })));
    expect(screen.getByRole("link", { name: "查看订单" }).getAttribute("href")).toBe(`/orderDetails?orderId=${stored.record.orderNo}`);
    // the captcha is used once
    expect((screen.getByLabelText("图形验证码") as HTMLInputElement).value).toBe("");
  });

  it("shows a single returned proposal as the first entry (spec §4 result lists)", async () => {
    const proposal = {
      proposalNo: "TEAJ2026000000000077",
      orderNo: "ORD77",
      productName: "境内旅行意外险",
      insuredName: "李四",
      startDate: "2026-12-01",
      endDate: "2026-12-07",
      sumPremiuml: 1500,
      proposalState: "1",
      proposalStateName: "已承保",
    };
    server.use(gatewayHandler("proposalApplication", { data: proposal }));
    const user = userEvent.setup();
    renderScreen(ApplicationQueryScreen, { path: "/applicationQuery" });
    await fill(user, { proposalNo: proposal.proposalNo, name: proposal.insuredName, number: "11010519491231002X", code: MOCK_CAPTCHA });
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByRole("heading", { name: "查询结果" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText(proposal.proposalNo)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看订单" }).getAttribute("href")).toBe("/orderDetails?orderId=ORD77");
  });

  it("says what was searched when nothing is found, and a wrong code on its field", async () => {
    const user = userEvent.setup();
    renderScreen(ApplicationQueryScreen, { path: "/applicationQuery" });
    await fill(user, { proposalNo: "TEAJ2026000000000000", name: "张三", number: "11010519491231002X", code: MOCK_CAPTCHA });
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByText(/未查询到投保单号为“TEAJ2026000000000000”、被保险人为“张三”的投保单/)).toBeTruthy();
    await fill(user, { proposalNo: "TEAJ2026000000000000", name: "张三", number: "11010519491231002X", code: "00000" });
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("图形验证码").getAttribute("aria-invalid")).toBe("true"));
    expect(document.body.textContent).toContain("验证码错误");
  });
});
