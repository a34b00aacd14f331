import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { maskSubjectValue, birthdayRange, identityTypeName, maskAs } from "@micromall/domain";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import NewPolicyEnquiryScreen from "./NewPolicyEnquiryScreen";
import NoPolicyFoundScreen from "./NoPolicyFoundScreen";
import PolicyLineDetailScreen from "./PolicyLineDetailScreen";
import PolicyLineLookupScreen from "./PolicyLineLookupScreen";
import PolicyResultsScreen from "./PolicyResultsScreen";
import PolicySearchScreen from "./PolicySearchScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const SCREENS = {
  "/policySearch": PolicySearchScreen,
  "/policySearchlist": PolicyResultsScreen,
  "/nopolicySearchlist": NoPolicyFoundScreen,
  "/policyVehicle": PolicyLineLookupScreen,
  "/policyGas": PolicyLineLookupScreen,
  "/policyGasList": PolicyResultsScreen,
  "/policyGasMessage": PolicyLineDetailScreen,
  "/policyInterMessage": PolicyLineDetailScreen,
  "/policyOtherMessage": PolicyLineDetailScreen,
};

function firstHolder() {
  const holder = server.db.data.holders[0];
  if (holder === undefined) throw new Error("the fixtures have a first holder");
  return holder;
}

async function searchByHolder(user: ReturnType<typeof userEvent.setup>, name: string, id: string) {
  await user.type(screen.getByLabelText("投保人姓名"), name);
  await user.type(screen.getByLabelText("证件号码"), id);
  await user.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
  await user.click(screen.getByRole("button", { name: "查询" }));
}

describe("/policySearch → /policySearchlist → a policy's detail", () => {
  it("finds the holder's policies of every line and opens one, its numbers masked", async () => {
    const holder = firstHolder();
    const user = userEvent.setup();
    renderScreens(SCREENS, { url: "/policySearch" });
    await screen.findByRole("img", { name: "图形验证码" });
    await searchByHolder(user, holder.name, holder.idNumber);
    const list = await screen.findByRole("list", { name: "查询到的保单" });
    const own = server.db.data.policies.filter((policy) => policy.owner === 0);
    expect(within(list).getAllByRole("listitem")).toHaveLength(own.length);
    const gas = own.find((policy) => policy.detail.kind === "gas");
    if (gas === undefined) throw new Error("the holder has a gas policy");
    const item = within(list).getByText(gas.detail.policyNo).closest("li");
    if (item === null) throw new Error("the gas policy is listed");
    await user.click(within(item).getByRole("link", { name: "查看保单详情" }));
    const holderSection = await screen.findByRole("region", { name: "投保人" });
    expect(holderSection.textContent).toContain(maskAs("idNumber", gas.detail.applyIdentifyNumber));
    expect(holderSection.textContent).not.toContain(gas.detail.applyIdentifyNumber);
    expect(holderSection.textContent).toContain(maskAs("mobile", gas.detail.applyMobile));
    expect(screen.getByRole("region", { name: "保单信息" }).textContent).toContain(gas.detail.policyNo);
  });

  it("lists a policy with several insureds by their names, never the gateway's pipes (F6)", async () => {
    const holder = firstHolder();
    const own = server.db.data.policies.find((policy) => policy.owner === 0 && policy.detail.kind !== "car");
    if (own === undefined) throw new Error("the holder has a non-car policy");
    own.detail.insuredName = `${holder.name}|李娜|张小明`;
    const user = userEvent.setup();
    renderScreens(SCREENS, { url: "/policySearch" });
    await screen.findByRole("img", { name: "图形验证码" });
    await searchByHolder(user, holder.name, holder.idNumber);
    const list = await screen.findByRole("list", { name: "查询到的保单" });
    expect(list.textContent).not.toContain("|");
    // each masked as the open detail masks it (customer rehearsal 5)
    expect(list.textContent).toContain(`${maskAs("name", holder.name)}、李*、张*明`);
  });

  it("shows a person no more in the list than in the detail: names masked, no identity number; a motor policy says why it needs a login (customer rehearsal 5)", async () => {
    const holder = firstHolder();
    const user = userEvent.setup();
    renderScreens(SCREENS, { url: "/policySearch" });
    await screen.findByRole("img", { name: "图形验证码" });
    await searchByHolder(user, holder.name, holder.idNumber);
    const list = await screen.findByRole("list", { name: "查询到的保单" });
    expect(list.textContent).not.toContain(holder.name);
    expect(list.textContent).not.toContain(holder.idNumber);
    expect(list.textContent).toContain(maskAs("name", holder.name));
    const car = server.db.data.policies.find((policy) => policy.owner === 0 && policy.detail.kind === "car");
    const item = within(list).getByText(car?.detail.policyNo ?? "").closest("li");
    if (item === null) throw new Error("the car policy is listed");
    const link = within(item).getByRole("link", { name: "登录后查看保单详情" });
    const why = document.getElementById(link.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toBe("车险保单含车辆与驾驶信息，登录并完成实名认证后查看详情。");
    expect(item.textContent).toContain("车险保单含车辆与驾驶信息");
  });

  it("goes to the not-found page with what was searched (masked) and the way back, whose draft keeps the values", async () => {
    const holder = firstHolder();
    const user = userEvent.setup();
    const first = renderScreens(SCREENS, { url: "/policySearch" });
    await searchByHolder(user, "王某某", holder.idNumber);
    expect(await screen.findByRole("heading", { name: "未查询到相关信息" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "查询到的保单" })).toBeNull();
    const searched = screen.getByLabelText("您查询的条件");
    expect(searched.textContent).toContain("王某某");
    expect(searched.textContent).toContain(maskAs("idNumber", holder.idNumber));
    expect(searched.textContent).not.toContain(holder.idNumber);
    expect(screen.getByRole("link", { name: "修改条件重新查询" }).getAttribute("href")).toBe("/policySearch");
    expect(screen.getByRole("link", { name: "联系客服 95518" }).getAttribute("href")).toBe("tel:95518");
    first.unmount();
    // a reload of the lookup: what was typed is still there, the picture code is not
    renderScreens(SCREENS, { url: "/policySearch" });
    expect((screen.getByLabelText("投保人姓名") as HTMLInputElement).value).toBe("王某某");
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe(holder.idNumber);
    expect((screen.getByLabelText("验证码") as HTMLInputElement).value).toBe("");
  });

  it("opened without a lookup, the results page says what it is for and offers the lookup", () => {
    renderScreen(PolicyResultsScreen, { path: "/policySearchlist" });
    expect(screen.getByText(/您还没有查询/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去查询" }).getAttribute("href")).toBe("/policySearch");
  });
});

describe("a line's lookup (/policyGas → /policyGasList)", () => {
  it("takes the birth date with the mall's date picker within 100 years back to today, and names typed nonsense (spec §5)", async () => {
    renderScreens(SCREENS, { url: "/policyGas" });
    const birthday = screen.getByLabelText("出生日期");
    const { min, max } = birthdayRange();
    expect(screen.getByRole("button", { name: "选择出生日期" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(document.body.textContent).toContain(`可选范围：${min} 至 ${max}`);
    fireEvent.change(birthday, { target: { value: "1990-02-30" } });
    fireEvent.blur(birthday);
    expect((await screen.findByText("输入的数据不合法!")).closest("[role=alert]")).toBeTruthy();
    const tomorrow = `${Number(max.slice(0, 4)) + 1}${max.slice(4)}`;
    fireEvent.change(birthday, { target: { value: tomorrow } });
    fireEvent.blur(birthday);
    expect(await screen.findByText(`日期不能晚于${max}`)).toBeTruthy();
  });

  it("asks for the §3 policy-list fields, checks them with domain first, and lists the line's policies", async () => {
    const holder = firstHolder();
    const user = userEvent.setup();
    renderScreens(SCREENS, { url: "/policyGas" });
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("姓名").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("出生日期").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("手机号").getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByLabelText("姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.type(screen.getByLabelText("出生日期"), holder.birthday);
    await user.selectOptions(screen.getByLabelText("性别"), holder.sex === "1" ? "男" : "女");
    await user.type(screen.getByLabelText("手机号"), holder.mobile);
    await user.click(screen.getByRole("button", { name: "查询" }));
    const list = await screen.findByRole("list", { name: "查询到的保单" });
    const gas = server.db.data.policies.filter((policy) => policy.owner === 0 && policy.detail.kind === "gas");
    expect(within(list).getAllByRole("listitem")).toHaveLength(gas.length);
    expect(within(list).getAllByRole("link", { name: "查看保单详情" })[0]?.getAttribute("href")).toMatch(/^\/policyGasMessage\?policyNo=/);
  });

  it("shows the not-found shape in place of the form when the facts do not fit, and the form again with the values", async () => {
    const holder = firstHolder();
    const user = userEvent.setup();
    renderScreens(SCREENS, { url: "/policyGas" });
    await user.type(screen.getByLabelText("姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.type(screen.getByLabelText("出生日期"), "1990-01-01");
    await user.type(screen.getByLabelText("手机号"), holder.mobile);
    await user.click(screen.getByRole("button", { name: "查询" }));
    const searched = await screen.findByLabelText("您查询的条件");
    expect(searched.textContent).toContain(maskAs("mobile", holder.mobile));
    await user.click(screen.getByRole("button", { name: "修改条件重新查询" }));
    expect((screen.getByLabelText("出生日期") as HTMLInputElement).value).toBe("1990-01-01");
  });
});

describe("/policyVehicle", () => {
  it("shows the car's policies on the page itself, over the form", async () => {
    const holder = firstHolder();
    const car = server.db.data.policies.find((policy) => policy.owner === 0 && policy.detail.kind === "car");
    if (car?.detail.licenseNo === undefined) throw new Error("the holder has a car");
    const user = userEvent.setup();
    const { router } = renderScreens(SCREENS, { url: "/policyVehicle" });
    const offered = [...screen.getByLabelText("证件类型").querySelectorAll("option")].map((option) => option.getAttribute("value")).filter((value) => value !== "");
    expect(offered).toEqual(["01", "11", "13"]);
    await user.type(screen.getByLabelText("车牌号"), car.detail.licenseNo);
    await user.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.click(screen.getByRole("button", { name: "查询" }));
    const results = await screen.findByRole("region", { name: "查询到的保单" });
    expect(within(results).getByText(car.detail.policyNo)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/policyVehicle");
    expect(within(results).getByRole("link", { name: "登录后查看保单详情" }).getAttribute("href")).toBe(`/policyDetails?policyNo=${car.detail.policyNo}`);
  });
});

describe("a line's detail", () => {
  it("shows a policy of two insureds as 被保险人 1 and 2, each masked on their own, with the ID type's name; no sum of unlike covers, no 保费 0.00 (G1, G16, G21)", async () => {
    const stored = server.db.data.policies.find((policy) => policy.owner === 0 && policy.detail.kind === "internet");
    if (stored === undefined) throw new Error("the holder has an online policy");
    Object.assign(stored.detail, {
      insuredName: "周敏|吴刚",
      insuredIdentifyType: "01|01",
      insuredIdentifyNumber: "110105199205122348|110105196501014567",
      insuredRelationship: "601005|601001",
      items: [
        { name: "意外身故", sumInsuredFen: 10_000_000, premiumFen: 0 },
        { name: "意外医疗", sumInsuredFen: 1_000_000, premiumFen: 0 },
      ],
    });
    renderScreen(PolicyLineDetailScreen, { path: "/policyInterMessage", url: `/policyInterMessage?policyNo=${stored.detail.policyNo}` });
    const first = await screen.findByRole("region", { name: "被保险人 1" });
    const second = screen.getByRole("region", { name: "被保险人 2" });
    for (const [region, name, relationship, id] of [
      [first, "周敏", "本人", "110105199205122348"],
      [second, "吴刚", "配偶", "110105196501014567"],
    ] as const) {
      const rows = Object.fromEntries(within(region).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(rows).toMatchObject({ 姓名: maskAs("name", name), 与投保人关系: relationship, 证件类型: identityTypeName("01"), 证件号码: maskAs("idNumber", id) });
    }
    expect(document.body.textContent).not.toContain("|");
    const overview = screen.getByRole("region", { name: "保单信息" });
    expect(overview.textContent).not.toContain("保额合计");
    const covers = screen.getByRole("region", { name: "保障内容" });
    expect(covers.textContent).toContain("保额 1万元");
    expect(covers.textContent).toContain("保额 10万元");
    expect(covers.textContent).not.toContain("保费");
  });

  it("masks a gas policy's address and account number as the names are (customer rehearsal 3: both in full on an open page)", async () => {
    const stored = server.db.data.policies.find((policy) => policy.detail.kind === "gas" && policy.detail.subject.some((line) => line.label === "用气地址"));
    if (stored === undefined) throw new Error("a gas policy with its address");
    const address = stored.detail.subject.find((line) => line.label === "用气地址")?.value ?? "";
    const account = stored.detail.subject.find((line) => line.label === "燃气户号")?.value ?? "";
    renderScreen(PolicyLineDetailScreen, { path: "/policyGasMessage", url: `/policyGasMessage?policyNo=${stored.detail.policyNo}` });
    const subject = await screen.findByRole("region", { name: "保险标的" });
    const rows = Object.fromEntries(within(subject).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(rows["用气地址"]).toBe(maskSubjectValue("用气地址", address));
    expect(rows["用气地址"]).toMatch(/\*\*\*\*$/);
    expect(rows["燃气户号"]).toBe(maskSubjectValue("燃气户号", account));
    expect(subject.textContent).not.toContain(address);
    expect(subject.textContent).not.toContain(account);
  });

  it("says so for a number the gateway does not know, with the way back to the line's lookup", async () => {
    renderScreen(PolicyLineDetailScreen, { path: "/policyInterMessage", url: "/policyInterMessage?policyNo=P0000000001" });
    expect(await screen.findByText("未找到这张保单，请重新查询。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回查询" }).getAttribute("href")).toBe("/policyInternet");
  });
});

describe("/newPolicyEnquiry", () => {
  it("checks the number with domain before any call, finds the policy, and claims a free cover for its holder", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const policy = server.db.data.policies.find((candidate) => candidate.owner === 0);
    if (policy === undefined) throw new Error("a policy");
    const user = userEvent.setup();
    renderScreen(NewPolicyEnquiryScreen, { path: "/newPolicyEnquiry" });
    await user.type(screen.getByLabelText(/保单号/), "PDAA-1");
    await user.click(screen.getByRole("button", { name: "查询保单" }));
    await waitFor(() => expect(screen.getByLabelText(/保单号/).getAttribute("aria-invalid")).toBe("true"));
    expect(calls.filter((path) => path.endsWith("/core/policyDetail"))).toEqual([]);
    await user.clear(screen.getByLabelText(/保单号/));
    await user.type(screen.getByLabelText(/保单号/), policy.detail.policyNo);
    await user.click(screen.getByRole("button", { name: "查询保单" }));
    const found = await screen.findByRole("region", { name: `保单 ${policy.detail.policyNo}` });
    expect(found.textContent).toContain(maskAs("name", policy.detail.applyName));
    await user.click(screen.getByRole("button", { name: "领取个人意外保障（cpp）" }));
    const heading = await screen.findByRole("heading", { name: "个人意外保障（cpp） 领取成功" });
    expect(heading.closest("section")?.textContent).toMatch(/保单号 PEAJ/);
    expect(screen.getByRole("button", { name: "领取综合意外保障（gci）" })).toBeTruthy();
    server.events.removeAllListeners();
  });

  it("says an unknown number next to the field and keeps it", async () => {
    const user = userEvent.setup();
    renderScreen(NewPolicyEnquiryScreen, { path: "/newPolicyEnquiry" });
    await user.type(screen.getByLabelText(/保单号/), "P0000000001");
    await user.click(screen.getByRole("button", { name: "查询保单" }));
    expect(await screen.findByText("未查询到保单号为 P0000000001 的保单，请核对后重新输入。")).toBeTruthy();
    expect((screen.getByLabelText(/保单号/) as HTMLInputElement).value).toBe("P0000000001");
  });
});

