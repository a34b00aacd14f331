import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { scenarioHandlers } from "@micromall/fixtures/node";
import { FREE_TEXT_MESSAGE_KEY, messageFor } from "@micromall/domain";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { describedText, isInvalid } from "../../test-support/dom";
import { DEMO_ACCOUNT, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ComplaintMessageScreen from "./ComplaintMessageScreen";
import ComplaintScreen from "./ComplaintScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function fillComplaint(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.selectOptions(await screen.findByLabelText(/涉及业务/), "DAA");
  await waitFor(() => expect(within(screen.getByLabelText(/^问题/)).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(screen.getByLabelText(/^问题/), "交强险和商业险有什么区别？");
  await user.type(screen.getByLabelText(/^内容/), text);
}

describe("/complaint", () => {
  it("sends a complaint and lists it with its number among the customer's earlier messages", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    const form = renderScreen(ComplaintScreen, { path: "/complaint" });
    const router = form.router;
    expect(((await screen.findByLabelText(/联系手机/)) as HTMLInputElement).value).toBe(DEMO_ACCOUNT.mobile);
    await fillComplaint(user, "理赔进度太慢");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complaintMessage"));
    const state: unknown = router.state.location.state;
    form.unmount();

    // the result page with the same history state
    const result = renderScreen(ComplaintMessageScreen, { path: "/complaintMessage" });
    await result.router.navigate("/complaintMessage", { state });
    expect(await screen.findByRole("heading", { name: "您的投诉已提交" })).toBeTruthy();
    const ticket = screen.getByText(/^F\d{12}$/).textContent ?? "";
    const list = screen.getByRole("list", { name: "我的留言记录" });
    expect(within(list).getByRole("heading", { name: `投诉 ${ticket}` })).toBeTruthy();
    expect(within(list).getByText("理赔进度太慢")).toBeTruthy();
    // the record's state (the gateway's words, no code to translate) and its content are data (issue 20)
    const isData = (element: HTMLElement) => list.contains(element.closest("[lang='zh-CN']"));
    expect(isData(within(list).getByText("理赔进度太慢"))).toBe(true);
    expect(within(list).getAllByText("已受理").every(isData)).toBe(true);
  });

  it("a logged-in customer may name one of their policies; the message and the history carry its number", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    const mine = server.db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail);
    const chosen = mine[0];
    if (chosen === undefined) throw new Error("the demo holder has policies");
    const form = renderScreen(ComplaintScreen, { path: "/complaint" });
    const picker = (await screen.findByLabelText("相关保单（选填）")) as HTMLSelectElement;
    // nothing guessed: no particular policy until the customer picks one
    expect(picker.value).toBe("");
    await waitFor(() => expect(within(picker).getByRole("option", { name: `${chosen.riskName}（${chosen.policyNo}）` })).toBeTruthy());
    await fillComplaint(user, "理赔进度太慢");
    await user.selectOptions(picker, chosen.policyNo);
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(form.router.state.location.pathname).toBe("/complaintMessage"));
    const state: unknown = form.router.state.location.state;
    form.unmount();
    const result = renderScreen(ComplaintMessageScreen, { path: "/complaintMessage" });
    await result.router.navigate("/complaintMessage", { state });
    // the world keeps the policy only when the message named it
    const list = await screen.findByRole("list", { name: "我的留言记录" });
    expect(within(list).getAllByText(`相关保单 ${chosen.policyNo}`)).toHaveLength(1);
  });

  it("a visitor is not offered policies", async () => {
    renderScreen(ComplaintScreen, { path: "/complaint" });
    await screen.findByLabelText(/涉及业务/);
    expect(screen.queryByLabelText("相关保单（选填）")).toBeNull();
  });

  it("replaces the form with the result: back after sending never re-enters the emptied form (issue 20 item 5)", async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ "/complaint": ComplaintScreen, "/complaintMessage": ComplaintMessageScreen }, { url: "/serviceIndex" });
    await router.navigate("/complaint");
    await fillComplaint(user, "理赔进度太慢");
    await user.type(screen.getByLabelText(/联系手机/), "13912345678");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByRole("heading", { name: "您的投诉已提交" })).toBeTruthy();
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/serviceIndex");
    expect(screen.queryByRole("button", { name: "提交" })).toBeNull();
    expect(screen.queryByLabelText(/^内容/)).toBeNull();
  });

  it("checks every field with domain before any call and focuses the first", async () => {
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("sendAdvice", { data: { ticketNo: "F1", acceptedAt: "", records: [] } }, seen));
    renderScreen(ComplaintScreen, { path: "/complaint" });
    await user.type(await screen.findByLabelText(/联系手机/), "12345");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(isInvalid(screen.getByLabelText(/涉及业务/))).toBe(true));
    expect(isInvalid(screen.getByLabelText(/^内容/))).toBe(true);
    expect(isInvalid(screen.getByLabelText(/联系手机/))).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText(/涉及业务/));
    expect(seen).toHaveLength(0);
  });

  it("refuses a bidi override in the text with domain's message and sends nothing (issue 23 finding 5)", async () => {
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("sendAdvice", { data: { ticketNo: "F1", acceptedAt: "", records: [] } }, seen));
    renderScreen(ComplaintScreen, { path: "/complaint" });
    await fillComplaint(user, "理赔\u202egnp.exe");
    await user.type(screen.getByLabelText(/联系手机/), "13912345678");
    await user.click(screen.getByRole("button", { name: "提交" }));
    const content = screen.getByLabelText(/^内容/);
    await waitFor(() => expect(isInvalid(content)).toBe(true));
    expect(describedText(content)).toContain(messageFor(FREE_TEXT_MESSAGE_KEY));
    expect(seen).toHaveLength(0);
  });

  it("counts the characters left of the 500 limit", async () => {
    const user = userEvent.setup();
    renderScreen(ComplaintScreen, { path: "/complaint" });
    const content = await screen.findByLabelText(/^内容/);
    expect(content.getAttribute("maxlength")).toBe("500");
    await user.type(content, "你好");
    expect(describedText(content)).toContain("还可输入 498 字");
  });

  it("keeps the typed text over a reload and ignores a second tap while sending", async () => {
    const user = userEvent.setup();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("sendAdvice", { data: { ticketNo: "F000000000001", acceptedAt: "2026-05-20 10:00", records: [] } }, seen));
    server.use(...scenarioHandlers("slow", { call: "sendAdvice", delayMs: 300 }));
    const first = renderScreen(ComplaintScreen, { path: "/complaint" });
    await fillComplaint(user, "希望增加夜间客服");
    first.unmount();
    const { router } = renderScreen(ComplaintScreen, { path: "/complaint" });
    expect(((await screen.findByLabelText(/^内容/)) as HTMLTextAreaElement).value).toBe("希望增加夜间客服");
    await user.type(screen.getByLabelText(/联系手机/), "13912345678");
    const button = screen.getByRole("button", { name: "提交" });
    await user.dblClick(button);
    await waitFor(() => expect(router.state.location.pathname).toBe("/complaintMessage"));
    expect(seen.map((request) => request.name)).toEqual(["sendAdvice"]);
  });

  it("offers a retry when the business types fail to load", async () => {
    const user = userEvent.setup();
    server.use(gatewayHandler("prpdCode", { http: 500 }));
    renderScreen(ComplaintScreen, { path: "/complaint" });
    expect(await screen.findByText("业务类型加载失败。")).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByLabelText(/涉及业务/)).toBeTruthy();
  });
});

describe("/complaintMessage", () => {
  it("says no message was sent in this visit and offers the form", () => {
    renderScreen(ComplaintMessageScreen, { path: "/complaintMessage" });
    expect(screen.getByText("本次访问还没有提交留言。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "写投诉建议" }).getAttribute("href")).toBe("/complaint");
  });
});
