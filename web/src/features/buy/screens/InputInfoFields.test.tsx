/**
 * Issue 21 "Fields and rules" on /inputInfo: the exhibition's booth days and every exhibition field in the
 * proposal, the handset's information, the claim outlet and insuredFlag, the insured variant B's codes with the
 * occupation class and payout card, and channel yb's read-only identity fields.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { useAppStore } from "../../../state/store";
import InputInfoScreen from "./InputInfoScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 60_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

type User = ReturnType<typeof userEvent.setup>;

function open(productCode: string, planCode: string) {
  return renderScreen(InputInfoScreen, { path: "/inputInfo", url: `/inputInfo?productCode=${productCode}&planCode=${planCode}` });
}

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== "") await user.type(field, value);
}

const group = (name: string) => screen.getByRole("group", { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const optionValues = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

/** Records the body of every saveProposal request until `stop()`. */
function recordProposals() {
  const bodies: Promise<Record<string, unknown>>[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.url.includes("/proposal/save")) bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
  };
  server.events.on("request:start", listen);
  return {
    stop: () => server.events.removeListener("request:start", listen),
    last: async () => {
      expect(bodies.length).toBeGreaterThan(0);
      return bodies[bodies.length - 1] as Promise<Record<string, unknown>>;
    },
  };
}

/** A person applicant, once the logged-in pre-fill has arrived. */
async function fillApplicant(user: User) {
  const applicant = await screen.findByRole("group", { name: "投保人信息" });
  await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).not.toBe(""));
  await replace(user, within(applicant).getByLabelText("投保人姓名"), "王小明");
  await user.selectOptions(within(applicant).getByLabelText("证件类型"), "01");
  await replace(user, within(applicant).getByLabelText("证件号码"), "11010519491231002X");
  await replace(user, within(applicant).getByLabelText("手机号码"), "13912345678");
  return applicant;
}

async function submitAndWait(user: User, view: ReturnType<typeof open>) {
  const period = screen.queryByLabelText("保险期间");
  if (period !== null && valueOf(period) === "") await user.selectOptions(period, optionValues(period)[0] ?? "");
  await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
}

/** The phone cover's optional fields, by the start of their label. */
const PHONE_OPTIONAL = { 手机配置: "手机配置（颜色、容量，选填）", 销售人员: "销售人员（选填）" } as const;

/**
 * Fills the phone cover's handset (华为 Mate 60 Pro, a valid IMEI) with the shop and the optional fields given,
 * submits, and answers the proposal sent.
 */
async function submitPhone(user: User, view: ReturnType<typeof open>, extra: { readonly 销售门店: string; readonly 手机配置?: string; readonly 销售人员?: string }) {
  const phone = group("投保手机信息");
  for (const [label, value] of [["手机品牌", "华为"], ["手机型号", "Mate 60 Pro"], ["IMEI号", "490154203237518"], ["销售门店", extra.销售门店]] as const) {
    await replace(user, within(phone).getByLabelText(label), value);
  }
  for (const key of ["手机配置", "销售人员"] as const) {
    const value = extra[key];
    if (value !== undefined) await replace(user, within(phone).getByLabelText(PHONE_OPTIONAL[key]), value);
  }
  const proposals = recordProposals();
  await submitAndWait(user, view);
  proposals.stop();
  return proposals.last();
}

describe("/inputInfo: the fields and rules of issue 21", () => {
  it("exhibition: booth days name their exact fault, and every exhibition field reaches the proposal", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const view = open("ZHB", "ZHB01");
    const enterprise = await screen.findByRole("group", { name: "投保企业信息" });
    await waitFor(() => expect(valueOf(within(enterprise).getByLabelText("联系电话"))).not.toBe(""));
    await replace(user, within(enterprise).getByLabelText("企业名称"), "厦门海岸线会展服务有限公司");
    await replace(user, within(enterprise).getByLabelText("证件号码"), "91350100M000100Y43");
    const booth = group("展会与展位信息");
    await user.selectOptions(within(booth).getByLabelText("企业类别"), "2");
    await replace(user, within(booth).getByLabelText("经营内容"), "智能家居产品展示与销售");
    await replace(user, within(booth).getByLabelText("展会地址"), "厦门国际会展中心A3馆");
    await replace(user, within(booth).getByLabelText("展会主题"), "2026中国国际智能家居博览会");
    await replace(user, within(booth).getByLabelText("展位号"), "A3-118");
    const days = within(booth).getByLabelText("展位天数");
    await replace(user, days, "11");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(days.getAttribute("aria-invalid")).toBe("true"));
    expect(booth.textContent).toContain("展位天数须为1至10天");
    await replace(user, days, "2.5");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(booth.textContent).toContain("展位天数请填写整数天，如 3"));
    expect(booth.textContent).not.toContain("展位天数须为1至10天");

    await replace(user, days, "3");
    const proposals = recordProposals();
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    proposals.stop();
    expect(await proposals.last()).toMatchObject({
      enterpriseCategory: "2",
      managementContent: "智能家居产品展示与销售",
      exhibitionAddress: "厦门国际会展中心A3馆",
      expoTheme: "2026中国国际智能家居博览会",
      venueBoothNum: "A3-118",
      boothDuration: "3",
      insuredFlag: "1",
    });
  });

  it("mobile cover: the handset's colour and storage (information) reaches the proposal", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const view = open("PHN", "PHN01");
    await screen.findByRole("group", { name: "投保人信息" });
    await waitFor(() => expect(valueOf(within(group("投保人信息")).getByLabelText("投保人姓名"))).not.toBe(""));
    const sent = await submitPhone(user, view, { 手机配置: "雅川青 512GB", 销售门店: "华为授权体验店", 销售人员: "林晓" });
    expect(sent).toMatchObject({ brand: "华为", model: "Mate 60 Pro", information: "雅川青 512GB", imei: "490154203237518" });
  });

  it("marks every required field as required and leaves the salesman to an online buyer (customer report 2 G22)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const view = open("PHN", "PHN01");
    const applicant = await screen.findByRole("group", { name: "投保人信息" });
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).not.toBe(""));
    const phone = group("投保手机信息");
    for (const label of ["手机品牌", "手机型号", "IMEI号", "销售门店"]) {
      const control = within(phone).getByLabelText(label);
      expect([label, control.getAttribute("aria-required")]).toEqual([label, "true"]);
      expect([label, document.querySelector(`label[for="${control.id}"]`)?.getAttribute("data-required")]).toEqual([label, "true"]);
    }
    for (const label of ["投保人姓名", "证件类型", "证件号码", "手机号码"]) {
      expect([label, within(applicant).getByLabelText(label).getAttribute("aria-required")]).toEqual([label, "true"]);
    }
    expect(within(applicant).getByLabelText("电子邮箱（选填）").getAttribute("aria-required")).toBeNull();
    const salesman = within(phone).getByLabelText("销售人员（选填）");
    expect(salesman.getAttribute("aria-required")).toBeNull();
    // no salesman: an online buyer has none
    expect(await submitPhone(user, view, { 销售门店: "华为商城" })).toMatchObject({ brand: "华为", imei: "490154203237518", sales: "华为商城" });
  });

  it("home cover: the claim outlet is chosen from proposalUserInfo's outlets and sent with insuredFlag", async () => {
    const account = await logInAsDemo();
    const info = await callGateway("proposalUserInfo", { mallId: account.mallId });
    if (!info.ok || info.data.outlets.length < 2) throw new Error("the gateway offers claim outlets");
    const outlet = info.data.outlets[1];
    if (outlet === undefined) throw new Error("a second outlet");
    const user = userEvent.setup();
    const view = open("YAB", "YAB01");
    const applicant = await fillApplicant(user);
    const office = within(applicant).getByLabelText("理赔服务机构");
    await waitFor(() => expect(optionValues(office)).toEqual(info.data.outlets.map((entry) => entry.comCode)));
    expect(within(office).getByRole("option", { name: outlet.comName })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(office.getAttribute("aria-invalid")).toBe("true"));
    await user.selectOptions(office, outlet.comCode);
    await replace(user, screen.getByLabelText("房屋地址"), "福建省厦门市思明区环岛路1号");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    const proposals = recordProposals();
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    proposals.stop();
    // the one insured is the applicant (self): insuredFlag 1
    expect(await proposals.last()).toMatchObject({ comCode: outlet.comCode, insuredFlag: "1", insuredRelationship: "601005" });
  });

  it("a variant B product: relationship 0 / 9 and sex 106001 / 106002, with the occupation class and payout card", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const view = open("EAJ_XM", "EAJXM01");
    await fillApplicant(user);
    const first = group("被保险人1");
    const relationship = within(first).getByRole("combobox", { name: "与投保人关系" });
    expect(optionValues(relationship)).toEqual(["0", "9"]);
    expect(valueOf(relationship)).toBe("0");
    await user.selectOptions(relationship, "9");
    await replace(user, within(first).getByLabelText("被保险人姓名"), "王一");
    await user.selectOptions(within(first).getByLabelText("证件类型"), "01");
    await replace(user, within(first).getByLabelText("证件号码"), "110105201001010010");
    await waitFor(() => expect(valueOf(within(first).getByRole("combobox", { name: "性别" }))).toBe("106001"));
    expect(optionValues(within(first).getByRole("combobox", { name: "性别" }))).toEqual(["106001", "106002"]);
    expect(optionValues(within(first).getByLabelText("职业类别"))).toEqual(["10060", "10061"]);
    await user.selectOptions(within(first).getByLabelText("职业类别"), "10060");
    const card = within(first).getByLabelText("理赔收款银行卡号（选填）");
    await replace(user, card, "1234");
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    const second = group("被保险人2");
    // insureds 2…n of variant B start as 9 ("others 9")
    expect(valueOf(within(second).getByRole("combobox", { name: "与投保人关系" }))).toBe("9");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(card.getAttribute("aria-invalid")).toBe("true"));
    expect(first.textContent).toContain("请输入16位或19位银行卡号");
    await waitFor(() => expect(within(second).getByLabelText("职业类别").getAttribute("aria-invalid")).toBe("true"));

    await replace(user, card, "6222021234567890123");
    await replace(user, within(second).getByLabelText("被保险人姓名"), "王二");
    await user.selectOptions(within(second).getByLabelText("证件类型"), "01");
    await replace(user, within(second).getByLabelText("证件号码"), "110105201203040023");
    await user.selectOptions(within(second).getByLabelText("职业类别"), "10061");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    const proposals = recordProposals();
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    proposals.stop();
    expect(await proposals.last()).toMatchObject({
      insuredRelationship: "9|9",
      insuredSex: "106001|106002",
      inType: "10060|10061",
      insuredAccount: "6222021234567890123|",
      insuredFlag: "0",
    });
  });

  it("channel yb: relationship, name, identity type and number are read-only", async () => {
    await logInAsDemo();
    act(() => useAppStore.setState({ shopInfo: { source: "yb", shopId: "B001" } }));
    open("EAF", "EAF01");
    const applicant = await screen.findByRole("group", { name: "投保人信息" });
    expect(await screen.findByText("投保渠道：银行保险渠道")).toBeTruthy();
    for (const label of ["投保人姓名", "证件类型", "证件号码"]) expect(within(applicant).getByLabelText(label).hasAttribute("readonly")).toBe(true);
    expect(within(applicant).getByLabelText("手机号码").hasAttribute("readonly")).toBe(false);
    const insured = group("被保险人1");
    for (const label of ["与投保人关系", "被保险人姓名", "证件类型", "证件号码"]) expect(within(insured).getByLabelText(label).hasAttribute("readonly")).toBe(true);
  });
});
