import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDaysText, chinaDateParts, formatDateParts, formatFen, formatSumInsured, identityTypeName, maskAs, maskIdNumber, maskMobile, toResultList } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { FAMILY_ORDER_PEOPLE, logInAsDemo, saveFamilyOrder, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { chineseOutsideData } from "../../test-support/dom";
import { setLocale } from "../../../i18n";
import PolicyDetailsScreen from "./PolicyDetailsScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);
afterEach(() => vi.restoreAllMocks());

/** The links the page opens by itself (the electronic policy is opened, not offered as a second link). */
function openedLinks(): { href: string; download: string; target: string }[] {
  const opened: { href: string; download: string; target: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    opened.push({ href: this.getAttribute("href") ?? "", download: this.getAttribute("download") ?? "", target: this.target });
  });
  return opened;
}

async function demoCarPolicy() {
  const user = await logInAsDemo();
  const list = await callGateway("queryCarPolicyList", { mallId: user.mallId });
  const summary = list.ok ? list.data[0] : undefined;
  if (summary === undefined) throw new Error("the demo holder has a motor policy");
  const detail = await callGateway("corePolicyDetail", { policyNo: summary.policyNo });
  if (!detail.ok) throw new Error("corePolicyDetail failed");
  return detail.data;
}

describe("/policyDetails", () => {
  it("in English shows the gateway's words (names, subject lines, covers) only as data (issue 20)", async () => {
    const policy = await demoCarPolicy();
    setLocale("en");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const covers = await screen.findByRole("region", { name: "Covers" });
    await screen.findByRole("region", { name: "Insured subject" });
    expect(chineseOutsideData(covers)).toEqual([]);
    expect(chineseOutsideData(screen.getByRole("main"))).toEqual([]);
    // the covers are named in English where the gateway gave English names (customer report 3 H8)
    expect(policy.items.every((item) => item.en !== undefined)).toBe(true);
    expect(covers.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(covers.textContent).toContain(policy.items[0]?.en?.name ?? "?");
  });

  it("shows the policy, its period's span, covers, and the parties with masked numbers", async () => {
    const policy = await demoCarPolicy();
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const overview = await screen.findByRole("region", { name: "保单信息" });
    expect(overview.textContent).toContain(policy.policyNo);
    expect(overview.textContent).toContain(`${policy.startDate} 至 ${policy.endDate}`);
    expect(overview.textContent).toContain("1年");
    expect(overview.textContent).toContain("保障中");
    const holder = screen.getByRole("region", { name: "投保人" });
    expect(holder.textContent).toContain(maskIdNumber(policy.applyIdentifyNumber));
    expect(holder.textContent).toContain(maskMobile(policy.applyMobile));
    expect(document.body.innerHTML).not.toContain(policy.applyIdentifyNumber);
    expect(document.body.innerHTML).not.toContain(policy.insuredMobile);
    const covers = screen.getByRole("region", { name: "保障内容" });
    for (const item of policy.items) expect(covers.textContent).toContain(item.name);
    // months to run: no renewal yet (it bought a second, overlapping cover: customer rehearsal 2026-11-28)
    expect(screen.queryByRole("link", { name: "续保" })).toBeNull();
    // the invoice's own state leads the way, never the lookup with its picture code (customer rehearsal 5)
    expect((await screen.findByRole("link", { name: /^电子发票：/ })).getAttribute("href")).not.toMatch(/invoiceQuery/);
  });

  it("电子发票 shows the invoice's state beside it and goes straight to it, with no lookup or picture code (customer rehearsal 5)", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("queryInternetPolicyList", { mallId: user.mallId });
    const summary = list.ok ? list.data.find((candidate) => candidate.policyState === "1") : undefined;
    const record = server.db.data.invoices.find((candidate) => candidate.policyNo === summary?.policyNo);
    if (summary === undefined || record === undefined) throw new Error("the demo holder has an online policy in force with an invoice record");
    const url = `/policyDetails?policyNo=${summary.policyNo}`;
    const no = encodeURIComponent(summary.policyNo);
    // the state says what the link does: 未开票 → the request, 开票中 → its progress, 已开票 → the invoice
    for (const [state, word, to] of [
      ["0", "未开票", `/invoiceRequest?policyNo=${no}`],
      ["1", "开票中", `/invoiceResuls?policyNo=${no}`],
      ["2", "已开票", `/invoiceResuls?policyNo=${no}`],
    ] as const) {
      Object.assign(record, { invoiceState: state });
      const view = renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url });
      const link = await screen.findByRole("link", { name: `电子发票：${word}` });
      expect(link.getAttribute("href"), state).toBe(to);
      expect(link.textContent).toBe(`电子发票：${word}`);
      view.unmount();
    }
    // a state not known (the gateway has no record): the lookup with the number, as before
    server.use(gatewayHandler("invoice", { resultCode: "E01", resultMsg: "未查询到发票信息" }));
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url });
    await screen.findByRole("region", { name: "保单信息" });
    await waitFor(() => expect(screen.getByRole("link", { name: "电子发票" }).getAttribute("href")).toBe(`/invoiceQuery?policyNo=${no}`));
  });

  it("a surrendered policy's 电子发票 shows the reversed invoice (已红冲), never a request (customer rehearsal 5)", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("surrenderOrderList", { mallId: user.mallId });
    const target = list.ok ? toResultList(list.data)[0] : undefined;
    const record = server.db.data.invoices.find((candidate) => candidate.policyNo === target?.policyNo);
    if (target === undefined || record === undefined) throw new Error("the demo holder has a policy to surrender with an invoice record");
    Object.assign(record, { invoiceState: "2", invoiceNo: "12345678" });
    const done = await callGateway("surrenderTospay", { mallId: user.mallId, policyNo: target.policyNo, reasonCode: "02" });
    if (!done.ok) throw new Error("surrenderTospay failed");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${target.policyNo}` });
    const link = await screen.findByRole("link", { name: "电子发票：已红冲" });
    expect(link.getAttribute("href")).toBe(`/invoiceResuls?policyNo=${encodeURIComponent(target.policyNo)}`);
  });

  it("offers the renewal in a year's cover's last 30 days", async () => {
    const policy = await demoCarPolicy();
    const stored = server.db.data.policies.find((candidate) => candidate.detail.policyNo === policy.policyNo);
    if (stored === undefined) throw new Error("the policy is in the store");
    const today = formatDateParts(chinaDateParts(new Date()));
    stored.detail = { ...stored.detail, startDate: addDaysText(today, -355), endDate: addDaysText(today, 10) };
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    expect((await screen.findByRole("region", { name: "保单信息" })).textContent).toContain("即将到期");
    expect(screen.getByRole("link", { name: "续保" }).getAttribute("href")).toBe(`/insureInfo?productCode=${policy.productCode}`);
  });

  it("leaves out the insured's 手机号 row when the policy has no mobile for them, never a label with nothing (F17)", async () => {
    const policy = await demoCarPolicy();
    const stored = server.db.data.policies.find((candidate) => candidate.detail.policyNo === policy.policyNo);
    if (stored === undefined) throw new Error("the demo motor policy is stored");
    stored.detail.insuredMobile = "";
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const insured = await screen.findByRole("region", { name: "被保险人" });
    expect(within(insured).getAllByRole("term").map((term) => term.textContent)).not.toContain("手机号");
    for (const value of within(insured).getAllByRole("definition")) expect(value.textContent?.trim()).not.toBe("");
    expect(within(screen.getByRole("region", { name: "投保人" })).getAllByRole("term").map((term) => term.textContent)).toContain("手机号");
  });

  it("shows each insured of a family policy with their own masked number; no per-benefit 保费 0.00, no sum of different benefits (F6)", async () => {
    const user = await logInAsDemo();
    const order = await saveFamilyOrder(user.mallId, { paid: true });
    const info = await callGateway("orderInfo", { orderNo: order.orderNo });
    if (!info.ok || info.data.policyNo === undefined) throw new Error("the paid order names its policy");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${info.data.policyNo}` });
    // G11: 被保险人 1 and 2, each their own section with name, relationship to the holder and masked identity
    const first = await screen.findByRole("region", { name: "被保险人 1" });
    const second = screen.getByRole("region", { name: "被保险人 2" });
    expect(screen.queryByRole("region", { name: "被保险人" })).toBeNull();
    for (const [region, name, relationship, id] of [
      [first, "王小明", "本人", FAMILY_ORDER_PEOPLE.applicantId],
      [second, "王一", "子女", FAMILY_ORDER_PEOPLE.childId],
    ] as const) {
      expect(region.textContent).not.toContain("|");
      const rows = Object.fromEntries(within(region).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(rows).toMatchObject({ 姓名: name, 与投保人关系: relationship, 证件类型: identityTypeName("01"), 证件号码: maskIdNumber(id) });
    }
    const covers = screen.getByRole("region", { name: "保障内容" });
    expect(covers.textContent).not.toContain("保费 0.00");
    // a sum insured in domain's one sum-insured format (report 2 G21), as the product page writes it
    expect(covers.textContent).toMatch(/保额 \d+(\.\d+)?万元/);
    expect(covers.textContent).not.toMatch(/\d\.00元|元 /);
    expect(screen.getByRole("region", { name: "保单信息" }).textContent).not.toMatch(/保额/);
  });

  it("writes a cover's sum insured as the product page does (10万元), never 100000.00 元 (G21)", async () => {
    const policy = await demoCarPolicy();
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const covers = await screen.findByRole("region", { name: "保障内容" });
    for (const item of policy.items) expect(covers.textContent).toContain(`保额 ${formatSumInsured(item.sumInsuredFen)}`);
    expect(covers.textContent).not.toMatch(/保额 [\d,]+\.\d{2}/);
  });

  it("a surrendered policy offers no claim, renewal, invoice or surrender, and shows its surrender: date, refund, application number (G10)", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("surrenderOrderList", { mallId: user.mallId });
    const target = list.ok ? toResultList(list.data)[0] : undefined;
    if (target === undefined) throw new Error("the demo holder has a policy to surrender");
    const done = await callGateway("surrenderTospay", { mallId: user.mallId, policyNo: target.policyNo, reasonCode: "02" });
    if (!done.ok) throw new Error("surrenderTospay failed");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${target.policyNo}` });
    const surrender = await screen.findByRole("region", { name: "退保信息" });
    const rows = Object.fromEntries(within(surrender).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(rows).toMatchObject({ 退保申请号: done.data.surrenderNo, 申请日期: done.data.applyDate, 退费状态: done.data.stateName });
    expect(rows["退还保费"]).toContain(formatFen(done.data.refundPremium));
    await screen.findByText("这张保单已退保，不能再报案。");
    for (const name of ["在线报案", "续保", "电子发票", "申请退保"]) expect(screen.queryByRole("link", { name })).toBeNull();
    // an invoice it has is still shown (its state, to view), never one to request
    for (const link of screen.queryAllByRole("link", { name: /^电子发票/ })) expect(link.getAttribute("href")).toMatch(/^\/invoiceResuls/);
  });

  it("offers invoicing and surrender while the cover runs; no surrender with an open claim; neither once surrendered (issue 18)", async () => {
    const user = await logInAsDemo();
    const list = await callGateway("queryInternetPolicyList", { mallId: user.mallId });
    const summary = list.ok ? list.data.find((candidate) => candidate.policyState === "1") : undefined;
    if (summary === undefined) throw new Error("the demo holder has an online policy in force");
    const claims = await callGateway("coreClaimList", { policyNo: summary.policyNo });
    expect(claims.ok && claims.data).toEqual([]);
    const url = `/policyDetails?policyNo=${summary.policyNo}`;

    const first = renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url });
    expect((await screen.findByRole("link", { name: "申请退保" })).getAttribute("href")).toBe(`/application?policyNo=${summary.policyNo}`);
    expect(screen.getByRole("link", { name: /^电子发票/ })).toBeTruthy();
    first.unmount();

    const report = await callGateway("saveBpm", { bpmType: "claimReport", mallId: user.mallId, policyNo: summary.policyNo, accidentDesc: "扭伤", accidentPlace: "杭州", accidentTime: `${summary.startDate} 10:00` });
    expect(report.ok).toBe(true);
    const second = renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url });
    expect(await screen.findByRole("link", { name: /^查看理赔 C/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^电子发票/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "申请退保" })).toBeNull();
    second.unmount();

    const stored = server.db.data.policies.find((candidate) => candidate.detail.policyNo === summary.policyNo);
    if (stored === undefined) throw new Error("the policy is in the store");
    stored.detail.policyState = "3";
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url });
    expect((await screen.findByRole("region", { name: "保单信息" })).textContent).toContain("已退保");
    expect(await screen.findByRole("link", { name: /^查看理赔 C/ })).toBeTruthy();
    // no invoice to request once ended (an invoice it has is only viewed)
    for (const link of screen.queryAllByRole("link", { name: /^电子发票/ })) expect(link.getAttribute("href")).toMatch(/^\/invoiceResuls/);
    expect(screen.queryByRole("link", { name: "申请退保" })).toBeNull();
    expect(screen.queryByRole("link", { name: "续保" })).toBeNull();
  });

  it("shows a car's VIN and engine number masked in the middle, never whole", async () => {
    const policy = await demoCarPolicy();
    const vehicle = policy.vehicle;
    if (vehicle === undefined) throw new Error("a motor policy carries its vehicle");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    await screen.findByRole("region", { name: "保单信息" });
    const main = document.body.textContent ?? "";
    expect(main).toContain(`车架号${maskAs("vin", vehicle.frameNo)}`);
    expect(main).toContain(`发动机号${maskAs("engineNo", vehicle.engineNo)}`);
    expect(maskAs("vin", vehicle.frameNo)).toMatch(/^.{3}\*+.{4}$/);
    expect(document.body.innerHTML).not.toContain(vehicle.frameNo);
    expect(document.body.innerHTML).not.toContain(vehicle.engineNo);
  });

  it("shows the car's brand and model once (厂牌型号 and 品牌型号 were the same value twice, issue 20 item 7)", async () => {
    const policy = await demoCarPolicy();
    const brandModel = policy.vehicle?.brandModel ?? "";
    expect(brandModel).not.toBe("");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const subject = await screen.findByRole("region", { name: "保险标的" });
    expect(subject.textContent?.split(brandModel).length).toBe(2);
  });

  it("shows a company's credit code whole and its phone as 联系电话; 被保险人 once (issue 20 item 7)", async () => {
    const policy = await demoCarPolicy();
    const company = {
      ...policy,
      applyName: "厦门海岸线会展服务有限公司",
      applyIdentifyType: "13",
      applyIdentifyNumber: "91350100M000100Y43",
      insuredName: "厦门海岸线会展服务有限公司",
      insuredIdentifyType: "13",
      insuredIdentifyNumber: "91350100M000100Y43",
      subject: [
        { label: "展会主题", value: "2026中国国际智能家居博览会" },
        { label: "被保险人", value: "厦门海岸线会展服务有限公司" },
      ],
    };
    const { vehicle: _vehicle, ...withoutVehicle } = company;
    server.use(gatewayHandler("corePolicyDetail", { data: withoutVehicle }));
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const holder = await screen.findByRole("region", { name: "投保人" });
    expect(holder.textContent).toContain("91350100M000100Y43");
    expect(within(holder).getByText("联系电话")).toBeTruthy();
    expect(within(holder).queryByText("手机号")).toBeNull();
    // customer rehearsal 5: the company's name stood under 姓名
    expect(within(holder).getByText("企业名称")).toBeTruthy();
    expect(within(holder).queryByText("姓名")).toBeNull();
    expect((document.body.textContent ?? "").split("被保险人").length - 1).toBe(1);
    expect(screen.getByRole("region", { name: "保险标的" }).textContent).toContain("2026中国国际智能家居博览会");
  });

  it("lists the endorsements and the claims of the policy, each claim linking to its progress", async () => {
    const policy = await demoCarPolicy();
    const claims = await callGateway("coreClaimList", { policyNo: policy.policyNo });
    const claim = claims.ok ? claims.data[0] : undefined;
    if (claim === undefined) throw new Error("the demo motor policy has a claim");
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    const section = await screen.findByRole("region", { name: "理赔记录" });
    const link = await within(section).findByRole("link", { name: `查看理赔 ${claim.claimNo}` });
    expect(link.getAttribute("href")).toBe(`/claimClaims?claimNo=${claim.claimNo}&kind=car`);
    expect(screen.getByRole("region", { name: "批改记录" })).toBeTruthy();
  });

  it("opens the electronic policy (the PDF) on the tap itself, with no second link to tap", async () => {
    const policy = await demoCarPolicy();
    const opened = openedLinks();
    const clicker = userEvent.setup();
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    await clicker.click(await screen.findByRole("button", { name: "下载电子保单" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.href).toMatch(/^(blob:|data:application\/pdf;base64,)/);
    expect(opened[0]?.download).toBe(`${policy.policyNo}.pdf`);
    // what happened, truly (F17): the PDF was downloaded, under its name
    expect(await screen.findByText(`电子保单已下载（${policy.policyNo}.pdf），请在手机的下载文件中查看。如未看到，请再点一次“下载电子保单”。`)).toBeTruthy();
    expect(screen.queryByText(/已打开/)).toBeNull();
    expect(screen.queryByRole("link", { name: /电子保单/ })).toBeNull();
    // a second tap opens the same file again at once, without another call
    await clicker.click(screen.getByRole("button", { name: "下载电子保单" }));
    expect(opened).toHaveLength(2);
    expect(opened[1]?.href).toBe(opened[0]?.href);
  });

  it("explains a download the gateway refuses instead of a dead tap, and lets the customer try again", async () => {
    const policy = await demoCarPolicy();
    const opened = openedLinks();
    const clicker = userEvent.setup();
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: `/policyDetails?policyNo=${policy.policyNo}` });
    await screen.findByRole("region", { name: "保单信息" });
    // The gateway no longer finds the policy's file: its reason shows under the button.
    const stored = server.db.data.policies;
    server.db.data.policies = stored.filter((candidate) => candidate.detail.policyNo !== policy.policyNo);
    await clicker.click(screen.getByRole("button", { name: "下载电子保单" }));
    expect((await screen.findByRole("alert")).textContent).toBe("电子保单暂时无法获取：未查询到保单信息。请稍后重试，或拨打客服热线 95518。");
    server.db.data.policies = stored;
    // The button stays usable: a second try after the fault goes through.
    server.resetHandlers();
    await clicker.click(screen.getByRole("button", { name: "下载电子保单" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a policy the gateway does not know was not found, with the way back", async () => {
    await logInAsDemo();
    renderScreen(PolicyDetailsScreen, { path: "/policyDetails", url: "/policyDetails?policyNo=PNOTAPOLICY" });
    expect(await screen.findByText("未找到这张保单，请返回我的保单重新选择。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回我的保单" }).getAttribute("href")).toBe("/insurancePolicy");
  });
});
