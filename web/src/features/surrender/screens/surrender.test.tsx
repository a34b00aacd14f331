import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GATEWAY_CATALOGUE, IDENTITY_TYPES, coverDays, dateSpanLabel, formatFen, statusLabel } from "@micromall/domain";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { setLocale } from "../../../i18n";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { SURRENDER_QUERY_LOOKUP } from "../api/surrender-lookup";
import ApplicationScreen from "./ApplicationScreen";
import SurrenderQueryFailScreen from "./SurrenderQueryFailScreen";
import SurrenderQueryScreen from "./SurrenderQueryScreen";
import SurrenderScreen from "./SurrenderScreen";
import SurrfulScreen from "./SurrfulScreen";
import SurrenderGuideScreen from "./SurrenderGuideScreen";
import { SURRENDER_ROUTES } from "../routes";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);
beforeEach(() => server.events.removeAllListeners());

/** Renders the surrender pages of a journey in one router (the others land on a marker). */
function renderJourney(url: string) {
  return renderScreens(
    {
      "/surrender": SurrenderScreen,
      "/application": ApplicationScreen,
      "/surrful": SurrfulScreen,
      "/surrenderQuery": SurrenderQueryScreen,
      "/surrenderQueryFail": SurrenderQueryFailScreen,
      "/surrenderGuide": SurrenderGuideScreen,
    },
    { url },
  ).router;
}

function surrenderCalls(): string[] {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname.split("/").pop() ?? ""));
  return calls;
}

async function firstSurrenderable(mallId: string) {
  const result = await callGateway("surrenderOrderList", { mallId });
  if (!result.ok) throw new Error("surrenderOrderList failed");
  const list = Array.isArray(result.data) ? result.data : [result.data];
  const first = list[0];
  if (first === undefined) throw new Error("the demo account has a surrenderable policy");
  return first;
}

describe("the surrender lookup as data", () => {
  it("names a real call, its form shape's fields and domain's identity types", () => {
    const config = SURRENDER_QUERY_LOOKUP;
    expect(GATEWAY_CATALOGUE[config.call].service).toBe("order");
    expect(config.fields.map((field) => field.name)).toEqual(config.form.fields.map((field) => field.key));
    const known = new Set(IDENTITY_TYPES.map((type) => type.code));
    for (const code of config.identityTypes) expect(known.has(code)).toBe(true);
    expect(config.form.rules.some((rule) => rule.id === "identityNumber")).toBe(true);
  });
});

describe("surrender", () => {
  it("lists the surrenderable policies with what was paid", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    renderJourney("/surrender");
    const list = await screen.findByRole("list", { name: "可退保的保单" });
    expect(within(list).getAllByText(policy.policyNo).length).toBeGreaterThan(0);
    expect(list.textContent).toContain(formatFen(policy.sumPaid));
    expect(within(list).getAllByRole("link", { name: `申请退保${policy.riskName}` })[0]?.getAttribute("href")).toContain("/application?policyNo=");
  });

  it("with nothing to surrender, says so and offers 查询退保进度 once (H4: not in the empty state and again below it)", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("surrenderOrderList", { data: [] }));
    renderJourney("/surrender");
    expect(await screen.findByText(/您目前没有可在线退保的保单/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "查询退保进度" })).toHaveLength(1);
  });

  it("shows no internal product code (RQX, LAY_JN): the product is its name (issue 20 item 7)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    renderJourney("/surrender");
    const list = await screen.findByRole("list", { name: "可退保的保单" });
    expect(policy.productCode).not.toBe("");
    expect(list.textContent).not.toMatch(new RegExp(`(^|[^A-Z0-9])${policy.productCode}([^A-Z0-9_]|$)`));
    expect(within(list).queryByText("产品代码")).toBeNull();
    expect(list.textContent).toContain(policy.riskName);
  });

  it("in English says the period's length in the mall's words and shows the names as data", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const days = coverDays(policy.startDate, policy.endDate);
    if (days === null) throw new Error("the fixtures' policy has readable dates");
    setLocale("en");
    renderJourney("/surrender");
    const list = await screen.findByRole("list", { name: /./ });
    const row = within(list).getAllByRole("listitem")[0];
    expect(row?.textContent).toContain(`${policy.startDate} to ${policy.endDate} (${dateSpanLabel(days, "en")})`);
    expect(row?.textContent).not.toMatch(/[天年]/);
    expect(within(row as HTMLElement).getByRole("heading", { name: policy.riskName }).getAttribute("lang")).toBe("zh-CN");
    const insured = within(row as HTMLElement).getAllByText(policy.insuredName);
    expect(insured.every((element) => element.getAttribute("lang") === "zh-CN")).toBe(true);
  });

  it("in English the application page says the period's length in the mall's words (issue 20)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const days = coverDays(policy.startDate, policy.endDate);
    if (days === null) throw new Error("the fixtures' policy has readable dates");
    setLocale("en");
    renderJourney(`/application?policyNo=${policy.policyNo}`);
    const period = await screen.findByText(`${policy.startDate} to ${policy.endDate} (${dateSpanLabel(days, "en")})`);
    expect(period.textContent).not.toMatch(/[天年月]/);
  });

  it("names the policy's product over its details, not the page's title again (customer rehearsal: 退保保单 twice)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    renderJourney(`/application?policyNo=${policy.policyNo}`);
    const heading = await screen.findByRole("heading", { level: 2, name: policy.riskName });
    expect(heading.getAttribute("lang")).toBe("zh-CN");
    expect(screen.getAllByRole("heading", { name: "退保保单" })).toHaveLength(1);
  });

  it("in English the done page says the surrender's state in the mall's word for its code (issue 20)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const done = await callGateway("surrenderTospay", { policyNo: policy.policyNo, reasonCode: "02" });
    if (!done.ok) throw new Error("surrenderTospay failed");
    setLocale("en");
    const router = renderJourney("/surrenderGuide");
    await router.navigate("/surrful", { state: done.data });
    const heading = await screen.findByRole("heading", { name: "Surrender requested" });
    const result = heading.closest("main") ?? document.body;
    expect(result.textContent).toContain(`State ${statusLabel("surrender", done.data.state, "en")}`);
    expect(result.textContent).not.toContain(done.data.stateName);
  });

  it("needs the reason, the acknowledgement and a second confirmation; sends once; back does not return to it", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const calls = surrenderCalls();
    const clicker = userEvent.setup();
    const router = renderJourney(`/application?policyNo=${policy.policyNo}`);
    const refund = await screen.findByRole("region", { name: "退费金额及计算方式" });
    expect(refund.textContent).toMatch(/已保障 \d+ 天/);
    expect(screen.getByText(/退保一经提交不可撤销/)).toBeTruthy();

    // the form first: a reason and the ticked acknowledgement
    await clicker.click(screen.getByRole("button", { name: "申请退保" }));
    await waitFor(() => expect(screen.getByLabelText("退保原因").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();

    const reason = screen.getByLabelText("退保原因") as HTMLSelectElement;
    await clicker.selectOptions(reason, reason.options[1]?.value ?? "");
    await clicker.click(screen.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }));

    // then the confirmation: "not now" sends nothing
    await clicker.click(screen.getByRole("button", { name: "申请退保" }));
    let dialog = await screen.findByRole("dialog");
    await clicker.click(within(dialog).getByRole("button", { name: "再想想" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).not.toContain("surrenderTospay");

    // a double tap opens one confirmation, and confirming sends one surrender
    const submit = screen.getByRole("button", { name: "申请退保" });
    await Promise.all([clicker.click(submit), clicker.click(submit)]);
    dialog = await screen.findByRole("dialog");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(dialog.textContent).toContain(policy.riskName);
    await clicker.click(within(dialog).getByRole("button", { name: "确认退保" }));
    expect(await screen.findByRole("heading", { name: "退保申请已提交" })).toBeTruthy();
    expect(calls.filter((call) => call === "surrenderTospay")).toHaveLength(1);

    // the application page was replaced: going back leaves the confirmation behind
    expect(router.state.historyAction).toBe("REPLACE");
    await router.navigate(-1);
    expect(router.state.location.pathname).not.toBe("/application");
  });

  it("says before the confirmation that an issued e-invoice will be reversed (红冲), and only then (customer rehearsal 5)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const record = server.db.data.invoices.find((candidate) => candidate.policyNo === policy.policyNo);
    if (record === undefined) throw new Error("the surrenderable policy has an invoice record");
    Object.assign(record, { invoiceState: "2", invoiceStateName: "已开票", invoiceNo: "12345678" });
    const clicker = userEvent.setup();
    renderJourney(`/application?policyNo=${policy.policyNo}`);
    const refund = await screen.findByRole("region", { name: "退费金额及计算方式" });
    expect(refund.textContent).toMatch(/发票将被红冲作废/);
    const reason = screen.getByLabelText("退保原因") as HTMLSelectElement;
    await clicker.selectOptions(reason, reason.options[1]?.value ?? "");
    await clicker.click(screen.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }));
    await clicker.click(screen.getByRole("button", { name: "申请退保" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toMatch(/红冲/);
  });

  it("offers the reasons of the product's kind: 行程取消 for a trip's cover, never for a family accident cover (customer rehearsal 5)", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const stored = server.db.data.policies.find((candidate) => candidate.detail.policyNo === policy.policyNo);
    if (stored === undefined) throw new Error("the policy is in the store");
    const optionsFor = async (productCode: string) => {
      stored.detail.productCode = productCode;
      const view = renderScreens({ "/application": ApplicationScreen }, { url: `/application?policyNo=${policy.policyNo}` });
      const select = (await screen.findByLabelText("退保原因")) as HTMLSelectElement;
      const names = [...select.options].map((option) => option.textContent ?? "").filter((name) => name !== "请选择退保原因");
      view.unmount();
      return names;
    };
    const family = await optionsFor("EAF");
    expect(family).not.toContain("行程取消");
    expect(family).toEqual(expect.arrayContaining(["重复投保", "不再需要", "保费原因", "投保信息有误", "其他"]));
    expect(await optionsFor("LAY_JN")).toContain("行程取消");
  });

  it("says nothing of an invoice when none was issued", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const record = server.db.data.invoices.find((candidate) => candidate.policyNo === policy.policyNo);
    if (record !== undefined) Object.assign(record, { invoiceState: "0", invoiceStateName: "未开票" });
    renderJourney(`/application?policyNo=${policy.policyNo}`);
    const refund = await screen.findByRole("region", { name: "退费金额及计算方式" });
    expect(refund.textContent).not.toMatch(/红冲/);
  });

  it("shows the surrender in the progress list afterwards", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const done = await callGateway("surrenderTospay", { policyNo: policy.policyNo, reasonCode: "02" });
    if (!done.ok) throw new Error("surrenderTospay failed");
    renderJourney("/surrenderQuery");
    const list = await screen.findByRole("list", { name: "我的退保申请" });
    expect(within(list).getByText(policy.policyNo)).toBeTruthy();
    expect(list.textContent).toContain(done.data.stateName);
  });

  it("keeps the reason when the gateway refuses the surrender", async () => {
    const user = await logInAsDemo();
    const policy = await firstSurrenderable(user.mallId);
    const clicker = userEvent.setup();
    renderJourney(`/application?policyNo=${policy.policyNo}`);
    const reason = (await screen.findByLabelText("退保原因")) as HTMLSelectElement;
    const chosen = reason.options[2]?.value ?? "";
    await clicker.selectOptions(reason, chosen);
    await clicker.click(screen.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }));
    // meanwhile the policy was surrendered elsewhere
    await callGateway("surrenderTospay", { policyNo: policy.policyNo });
    await clicker.click(screen.getByRole("button", { name: "申请退保" }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "确认退保" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/退保未成功/)).toBeTruthy();
    expect((screen.getByLabelText("退保原因") as HTMLSelectElement).value).toBe(chosen);
  });

  it("goes to the not-found page when the lookup finds no surrender, with what was searched", async () => {
    await logInAsDemo();
    const holder = server.db.data.holders[0];
    if (holder === undefined) throw new Error("a first holder");
    const clicker = userEvent.setup();
    const router = renderJourney("/surrenderQuery");
    await screen.findByRole("list", { name: "我的退保申请" }).catch(() => null);
    await clicker.type(screen.getByLabelText("保单号"), "P000000000000000000001");
    await clicker.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await clicker.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await clicker.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
    await clicker.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByRole("heading", { name: "未查询到相关信息" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/surrenderQueryFail");
    expect(screen.getByLabelText("您查询的条件").textContent).toContain("P000000000000000000001");
  });
});

describe("/surrenderGuide, the notes before surrendering (a page beyond spec §2: the example of issue 19)", () => {
  it("is a route of this feature that says why the spec has no such page, open to a logged-out visitor", () => {
    const route = SURRENDER_ROUTES.find((candidate) => candidate.path === "/surrenderGuide");
    expect(route?.beyondSpec).toMatch(/\S/);
    expect(route?.meta.requireAuth).toBe(false);
  });

  it("says what can be surrendered online, how the refund is worked out and what happens, step by step", async () => {
    renderJourney("/surrenderGuide");
    expect(await screen.findByRole("heading", { level: 1, name: "退保须知" })).toBeTruthy();
    const steps = screen.getByRole("list", { name: "在线退保的步骤" });
    expect(within(steps).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("选择保单"),
      expect.stringContaining("核对退还金额"),
      expect.stringContaining("确认退保"),
      expect.stringContaining("查询进度"),
    ]);
    expect(screen.getByText(/未使用的天数对应的保费/)).toBeTruthy();
    expect(screen.getByText(/保障立即终止/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去退保" }).getAttribute("href")).toContain("/surrender");
    expect(screen.getByRole("link", { name: "查询退保进度" }).getAttribute("href")).toContain("/surrenderQuery");
    expect(screen.getByText(/车险及已到期的保单请拨打客服热线 95518/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "联系客服" }).getAttribute("href")).toContain("/customerService");
  });

  it("reads in English, with no Chinese left", async () => {
    setLocale("en");
    renderJourney("/surrenderGuide");
    const heading = await screen.findByRole("heading", { level: 1, name: "Before you surrender" });
    const page = heading.closest("main") ?? document.body;
    expect(page.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(screen.getByRole("link", { name: "Surrender a policy" })).toBeTruthy();
  });

  it("is one tap away from the surrender list", async () => {
    await logInAsDemo();
    const router = renderJourney("/surrender");
    const link = await screen.findByRole("link", { name: "退保须知" });
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/surrenderGuide"));
  });
});
