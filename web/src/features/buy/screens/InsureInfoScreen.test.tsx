import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { applicationDraftId, dateSpanLabel, sumInsuredLabel, type PlanListResponse } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { draftSuffix } from "../../../state/draft";
import { STORAGE_KEYS, writeStored } from "../../../state/storage";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { chineseOutsideData } from "../../test-support/dom";
import { setLocale } from "../../../i18n";
import InsureInfoScreen from "./InsureInfoScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function plansOf(productCode: string): Promise<PlanListResponse> {
  const result = await callGateway("queryPlanList", { productCode });
  if (!result.ok) throw new Error(`queryPlanList ${productCode} failed`);
  return result.data;
}

const open = (code: string) => renderScreen(InsureInfoScreen, { path: "/insureInfo", url: `/insureInfo?productCode=${code}` });

/** The text of the product header's premium (保费). */
const premiumFact = () => screen.getByText("保费", { selector: "dt" }).nextElementSibling?.textContent ?? "";

describe("/insureInfo", () => {
  it("shows the product, its cover period and the chosen plan's price, and its plans side by side cheapest first", async () => {
    const answer = await plansOf("EAJ_XM");
    open("EAJ_XM");
    expect(await screen.findByRole("heading", { level: 1, name: "学生意外险" })).toBeTruthy();
    expect(screen.getAllByText(dateSpanLabel(answer.detail?.durationDays ?? 0)).length).toBeGreaterThan(0);
    expect(premiumFact()).toContain("¥68.00/人/1年");

    const table = screen.getByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers[1]).toMatch(/^标准款基础/);
    expect(headers[2]).toMatch(/^优选款推荐/);
    expect(headers[3]).toMatch(/^全面款全面/);

    // Death/disability differs between the plans (10万 / 20万 / 30万): the row says so; a cover one plan lacks reads 不保.
    const death = within(table).getByRole("rowheader", { name: /意外身故\/伤残/ });
    expect(death.textContent).toContain("有差异");
    const deathCells = within(death.closest("tr") as HTMLElement).getAllByRole("cell").map((cell) => cell.textContent);
    expect(deathCells).toEqual([sumInsuredLabel(10_000_000), sumInsuredLabel(20_000_000), sumInsuredLabel(30_000_000)]);
    const school = within(table).getByRole("rowheader", { name: /校园责任/ });
    expect(within(school.closest("tr") as HTMLElement).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["不保", "不保", sumInsuredLabel(10_000_000)]);
  });

  it("states every plan's price for the period it covers, and the header's premium follows the plan picked (customer report F2)", async () => {
    const clicker = userEvent.setup();
    const answer = await plansOf("LAY_JN");
    const [first, second] = answer.plans;
    if (first === undefined || second === undefined) throw new Error("LAY_JN has two plans");
    open("LAY_JN");
    const period = dateSpanLabel(answer.detail?.durationDays ?? 0);
    const price = (fen: number) => `¥${(fen / 100).toFixed(2)}/人/${period}`;
    expect((await screen.findByRole("radio", { name: new RegExp(`${first.planName}.*${price(first.premiumFen).replace(/[.$/]/g, "\\$&")}`) }) as HTMLInputElement).checked).toBe(true);
    expect(premiumFact()).toContain(price(first.premiumFen));
    expect(premiumFact()).not.toContain("起");
    await clicker.click(screen.getByRole("radio", { name: new RegExp(second.planName) }));
    expect(premiumFact()).toContain(price(second.premiumFen));
    expect(screen.getByRole("radio", { name: new RegExp(second.planName) }).closest("label")?.textContent).toContain(`/${period}`);
  });

  it("in English shows the product's, plans' and covers' own words only as data (issue 20)", async () => {
    setLocale("en");
    open("EAJ_XM");
    await screen.findByRole("table");
    await screen.findByText("学生意外险", { selector: "h2" });
    await screen.findByRole("heading", { level: 2, name: "About this cover" });
    expect(chineseOutsideData()).toEqual([]);
  });

  it("in English shows the selling point, tags, notes (with the age limit) and cover names in English; only product and plan names stay Chinese (customer report 3 H8)", async () => {
    setLocale("en");
    open("LAY_JN");
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("rowheader", { name: /^Flight delay/ }).querySelector("[lang]")?.getAttribute("lang")).toBe("en");
    expect(screen.getByText("Trips in mainland China, with flight delay compensation")).toBeTruthy();
    expect(screen.getByRole("list", { name: "境内旅行意外险" }).textContent).toBe("TravelFlight delay");
    const notes = screen.getByRole("region", { name: "About this cover" });
    expect(notes.textContent).toContain("aged 1 to 80");
    // the Chinese left on the page: the product's name and its plans' names, nothing else
    const names = new Set(["境内旅行意外险", "经济款", "畅游款"]);
    const chinese = [...document.body.querySelectorAll("[lang='zh-CN']")].map((element) => element.textContent ?? "").filter((text) => /[\u4e00-\u9fff]/.test(text));
    expect(chinese.filter((text) => !names.has(text))).toEqual([]);
  });

  it("says the plans table scrolls sideways only when its plans do not fit (customer rehearsal 3: English + elder cut the third plan without a word)", async () => {
    const widths = (scroll: number) => {
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
        return this.getAttribute("role") === "region" ? scroll : 0;
      });
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
        return this.getAttribute("role") === "region" ? 330 : 0;
      });
    };
    widths(330);
    const fits = open("EAJ_XM");
    await screen.findByRole("table");
    expect(screen.queryByText(/左右滑动/)).toBeNull();
    fits.unmount();

    widths(560);
    open("EAJ_XM");
    await screen.findByRole("table");
    const table = screen.getAllByRole("region", { name: "方案对比" }).find((element) => element.getAttribute("role") === "region");
    const hint = await screen.findByText("共 3 个方案，左右滑动表格查看全部");
    expect(table?.getAttribute("aria-describedby")).toBe(hint.id);
    vi.restoreAllMocks();
  });

  it("a row that is the same in every plan is not marked", async () => {
    open("DAA");
    const table = await screen.findByRole("table");
    const same = within(table).getByRole("rowheader", { name: "交强险" });
    expect(same.textContent).toBe("交强险");
    expect(within(same.closest("tr") as HTMLElement).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["20万元", "20万元"]);
    expect(within(table).getByRole("rowheader", { name: /第三者责任保险/ }).textContent).toContain("有差异");
  });

  it("starts on the recommended plan; choosing another plan changes what 立即投保 applies for", async () => {
    const clicker = userEvent.setup();
    open("EAJ_XM");
    const recommended = await screen.findByRole("radio", { name: /优选款/ });
    expect((recommended as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "立即投保" }).getAttribute("href")).toBe("/inputInfo?productCode=EAJ_XM&planCode=EAJXM02");
    await clicker.click(screen.getByRole("radio", { name: /全面款/ }));
    expect(screen.getByRole("link", { name: "立即投保" }).getAttribute("href")).toBe("/inputInfo?productCode=EAJ_XM&planCode=EAJXM03");
    expect(screen.getByRole("columnheader", { name: /全面款/ }).textContent).toContain("已选");
  });

  it("links each section of the notes for insuring by its anchor", async () => {
    open("EAJ");
    const guide = await screen.findByRole("navigation", { name: "条款与须知" });
    expect(within(guide).getByRole("link", { name: "保险条款" }).getAttribute("href")).toBe("/insuranceGuide?productCode=EAJ#clause");
    expect(within(guide).getByRole("link", { name: "责任免除" }).getAttribute("href")).toBe("/insuranceGuide?productCode=EAJ#exclusions");
  });

  it("a car product applies on /insureRight and explains its commercial covers", async () => {
    open("DAA");
    const covers = await screen.findByRole("navigation", { name: "商业险保障说明" });
    expect(within(covers).getByRole("link", { name: "机动车第三者责任保险" }).getAttribute("href")).toBe("/DDB");
    expect(within(covers).getAllByRole("link")).toHaveLength(5);
    expect(screen.getByRole("link", { name: "立即投保" }).getAttribute("href")).toBe("/insureRight?productCode=DAA");
  });

  it("offers to continue the application only when this product's form holds a draft", async () => {
    const first = open("EAJ");
    await screen.findByRole("heading", { level: 1, name: "学生综合意外险" });
    expect(screen.queryByRole("link", { name: "继续投保" })).toBeNull();
    first.unmount();

    writeStored(STORAGE_KEYS.draft, JSON.stringify({ applyName: "王小明" }), draftSuffix("", applicationDraftId("EAJ")));
    const second = open("EAJ");
    expect(await screen.findByRole("link", { name: "继续投保" })).toBeTruthy();
    second.unmount();

    // Another product's page does not offer it.
    open("YAB");
    await screen.findByRole("heading", { level: 1, name: "家庭财产保险" });
    expect(screen.queryByRole("link", { name: "继续投保" })).toBeNull();
  });

  it("an unknown product says what was asked and offers every product and home", async () => {
    open("NOPE");
    expect(await screen.findByText(/没有找到编号为“NOPE”的产品/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看全部产品" }).getAttribute("href")).toBe("/productList");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("an address without a product says so", async () => {
    renderScreen(InsureInfoScreen, { path: "/insureInfo" });
    expect(await screen.findByText(/这个地址没有指明产品/)).toBeTruthy();
  });

  it("offers a retry when the product cannot load", async () => {
    server.useScenario("http-500", { call: "queryPlanList" });
    open("EAJ");
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
