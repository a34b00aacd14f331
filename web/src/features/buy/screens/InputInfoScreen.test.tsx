import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { DEFAULT_GATEWAY_URL, GATEWAY_CATALOGUE, applicationDraftId, earliestStartDate, insuredBirthdayRange, gatewayUrl, latestStartDate } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { holdFirstPremiumAnswer, logInAsDemo, logInNewCustomer, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { useAppStore } from "../../../state/store";
import { draftSuffix } from "../../../state/draft";
import { STORAGE_KEYS, readStored, writeStored } from "../../../state/storage";
import { setLocale } from "../../../i18n";
import { hasFormDraft } from "../../../forms/use-form-draft";
import InputInfoScreen from "./InputInfoScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 60_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

type User = ReturnType<typeof userEvent.setup>;

function open(productCode: string) {
  // as the product page opens it: with a chosen plan (each product's first, e.g. EAF01, LAYJN01)
  return renderScreen(InputInfoScreen, { path: "/inputInfo", url: `/inputInfo?productCode=${productCode}&planCode=${productCode.replace("_", "")}01` });
}

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== "") await user.type(field, value);
}

const group = (name: string) => screen.getByRole("group", { name });

/** The demo customer on the family accident cover (EAF, ages 3–65), its first insured another person (601002). */
async function familyCoverOtherInsured() {
  await logInAsDemo();
  const user = userEvent.setup();
  open("EAF");
  await applicantGroup();
  const first = group("被保险人1");
  await user.selectOptions(within(first).getByLabelText("与投保人关系"), "601002");
  return { user, first };
}

/**
 * A new customer (`mobile`) with one saved contact (an ID card holder) opens the form of `productCode` and picks the
 * contact in the group `section` (投保人信息 or 被保险人N); answers that group.
 */
async function pickSavedContact(mobile: string, contact: { name: string; identifyNumber: string; relationship: string; mobile: string }, productCode: string, section: string) {
  const account = await logInNewCustomer(mobile);
  const added = await callGateway("addContact", { mallId: account.mallId, identifyType: "01", ...contact });
  if (!added.ok) throw new Error("the fixtures saved the contact");
  const user = userEvent.setup();
  open(productCode);
  const where = await screen.findByRole("group", { name: section });
  await user.click(await within(where).findByRole("button", { name: "从常用联系人添加" }));
  const picker = await within(where).findByLabelText("从常用联系人选择");
  const saved = [...picker.querySelectorAll("option")].find((option) => option.textContent?.includes(contact.name));
  if (saved === undefined) throw new Error(`the picker offers the saved contact ${contact.name}`);
  await user.selectOptions(picker, saved.value);
  return where;
}
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

async function applicantGroup() {
  const applicant = await screen.findByRole("group", { name: "投保人信息" });
  await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).not.toBe(""));
  return applicant;
}

async function fillApplicant(user: User) {
  const applicant = await screen.findByRole("group", { name: "投保人信息" });
  // the logged-in customer's pre-fill arrives first
  await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).not.toBe(""));
  await replace(user, within(applicant).getByLabelText("投保人姓名"), "王小明");
  await user.selectOptions(within(applicant).getByLabelText("证件类型"), "01");
  await replace(user, within(applicant).getByLabelText("证件号码"), "11010519491231002X");
  await replace(user, within(applicant).getByLabelText("手机号码"), "13912345678");
  await replace(user, within(applicant).getByLabelText("电子邮箱（选填）"), "");
}

async function ordersOf(mallId: string) {
  const result = await callGateway("oderList", { mallId, pageNo: 1, pageSize: 50 });
  if (!result.ok) throw new Error("oderList failed");
  return result.data.total;
}

describe("/inputInfo", () => {
  it("checks every rule family at once and focuses the first problem", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("EAF");
    await fillApplicant(user);
    const applicant = group("投保人信息");
    await replace(user, within(applicant).getByLabelText("投保人姓名"), "");
    await replace(user, within(applicant).getByLabelText("手机号码"), "123");
    const insured = group("被保险人1");
    await user.selectOptions(within(insured).getByLabelText("与投保人关系"), "601002");
    await user.selectOptions(within(insured).getByLabelText("证件类型"), "01");
    await replace(user, within(insured).getByLabelText("证件号码"), "110105194912310021");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));

    const name = within(applicant).getByLabelText("投保人姓名");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(within(applicant).getByLabelText("手机号码").getAttribute("aria-invalid")).toBe("true");
    expect(within(insured).getByLabelText("被保险人姓名").getAttribute("aria-invalid")).toBe("true");
    expect(within(insured).getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true");
    // the agreement is never pre-ticked and must be ticked
    const agreement = screen.getByRole("checkbox", { name: /我已阅读并同意/ });
    expect((agreement as HTMLInputElement).checked).toBe(false);
    expect(agreement.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "阅读《投保须知、保险条款和投保声明》" }).getAttribute("href")).toBe("/insuranceGuide?productCode=EAF");
    expect(screen.getByText(/电子保单/)).toBeTruthy();
  });

  it("resizes every insured when the count changes, with the product's defaults", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("EAF");
    await fillApplicant(user);
    const first = group("被保险人1");
    await user.selectOptions(within(first).getByLabelText("与投保人关系"), "601002");
    await replace(user, within(first).getByLabelText("被保险人姓名"), "王一");
    await user.selectOptions(screen.getByLabelText("被保险人数"), "3");
    expect(screen.getAllByRole("group", { name: /^被保险人\d$/ })).toHaveLength(3);
    const third = group("被保险人3");
    // insureds 2…n are never 本人, the applicant (customer report F7; domain's newInsuredDefaults: also the
    // product's identity type and no guessed birthday): the customer chooses, nothing of the applicant's is copied
    for (const name of ["被保险人2", "被保险人3"]) {
      expect(valueOf(within(group(name)).getByRole("combobox", { name: "与投保人关系" }))).toBe("");
      expect(valueOf(within(group(name)).getByLabelText("手机号码（选填）"))).toBe("");
      expect(valueOf(within(group(name)).getByLabelText("性别"))).toBe("");
    }
    expect(valueOf(within(third).getByLabelText("出生日期"))).not.toBe("2000-01-01");
    expect(valueOf(within(group("被保险人1")).getByLabelText("被保险人姓名"))).toBe("王一");
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    expect(screen.getAllByRole("group", { name: /^被保险人\d$/ })).toHaveLength(2);
    expect(valueOf(within(group("被保险人1")).getByLabelText("被保险人姓名"))).toBe("王一");
  });

  it("a family buying the adults' accident cover gets 身份证 for insureds 2 and 3; the students' EAJ keeps spec §3's 学生证 (customer report 3 H2)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const family = open("EAF");
    await fillApplicant(user);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "3");
    for (const name of ["被保险人2", "被保险人3"]) expect(valueOf(within(group(name)).getByRole("combobox", { name: "证件类型" }))).toBe("01");
    family.unmount();
    open("EAJ");
    await fillApplicant(user);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    expect(valueOf(within(group("被保险人2")).getByRole("combobox", { name: "证件类型" }))).toBe("03");
  });

  it("presets no sex for a new account, and an insured who stops being 本人 drops the applicant's mobile and identity (customer report F7)", async () => {
    await logInNewCustomer();
    const user = userEvent.setup();
    open("LAY_JN");
    const applicant = await screen.findByRole("group", { name: "投保人信息" });
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("手机号码"))).not.toBe(""));
    expect(valueOf(within(applicant).getByLabelText("性别"))).toBe("");
    const first = group("被保险人1");
    expect(valueOf(within(first).getByLabelText("性别"))).toBe("");
    await waitFor(() => expect(valueOf(within(first).getByLabelText("手机号码（选填）"))).toBe(valueOf(within(applicant).getByLabelText("手机号码"))));

    await user.selectOptions(within(first).getByLabelText("与投保人关系"), "601001");
    await waitFor(() => expect(valueOf(within(first).getByLabelText("手机号码（选填）"))).toBe(""));
    // what the customer types for the spouse stays, the same number included
    await replace(user, within(first).getByLabelText("手机号码（选填）"), valueOf(within(applicant).getByLabelText("手机号码")));
    expect(valueOf(within(first).getByLabelText("手机号码（选填）"))).toBe(valueOf(within(applicant).getByLabelText("手机号码")));
  });

  it("opens with the plan and the period chosen on the product page, at their price (issue 20 item 4)", async () => {
    await logInAsDemo();
    // the product page of LAY_JN preselects its 3-day plan (¥10) and shows a 3-day cover period
    renderScreen(InputInfoScreen, { path: "/inputInfo", url: "/inputInfo?productCode=LAY_JN&planCode=LAYJN01" });
    const plan = await screen.findByRole("combobox", { name: "保障方案" });
    expect(valueOf(plan)).toBe("LAYJN01");
    // each plan's price as the product page states it: for the product's 3-day period (customer report F2)
    // the options stay short (a native select cuts a long one at 375 px: customer rehearsal, English and elder mode);
    // the chosen plan's price per person and period stands under the select
    expect(within(plan).getAllByRole("option").map((option) => option.textContent)).toEqual(expect.arrayContaining(["经济款（¥10.00）", "畅游款（¥25.00）"]));
    expect(plan.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("价格：¥10.00/人/3天");
    expect(valueOf(screen.getByRole("combobox", { name: "保险期间" }))).toBe("3");
    await waitFor(() => expect(screen.getByRole("button", { name: "立即投保 ¥10.00" })).toBeTruthy());
  });

  it("opens on the plan of the address over an unsent draft of another plan, keeping the people typed, also after a reload (customer report F1)", async () => {
    const account = await logInAsDemo();
    const draft = { planCode: "LAYJN01", duration: "7", applyMobile: "13912345678", "insureds.0.insuredRelationship": "601001", "insureds.0.insuredName": "李四" };
    writeStored(STORAGE_KEYS.draft, JSON.stringify(draft), draftSuffix(account.mallId, "inputInfo:LAY_JN"));
    for (let round = 0; round < 2; round += 1) {
      renderScreen(InputInfoScreen, { path: "/inputInfo", url: "/inputInfo?productCode=LAY_JN&planCode=LAYJN02" });
      const plan = await screen.findByRole("combobox", { name: "保障方案" });
      await waitFor(() => expect(valueOf(plan)).toBe("LAYJN02"));
      // the plan's period as the product page priced it, not the 7 days typed for the other plan
      expect(valueOf(screen.getByRole("combobox", { name: "保险期间" }))).toBe("3");
      expect(valueOf(within(group("被保险人1")).getByLabelText("被保险人姓名"))).toBe("李四");
      expect(valueOf(within(group("投保人信息")).getByLabelText("手机号码"))).toBe("13912345678");
      cleanup();
    }
  });

  it("keeps a plan chosen on the form across a reload: the address follows the choice (customer report F1)", async () => {
    await logInAsDemo();
    const view = renderScreen(InputInfoScreen, { path: "/inputInfo", url: "/inputInfo?productCode=LAY_JN&planCode=LAYJN01" });
    const plan = await screen.findByRole("combobox", { name: "保障方案" });
    await waitFor(() => expect(valueOf(plan)).toBe("LAYJN01"));
    fireEvent.change(plan, { target: { value: "LAYJN02" } });
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get("planCode")).toBe("LAYJN02"));
    expect(new URLSearchParams(view.router.state.location.search).get("productCode")).toBe("LAY_JN");
    // replaced, not pushed: back leaves the form instead of going to the plan first chosen
    expect(view.router.state.historyAction).toBe("REPLACE");
    cleanup();
    // the reload: the address now names the plan chosen, which the draft holds too
    renderScreen(InputInfoScreen, { path: "/inputInfo", url: `/inputInfo${view.router.state.location.search}` });
    await waitFor(() => expect(valueOf(screen.getByRole("combobox", { name: "保障方案" }))).toBe("LAYJN02"));
  });

  it("tells a name with a space that the space is the fault, in Chinese and in English (customer report F13)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    const cases = [
      ["zh-CN", "投保人信息", "投保人姓名", "姓名或名称中不能有空格，请删除空格"],
      ["en", "Policyholder", "Policyholder's name", "A name may not contain spaces; please remove them"],
    ] as const;
    for (const [locale, section, label, message] of cases) {
      setLocale(locale);
      open("LAY_JN");
      const applicant = await screen.findByRole("group", { name: section });
      const name = within(applicant).getByLabelText(label);
      await waitFor(() => expect(valueOf(name)).not.toBe(""));
      await replace(user, name, "Wang Lei");
      await user.tab();
      await waitFor(() => expect(within(applicant).getByText(message)).toBeTruthy());
      cleanup();
    }
  });

  it("takes a passport holder's name with a space, for the policyholder and the insured (customer report 2 G2)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    setLocale("en");
    open("LAY_JN");
    const applicant = await screen.findByRole("group", { name: "Policyholder" });
    const name = within(applicant).getByLabelText("Policyholder's name");
    await waitFor(() => expect(valueOf(name)).not.toBe(""));
    await user.selectOptions(within(applicant).getByLabelText("Document type"), "06");
    await replace(user, within(applicant).getByLabelText("Document number"), "E12345678");
    await replace(user, name, "Li Lei");
    await user.tab();
    const insured = screen.getByRole("group", { name: "Insured person 1" });
    await user.selectOptions(within(insured).getByLabelText("Relationship to the policyholder"), "601001");
    await user.selectOptions(within(insured).getByLabelText("Document type"), "06");
    await replace(user, within(insured).getByLabelText("Document number"), "E87654321");
    const insuredName = within(insured).getByLabelText("Insured's name");
    await replace(user, insuredName, "Han Meimei");
    await user.tab();
    await replace(user, insuredName, "Han  Meimei");
    await user.tab();
    await waitFor(() => expect(within(insured).getByText("Use single spaces between the parts of the name")).toBeTruthy());
    await replace(user, insuredName, "Han Meimei");
    await user.tab();
    await waitFor(() => expect(insuredName.getAttribute("aria-invalid")).not.toBe("true"));
    expect(name.getAttribute("aria-invalid")).not.toBe("true");
    expect(within(applicant).queryByText(/may not contain spaces/)).toBeNull();
  });

  it("names each cover period as spec §9 labels a day count: 30 days is 1个月, never 30天", async () => {
    await logInAsDemo();
    renderScreen(InputInfoScreen, { path: "/inputInfo", url: "/inputInfo?productCode=LAY_JN&planCode=LAYJN01" });
    const period = await screen.findByRole("combobox", { name: "保险期间" });
    const labels = within(period).getAllByRole("option").map((option) => option.textContent);
    expect(labels).toContain("3天");
    expect(labels).toContain("1个月");
    expect(labels).not.toContain("30天");
  });

  it("in English, the agreement reads as a sentence: the words and the link stay apart", async () => {
    setLocale("en");
    await logInAsDemo();
    open("LAY_JN");
    const agreement = await screen.findByRole("checkbox", { name: /I have read and accept/ });
    expect(screen.getByRole("checkbox", { name: /^I have read and accept the notice, policy terms and declaration$/ })).toBe(agreement);
  });

  it("the whole agreement sentence ticks the box; the documents open from their own link under it (customer rehearsal: elder mode)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("LAY_JN");
    const agreement = await screen.findByRole("checkbox", { name: "我已阅读并同意《投保须知、保险条款和投保声明》" });
    await user.click(screen.getByText("我已阅读并同意《投保须知、保险条款和投保声明》"));
    expect((agreement as HTMLInputElement).checked).toBe(true);
    const link = screen.getByRole("link", { name: "阅读《投保须知、保险条款和投保声明》" });
    expect(link.closest("label")).toBeNull();
  });

  it("is titled 立即投保 / Insure now as spec §2 says, with the product's name, as data, heading its cover (issue 20 item 9)", async () => {
    await logInAsDemo();
    open("LAY_JN");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("立即投保");
    const cover = await screen.findByRole("group", { name: "境内旅行意外险" });
    expect(cover.querySelector("legend")?.getAttribute("lang")).toBe("zh-CN");
    expect(within(cover).getByRole("combobox", { name: "保障方案" })).toBeTruthy();
    cleanup();
    setLocale("en");
    open("LAY_JN");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Insure now");
    expect(await screen.findByRole("group", { name: "境内旅行意外险" })).toBeTruthy();
  });

  it("guesses no plan when none was chosen", async () => {
    await logInAsDemo();
    renderScreen(InputInfoScreen, { path: "/inputInfo", url: "/inputInfo?productCode=LAY_JN" });
    const plan = await screen.findByRole("combobox", { name: "保障方案" });
    expect(valueOf(plan)).toBe("");
    expect(screen.getByText("请选择保障方案")).toBeTruthy();
    expect(screen.getByRole("button", { name: "立即投保" })).toBeTruthy();
  });

  it("names an insured outside the product's ages as the customer leaves the number, in Chinese and in English (customer rehearsal: 76 on the family accident cover)", async () => {
    const { user, first } = await familyCoverOtherInsured();
    await user.selectOptions(within(first).getByLabelText("证件类型"), "01");
    await replace(user, within(first).getByLabelText("证件号码"), "110101195003070013");
    await user.tab();
    await waitFor(() => expect(within(first).getByText(/本产品承保3至65周岁的被保险人，此人在保障开始时为7\d周岁/)).toBeTruthy());
    await replace(user, within(first).getByLabelText("证件号码"), "110101199003070011");
    await user.tab();
    await waitFor(() => expect(within(first).queryByText(/本产品承保/)).toBeNull());
    cleanup();
    act(() => setLocale("en"));
    open("EAF");
    const insured = await screen.findByRole("group", { name: "Insured person 1" });
    await user.selectOptions(within(insured).getByLabelText("Relationship to the policyholder"), "601002");
    await user.selectOptions(within(insured).getByLabelText("Document type"), "01");
    await replace(user, within(insured).getByLabelText("Document number"), "110101195003070013");
    await user.tab();
    await waitFor(() => expect(within(insured).getByText(/This cover insures people aged 3 to 65; this person is 7\d when the cover starts/)).toBeTruthy());
  });

  it("starts the phone cover after its 7-day waiting period, and says so", async () => {
    await logInAsDemo();
    open("PHN");
    await applicantGroup();
    const earliest = earliestStartDate(new Date(), 7);
    // the notes' dates are kept whole (each on one line): the sentence reads across the pieces
    const note = (text: string | RegExp) => screen.getByText((_, element) => element?.tagName === "P" && (typeof text === "string" ? element.textContent === text : text.test(element.textContent ?? "")));
    expect(note(`本产品设7天观察期，保障最早自${earliest} 0时起生效`)).toBeTruthy();
    expect(note(new RegExp(`^保险期间：${earliest} 0时`)).querySelector(".mm-nowrap")?.textContent).toBe(earliest);
  });

  it("offers start dates from the earliest to 90 days after it, and refuses one typed beyond (customer rehearsal: years ahead)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("PHN");
    await applicantGroup();
    const earliest = earliestStartDate(new Date(), 7);
    const latest = latestStartDate(earliest);
    const range = `可选范围：${earliest} 至 ${latest}`;
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === range)).toBeTruthy();
    const start = screen.getByLabelText("起保日期");
    await user.clear(start);
    await user.type(start, "2031-01-01");
    expect(await screen.findByText(`日期不能晚于${latest}`)).toBeTruthy();
  });

  it("shows the premium of several insureds as each one's share times the count, and prices plans per person (customer rehearsal 3)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("EAF");
    await applicantGroup();
    expect(await screen.findByText(/^价格：¥[\d,.]+\/人\/1年$/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    const line = await screen.findByText(/（¥[\d,.]+ × 2人）/);
    const total = /保费 ¥([\d,.]+)/.exec(line.textContent ?? "")?.[1] ?? "";
    const each = /（¥([\d,.]+) × 2人）/.exec(line.textContent ?? "")?.[1] ?? "";
    expect(Number(total.replaceAll(",", ""))).toBe(Number(each.replaceAll(",", "")) * 2);
  });

  it("insures one person once: a second insured chosen as self is refused at its number", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("LAY_JN");
    await fillApplicant(user);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    await user.selectOptions(within(group("被保险人2")).getByLabelText("与投保人关系"), "601005");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    const second = group("被保险人2");
    await waitFor(() => expect(within(second).getByText("此证件号码已是另一位被保险人，同一人只能被保险一次")).toBeTruthy());
    expect(within(group("被保险人1")).queryByText(/同一人只能被保险一次/)).toBeNull();
  });

  it("fills birthday and sex from a confirmed ID card number, and a self insured from the applicant", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("LAY_JN");
    await fillApplicant(user);
    const applicant = group("投保人信息");
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("出生日期"))).toBe("1949-12-31"));
    expect(valueOf(within(applicant).getByLabelText("性别"))).toBe("106002");
    // insured 1 is "self" by default: the applicant's identity, read-only
    const first = group("被保险人1");
    await waitFor(() => expect(valueOf(within(first).getByLabelText("被保险人姓名"))).toBe("王小明"));
    expect(valueOf(within(first).getByLabelText("证件号码"))).toBe("11010519491231002X");
    expect(within(first).getByLabelText("被保险人姓名").hasAttribute("readonly")).toBe(true);

    await user.selectOptions(within(first).getByLabelText("与投保人关系"), "601002");
    await user.selectOptions(within(first).getByLabelText("证件类型"), "01");
    await replace(user, within(first).getByLabelText("证件号码"), "110105201501010017");
    await waitFor(() => expect(valueOf(within(first).getByLabelText("出生日期"))).toBe("2015-01-01"));
    expect(valueOf(within(first).getByLabelText("性别"))).toBe("1");
  });

  it("never shows a premium answer that arrives after a newer one", async () => {
    await logInAsDemo();
    const premium = holdFirstPremiumAnswer(server);
    const user = userEvent.setup();
    open("EAF");
    await screen.findByRole("group", { name: "投保人信息" });
    await waitFor(() => expect(premium.calls()).toBe(1));
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    expect(await screen.findByRole("button", { name: "立即投保 ¥222.00" })).toBeTruthy();
    premium.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole("button", { name: "立即投保 ¥222.00" })).toBeTruthy();
    expect(screen.queryByText(/保费 ¥111\.00/)).toBeNull();
  });

  it("refuses a blacklisted identity number on its field", async () => {
    await logInAsDemo();
    const blacklisted = server.db.data.blacklist[0] ?? "";
    const user = userEvent.setup();
    open("LAY_JN");
    await fillApplicant(user);
    const first = group("被保险人1");
    await user.selectOptions(within(first).getByLabelText("与投保人关系"), "601003");
    await replace(user, within(first).getByLabelText("证件号码"), blacklisted);
    await replace(user, within(first).getByLabelText("被保险人姓名"), "李四");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    const number = within(first).getByLabelText("证件号码");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(first.textContent).toContain("暂不支持投保");
  });

  it("saves one proposal however often the button is tapped, then opens the order", async () => {
    const account = await logInAsDemo();
    const before = await ordersOf(account.mallId);
    const user = userEvent.setup();
    const view = open("LAY_JN");
    await fillApplicant(user);
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    const pay = await screen.findByRole("button", { name: /立即投保 ¥/ });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    // the order replaces the form in history: back never shows the filled form again (issue 20 item 5)
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(view.router.state.location.search).toMatch(/^\?orderId=O\d+/);
    expect(await ordersOf(account.mallId)).toBe(before + 1);
    // the application state (spec §3 Arrlist) keeps only the saved proposal's numbers, never the people in it
    const stored = useAppStore.getState();
    expect(`?orderId=${stored.localInfo.orderId}`).toBe(view.router.state.location.search);
    expect(stored.localInfo.proposalNo).not.toBe("");
    expect(stored.basicMsgInfo.productCode).toBe("LAY_JN");
    expect(stored.insured.insuredName).toBe("");
    expect(stored.applicant.applyMobile).toBe("");
    expect(sessionStorage.getItem("Arrlist") ?? "").not.toContain("13912345678");
    expect(sessionStorage.getItem("Arrlist") ?? "").not.toContain("王小明");
  });

  it("keeps the saved, unpaid order as the gateway's interim order: it is in 我的订单 under 待支付 (issue 21)", async () => {
    const account = await logInAsDemo();
    const kept: Promise<Record<string, unknown>>[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes("/interim/interimOrder")) kept.push(request.clone().json() as Promise<Record<string, unknown>>);
    };
    server.events.on("request:start", listen);
    const user = userEvent.setup();
    const view = open("LAY_JN");
    await fillApplicant(user);
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/orderDetails"));
    server.events.removeListener("request:start", listen);
    const orderId = new URLSearchParams(view.router.state.location.search).get("orderId") ?? "";
    expect(kept).toHaveLength(1);
    expect(await kept[0]).toMatchObject({ orderNo: orderId, productCode: "LAY_JN", mallId: account.mallId });
    const unpaid = await callGateway("queryOrderList", { mallId: account.mallId, orderState: "0", pageSize: 50 });
    if (!unpaid.ok) throw new Error("queryOrderList failed");
    expect(unpaid.data.list.find((order) => order.orderNo === orderId)).toMatchObject({ orderState: "0", orderStateName: "待支付" });
  });

  it("keeps the form as typed when saving fails", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "saveProposal" });
    const user = userEvent.setup();
    const view = open("LAY_JN");
    await fillApplicant(user);
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(await screen.findByRole("button", { name: /立即投保 ¥/ }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/inputInfo");
    expect(valueOf(within(group("投保人信息")).getByLabelText("手机号码"))).toBe("13912345678");
    expect((screen.getByRole("checkbox", { name: /我已阅读并同意/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole("button", { name: /立即投保 ¥/ }).hasAttribute("disabled")).toBe(false));
  });

  it("keeps everything typed across a reload", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("EAF");
    await fillApplicant(user);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    const second = group("被保险人2");
    await user.selectOptions(within(second).getByLabelText("与投保人关系"), "601001");
    await replace(user, within(second).getByLabelText("被保险人姓名"), "李四");
    cleanup();

    open("EAF");
    const again = await screen.findByRole("group", { name: "被保险人2" });
    expect(valueOf(within(again).getByLabelText("被保险人姓名"))).toBe("李四");
    expect(valueOf(within(group("投保人信息")).getByLabelText("手机号码"))).toBe("13912345678");
    expect((screen.getByRole("checkbox", { name: /我已阅读并同意/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("leaves no draft when merely opened, the account's pre-fill in it (customer rehearsal 3: the product page then offered to continue)", async () => {
    const account = await logInAsDemo();
    open("EAF");
    await applicantGroup();
    await act(async () => undefined);
    expect(hasFormDraft(applicationDraftId("EAF"), account.mallId)).toBe(false);
  });

  it("keeps the insureds in the draft as a list: a removed insured leaves it", async () => {
    const account = await logInAsDemo();
    const user = userEvent.setup();
    open("EAF");
    await fillApplicant(user);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "3");
    await user.selectOptions(within(group("被保险人3")).getByLabelText("与投保人关系"), "601001");
    await replace(user, within(group("被保险人3")).getByLabelText("被保险人姓名"), "赵六");
    let draft = JSON.parse(readStored(STORAGE_KEYS.draft, draftSuffix(account.mallId, "inputInfo:EAF")) ?? "{}") as Record<string, unknown>;
    expect(draft["insureds.2.insuredName"]).toBe("赵六");
    expect(Object.keys(draft).filter((key) => /_\d$/.test(key))).toEqual([]);
    await user.selectOptions(screen.getByLabelText("被保险人数"), "2");
    draft = JSON.parse(readStored(STORAGE_KEYS.draft, draftSuffix(account.mallId, "inputInfo:EAF")) ?? "{}") as Record<string, unknown>;
    expect(Object.keys(draft).filter((key) => key.startsWith("insureds.2."))).toEqual([]);
    expect(draft["insuredCount"]).toBe("2");
    cleanup();

    open("EAF");
    await screen.findByRole("group", { name: "被保险人2" });
    expect(screen.getAllByRole("group", { name: /^被保险人\d$/ })).toHaveLength(2);
    expect(valueOf(screen.getByLabelText("被保险人数"))).toBe("2");
  });

  it("drops the insureds of a draft kept before they were a list, and restores the rest", async () => {
    const account = await logInAsDemo();
    const old = { applyMobile: "13912345678", insuredCount: "2", insuredName_0: "王一", insuredName_1: "李四", insuredRelationship_1: "601001" };
    writeStored(STORAGE_KEYS.draft, JSON.stringify(old), draftSuffix(account.mallId, "inputInfo:EAF"));
    open("EAF");
    const applicant = await screen.findByRole("group", { name: "投保人信息" });
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("手机号码"))).toBe("13912345678"));
    // one insured, as the form opens without a draft: the count follows the list, never the old count
    expect(screen.getAllByRole("group", { name: /^被保险人\d$/ })).toHaveLength(1);
    expect(valueOf(screen.getByLabelText("被保险人数"))).toBe("1");
    expect(valueOf(within(group("被保险人1")).getByLabelText("被保险人姓名"))).not.toBe("李四");
  });

  it("shows the channel the customer came from once the gateway knows it", async () => {
    await logInAsDemo();
    act(() => useAppStore.setState({ shopInfo: { source: "h5project", shopId: "S0001" } }));
    open("LAY_JN");
    expect(await screen.findByText("投保渠道：H5合作项目")).toBeTruthy();
  });

  it("fills an insured from a frequent contact", async () => {
    const account = await logInAsDemo();
    const contacts = await callGateway("contactsFindAll", { mallId: account.mallId });
    const contact = contacts.ok ? contacts.data.find((entry) => entry.identifyType === "01") : undefined;
    if (contact === undefined) throw new Error("the demo account has a contact with an ID card");
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on("request:start", record);
    const user = userEvent.setup();
    open("LAY_JN");
    await applicantGroup();
    const first = group("被保险人1");
    // the contacts (an encrypted call) are read when the customer asks for them, not with the form
    expect(within(first).queryByLabelText("从常用联系人选择")).toBeNull();
    expect(asked.some((url) => url.includes("contacts/findAll"))).toBe(false);
    await user.click(within(first).getByRole("button", { name: "从常用联系人添加" }));
    await user.selectOptions(await within(first).findByLabelText("从常用联系人选择"), contact.contactId);
    server.events.removeListener("request:start", record);
    expect(asked.some((url) => url.includes("contacts/findAll"))).toBe(true);
    await waitFor(() => expect(valueOf(within(first).getByLabelText("被保险人姓名"))).toBe(contact.name));
    expect(valueOf(within(first).getByLabelText("证件号码"))).toBe(contact.identifyNumber);
    expect(within(first).getByLabelText("被保险人姓名").hasAttribute("readonly")).toBe(false);
    // the picker keeps the choice instead of going back to 请选择联系人
    expect(valueOf(within(first).getByLabelText("从常用联系人选择"))).toBe(contact.contactId);
  });

  it("fills the applicant from a saved contact, with the same picker as the insureds (customer report 2 G13)", async () => {
    const applicant = await pickSavedContact("15912340013", { name: "赵磊", identifyNumber: "11010519491231002X", relationship: "601005", mobile: "13912340021" }, "LAY_JN", "投保人信息");
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).toBe("赵磊"));
    expect(valueOf(within(applicant).getByLabelText("证件类型"))).toBe("01");
    expect(valueOf(within(applicant).getByLabelText("证件号码"))).toBe("11010519491231002X");
    expect(valueOf(within(applicant).getByLabelText("手机号码"))).toBe("13912340021");
  });

  it("offers an insured's birthday within the product's ages on the cover's first day, not a century (customer rehearsal 5)", async () => {
    const { first } = await familyCoverOtherInsured();
    const start = valueOf(screen.getByLabelText("起保日期"));
    const range = insuredBirthdayRange({ min: 3, max: 65 }, start);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the hint keeps each date on one line (a span each): read the hint's whole text
    const hint = (element: Element | null) => element?.textContent === `可选范围：${range.min} 至 ${range.max}`;
    await waitFor(() => expect(within(first).getByText((_, element) => hint(element))).toBeTruthy());
    // the applicant's own birthday keeps the form's range (the applicant is not the insured)
    expect(within(group("投保人信息")).queryByText((_, element) => hint(element))).toBeNull();
  });

  it("checks what a frequent contact fills in at once: an insured outside the product's ages is named without a submit (customer rehearsal 5)", async () => {
    const first = await pickSavedContact("15912340014", { name: "钱老伯", identifyNumber: "110101195003070013", relationship: "601002", mobile: "13912340022" }, "EAF", "被保险人1");
    await waitFor(() => expect(valueOf(within(first).getByLabelText("被保险人姓名"))).toBe("钱老伯"));
    // no tab out of the number, no submit: the fill itself is checked
    await waitFor(() => expect(within(first).getByText(/本产品承保3至65周岁的被保险人，此人在保障开始时为7\d周岁/)).toBeTruthy());
    // what the contact left empty stays quiet until the customer leaves it or submits
    expect(within(first).queryByText("请填写此项")).toBeNull();
  });

  it("fills the home's address from a saved address, offering exactly the saved ones", async () => {
    const account = await logInAsDemo();
    const saved = await callGateway("addressFindAll", { mallId: account.mallId });
    if (!saved.ok || saved.data[0] === undefined) throw new Error("the demo account has saved addresses");
    const address = saved.data[0];
    const user = userEvent.setup();
    open("YAB");
    await user.click(await screen.findByRole("button", { name: "从常用地址填写" }));
    const picker = await screen.findByLabelText("从常用地址选择");
    const values = [...picker.querySelectorAll("option")].map((option) => option.value).filter((value) => value !== "");
    expect(values).toEqual(saved.data.map((entry) => entry.addressId));
    await user.selectOptions(picker, address.addressId);
    const city = address.city === address.province ? "" : address.city;
    await waitFor(() => expect(valueOf(screen.getByLabelText("房屋地址"))).toBe(`${address.province}${city}${address.district}${address.detail}`));
  });

  it("reads the applicant from an ID card photo once the customer confirms it", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("LAY_JN");
    const applicant = await applicantGroup();
    await user.upload(within(await within(applicant).findByRole("group", { name: /拍照识别身份证/ })).getByLabelText("拍照"), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], "card.jpg", { type: "image/jpeg" }));
    const dialog = await screen.findByRole("dialog");
    const read = /识别结果：(.+)，(\S+)。/.exec(dialog.textContent ?? "");
    if (read === null) throw new Error("no OCR result shown");
    await user.click(within(dialog).getByRole("button", { name: "填入" }));
    await waitFor(() => expect(valueOf(within(applicant).getByLabelText("投保人姓名"))).toBe(read[1]));
    expect(valueOf(within(applicant).getByLabelText("证件号码"))).toBe(read[2]);
  });

  it("reads the card's back beside the front: validity period and issuing authority read-only, an ended one refused at its field (issue 21)", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("LAY_JN");
    const applicant = await applicantGroup();
    const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], "back.jpg", { type: "image/jpeg" });
    await user.upload(within(await within(applicant).findByRole("group", { name: /身份证国徽面/ })).getByLabelText("从相册选择"), jpeg());
    const period = await within(applicant).findByLabelText("有效期限");
    expect(valueOf(period)).toMatch(/^\d{4}\.\d{2}\.\d{2}-(\d{4}\.\d{2}\.\d{2}|长期)$/);
    expect((period as HTMLInputElement).readOnly).toBe(true);
    expect(period.getAttribute("aria-invalid")).not.toBe("true");
    expect(valueOf(within(applicant).getByLabelText("签发机关"))).toMatch(/公安局.+分局$/);
    cleanup();

    server.use(http.post(gatewayUrl(DEFAULT_GATEWAY_URL, GATEWAY_CATALOGUE.ocrIdCardBack), () => HttpResponse.json({ common: { resultCode: "1", resultMsg: "成功" }, status: 1, data: { issuedBy: "北京市公安局东城分局", validPeriod: "2006.01.01-2016.01.01" } })));
    open("LAY_JN");
    const again = await applicantGroup();
    await user.upload(within(await within(again).findByRole("group", { name: /身份证国徽面/ })).getByLabelText("从相册选择"), jpeg());
    const ended = await within(again).findByLabelText("有效期限");
    await waitFor(() => expect(ended.getAttribute("aria-invalid")).toBe("true"));
    expect(again.textContent).toContain("身份证已过有效期");
  });

  it("renders the phone, exhibition and home variants from their config, each checked as domain says", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    open("PHN");
    const phone = await screen.findByRole("group", { name: "投保手机信息" });
    expect(screen.queryByRole("group", { name: "被保险人1" })).toBeNull();
    await replace(user, within(phone).getByLabelText("IMEI号"), "490154203237519");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(within(phone).getByLabelText("IMEI号").getAttribute("aria-invalid")).toBe("true"));
    expect(phone.textContent).toContain("IMEI号校验位不正确，请核对号码");
    cleanup();

    open("ZHB");
    const enterprise = await screen.findByRole("group", { name: "投保企业信息" });
    // the logged-in customer's pre-fill gives the enterprise its contact, not the person's name or ID card
    await waitFor(() => expect(valueOf(within(enterprise).getByLabelText("联系电话"))).not.toBe(""));
    expect(valueOf(within(enterprise).getByLabelText("企业名称"))).toBe("");
    expect(valueOf(within(enterprise).getByLabelText("证件号码"))).toBe("");
    const types = within(enterprise).getByLabelText("证件类型");
    expect([...(types as HTMLSelectElement).options].map((option) => option.value).filter(Boolean)).toEqual(["13", "11"]);
    await replace(user, within(enterprise).getByLabelText("企业名称"), "某某 科技");
    await replace(user, within(enterprise).getByLabelText("证件号码"), "91350100M000100Y40");
    await user.click(screen.getByRole("button", { name: /立即投保/ }));
    await waitFor(() => expect(within(enterprise).getByLabelText("企业名称").getAttribute("aria-invalid")).toBe("true"));
    expect(within(enterprise).getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true");
    expect(within(group("展会与展位信息")).getByLabelText("展位号").getAttribute("aria-invalid")).toBe("true");
    cleanup();

    open("YAB");
    expect(within(await screen.findByRole("group", { name: "保险标的：房屋" })).getByLabelText("房屋地址")).toBeTruthy();
    expect(screen.queryByLabelText("被保险人数")).toBeNull();
  });

  it("says when the product does not exist, and offers a retry when it cannot load", async () => {
    await logInAsDemo();
    open("NOPE");
    expect(await screen.findByText(/没有找到这个产品/)).toBeTruthy();
    cleanup();
    server.useScenario("http-500", { call: "queryPlanList" });
    open("EAF");
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
