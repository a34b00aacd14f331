import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { APPLICANT_IDENTITY_TYPES, INVOICE_LOOKUP_FORM_SHAPE, POLICY_LINE_LOOKUP_FORM_SHAPE, maskAs, toResultList, type InvoiceRecord, type PolicySummary } from "@micromall/domain";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { startMockGateway } from "../../features/test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../features/test-support/render-screen";
import { resetBrowserState } from "../../features/test-support/reset";
import { LookupForm, NotFound, ResultList, lookupStateOf, plateLookupPayload, policyLookupPayload, type LookupConfig } from "./index";
import { POLICY_LOOKUP_EMPTY, policyLookup } from "./policy-lookup";
import { captchaField } from "./lookup-fields";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** A lookup over the invoice call, as a route would configure it. */
const CONFIG: LookupConfig<"queryInvoice", InvoiceRecord> = {
  id: "test",
  form: INVOICE_LOOKUP_FORM_SHAPE,
  fields: [
    { name: "policyNo", kind: "text", label: "policyNo", maxLength: 22 },
    { name: "insuredName", kind: "text", label: "insuredName", maxLength: 99 },
    { name: "identifyType", kind: "identityType", label: "identifyType", maxLength: 3 },
    { name: "identifyNumber", kind: "identityNumber", label: "identifyNumber", maxLength: 20 },
    captchaField(),
  ],
  identityTypes: APPLICANT_IDENTITY_TYPES,
  empty: { policyNo: "", insuredName: "", identifyType: "01", identifyNumber: "", code: "" },
  call: "queryInvoice",
  toPayload: (values) => ({ ...values }),
  rows: (answer) => toResultList(answer),
  resultPath: "/found",
};

function Found() {
  const state = lookupStateOf(useLocation().state);
  return <p>found:{state?.lookup["policyNo"]}</p>;
}

function renderLookup(config: LookupConfig<"queryInvoice", InvoiceRecord> = CONFIG, initial?: Readonly<Record<string, string>>) {
  const Look = () => <LookupForm config={config} {...(initial === undefined ? {} : { initial })} />;
  return renderScreens({ "/look": Look, "/found": Found }, { url: "/look" });
}

function holderPolicy() {
  const holder = server.db.data.holders[0];
  const policy = server.db.data.policies.find((candidate) => candidate.owner === 0);
  if (holder === undefined || policy === undefined) throw new Error("the fixtures have a first holder with policies");
  return { holder, policyNo: policy.detail.policyNo };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { policyNo: string; name: string; id: string }) {
  await user.type(screen.getByLabelText("保单号"), values.policyNo);
  await user.type(screen.getByLabelText("被保险人姓名"), values.name);
  await user.type(screen.getByLabelText("证件号码"), values.id);
  await user.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
}

describe("LookupForm", () => {
  it("takes a picture code of exactly 5 characters and names the fault when it is not (spec §5)", async () => {
    const { holder, policyNo } = holderPolicy();
    const user = userEvent.setup();
    renderLookup();
    const code = screen.getByLabelText("验证码");
    expect(code.getAttribute("maxlength")).toBe("5");
    await user.type(screen.getByLabelText("保单号"), policyNo);
    await user.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.type(code, "8A6C");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(document.body.textContent).toContain("验证码为5位字母或数字");
  });

  it("checks every field with domain before any call, all messages at once, the focus on the first", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const user = userEvent.setup();
    renderLookup();
    await screen.findByRole("img", { name: "图形验证码" });
    await user.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("保单号").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("被保险人姓名").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("验证码").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("保单号"));
    expect(calls.filter((path) => path.endsWith("/queryInvoice"))).toEqual([]);
    server.events.removeAllListeners();
  });

  it("goes to the results with what was found, calling once however often the button is tapped", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const { holder, policyNo } = holderPolicy();
    const user = userEvent.setup();
    renderLookup();
    await fill(user, { policyNo, name: holder.name, id: holder.idNumber });
    const button = screen.getByRole("button", { name: "查询" });
    await Promise.all([user.click(button), user.click(button)]);
    expect(await screen.findByText(`found:${policyNo}`)).toBeTruthy();
    expect(calls.filter((path) => path.endsWith("/queryInvoice"))).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it("shows the not-found shape for an empty answer, never an empty list, and keeps the values to try again", async () => {
    const { holder } = holderPolicy();
    const user = userEvent.setup();
    renderLookup();
    await fill(user, { policyNo: "P000000000000000000001", name: holder.name, id: holder.idNumber });
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByRole("heading", { name: "未查询到相关信息" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    const searched = screen.getByLabelText("您查询的条件");
    expect(searched.textContent).toContain("P000000000000000000001");
    expect(searched.textContent).toContain(maskAs("idNumber", holder.idNumber));
    expect(searched.textContent).not.toContain(holder.idNumber);
    await user.click(screen.getByRole("button", { name: "修改条件重新查询" }));
    expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe("P000000000000000000001");
    expect((screen.getByLabelText("验证码") as HTMLInputElement).value).toBe("");
  });

  it("goes to the configured not-found page when there is one", async () => {
    const { holder } = holderPolicy();
    const user = userEvent.setup();
    renderLookup({ ...CONFIG, notFoundPath: "/missing" });
    await fill(user, { policyNo: "P000000000000000000001", name: holder.name, id: holder.idNumber });
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByText(landedText("/missing"))).toBeTruthy();
  });

  it("keeps what was typed across a reload (the draft), except the picture code", async () => {
    const user = userEvent.setup();
    const first = renderLookup();
    await user.type(screen.getByLabelText("保单号"), "P123");
    await user.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
    first.unmount();
    renderLookup();
    expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe("P123");
    expect((screen.getByLabelText("验证码") as HTMLInputElement).value).toBe("");
  });
});

it("LookupForm: values handed in (a link's policy number) win over an older draft", async () => {
  const user = userEvent.setup();
  const first = renderLookup();
  await user.type(screen.getByLabelText("保单号"), "P111");
  await user.type(screen.getByLabelText("被保险人姓名"), "张三");
  first.unmount();
  renderLookup(CONFIG, { policyNo: "P222" });
  expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe("P222");
  expect((screen.getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe("张三");
});

describe("ResultList", () => {
  type Row = { id: string; name: string };
  const props = {
    label: "结果",
    keyOf: (row: Row) => row.id,
    title: (row: Row) => row.name,
    columns: [{ label: "编号", value: (row: Row) => row.id }],
    empty: { message: "没有结果，换个条件试试" },
  };

  it("lists an array", () => {
    render(<ResultList {...props} rows={[{ id: "1", name: "甲" }, { id: "2", name: "乙" }]} />);
    expect(within(screen.getByRole("list", { name: "结果" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("lists a single object as its one row", () => {
    render(<ResultList {...props} rows={{ id: "1", name: "甲" }} actions={(row) => <button type="button">查看{row.name}</button>} />);
    const list = screen.getByRole("list", { name: "结果" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("heading", { name: "甲" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: "查看甲" })).toBeTruthy();
  });

  it("marks a row's title and a data column as data, and leaves the mall's columns unmarked", () => {
    render(<ResultList {...props} rows={[{ id: "P1", name: "谢刚娟" }]} title={() => "境内旅行意外险"} columns={[...props.columns, { label: "被保险人", value: (row: Row) => row.name, data: true }]} />);
    const list = screen.getByRole("list", { name: "结果" });
    expect(within(list).getByRole("heading", { name: "境内旅行意外险" }).getAttribute("lang")).toBe("zh-CN");
    const [id, name] = within(list).getAllByRole("definition");
    expect(id?.getAttribute("lang")).toBeNull();
    expect(name?.getAttribute("lang")).toBe("zh-CN");
  });

  it("leaves out a column a row has no value for (a plate on a non-car policy, F15), and keeps it where there is one", () => {
    type Car = Row & { plate?: string };
    const plate = { label: "车牌号", value: (row: Car) => row.plate ?? "" };
    render(<ResultList<Car> {...props} rows={[{ id: "1", name: "甲" }, { id: "2", name: "乙", plate: "粤B12345" }]} columns={[...props.columns, plate]} />);
    const [travel, car] = within(screen.getByRole("list", { name: "结果" })).getAllByRole("listitem");
    expect(within(travel as HTMLElement).queryByText("车牌号")).toBeNull();
    expect(within(travel as HTMLElement).getByText("编号")).toBeTruthy();
    expect(within(car as HTMLElement).getByText("车牌号")).toBeTruthy();
    expect(within(car as HTMLElement).getByText("粤B12345")).toBeTruthy();
  });

  it("says what to do next when empty", () => {
    render(<ResultList {...props} rows={[]} empty={{ message: "没有结果，换个条件试试", action: <a href="/look">重新查询</a> }} />);
    expect(screen.getByText("没有结果，换个条件试试")).toBeTruthy();
    expect(screen.getByRole("link", { name: "重新查询" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("NotFound", () => {
  it("links back to the lookup and home", () => {
    renderScreen(() => <NotFound searched={[{ label: "保单号", value: "P1" }]} retry="/look" />, { path: "/" });
    expect(screen.getByRole("link", { name: "修改条件重新查询" }).getAttribute("href")).toBe("/look");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
  });
});

describe("lookupStateOf", () => {
  it("reads a lookup state and refuses anything else", () => {
    expect(lookupStateOf({ lookup: { a: "1" }, searched: [{ label: "l", value: "v" }] })).toEqual({ lookup: { a: "1" }, searched: [{ label: "l", value: "v" }] });
    for (const bad of [null, "x", { lookup: { a: 1 }, searched: [] }, { lookup: {}, searched: [{ label: 1 }] }, { lookup: [] , searched: [] }]) {
      expect(lookupStateOf(bad)).toBeNull();
    }
  });
});

describe("the holder lookups", () => {
  it("builds a route's lookup by policy from its own data, the fields and form shape shared", () => {
    const config = policyLookup({ id: "x", identityTypes: ["01"], call: "querySurrender", toPayload: policyLookupPayload, rows: (answer) => toResultList(answer), resultPath: "/r" });
    expect(config.form).toBe(INVOICE_LOOKUP_FORM_SHAPE);
    expect(config.fields.map((field) => field.name)).toEqual(Object.keys(POLICY_LOOKUP_EMPTY));
    expect(config.call).toBe("querySurrender");
    expect(config.notFoundPath).toBeUndefined();
  });

  it("sends every value of its variant, those not given empty, and nothing else", () => {
    const values = { policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "X", code: "86753", licenseNo: "粤B1" };
    expect(policyLookupPayload(values)).toEqual({ policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "X", code: "86753" });
    expect(plateLookupPayload({ licenseNo: "粤B12345", carCode: "1" })).toEqual({
      licenseNo: "粤B12345",
      carInsuredName: "",
      carIdentifyType: "",
      carIdentifyNumber: "",
      carCode: "1",
    });
  });
});

describe("LookupForm: date and choice fields (the lines' §3 policy-list lookups)", () => {
  const LINE: LookupConfig<"queryGasPolicyList", PolicySummary> = {
    id: "test:line",
    form: POLICY_LINE_LOOKUP_FORM_SHAPE,
    fields: [
      { name: "username", kind: "text", label: "username", maxLength: 30 },
      { name: "identifytype", kind: "identityType", label: "identifyType", maxLength: 3 },
      { name: "identifynumber", kind: "identityNumber", label: "identifyNumber", maxLength: 20 },
      { name: "birthday", kind: "date", label: "birthday", maxLength: 10 },
      { name: "sex", kind: "choice", label: "sex", maxLength: 1, options: [{ value: "0", label: "sex.0" }, { value: "1", label: "sex.1" }] },
      { name: "mobliephone", kind: "text", label: "mobile", maxLength: 11, inputMode: "tel", mask: "mobile" },
    ],
    identityTypes: ["01", "06"],
    empty: { username: "", identifytype: "01", identifynumber: "", birthday: "", sex: "0", mobliephone: "" },
    call: "queryGasPolicyList",
    toPayload: (values) => ({ ...values }),
    rows: (answer) => toResultList(answer),
    resultPath: "/found",
  };

  it("offers the date and the choice, checks them with domain, and shows the choice's name and the masked mobile in the summary", async () => {
    const holder = server.db.data.holders[0];
    if (holder === undefined) throw new Error("a first holder");
    const user = userEvent.setup();
    renderScreens({ "/look": () => <LookupForm config={LINE} />, "/found": Found }, { url: "/look" });
    await user.type(screen.getByLabelText("姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.type(screen.getByLabelText("手机号"), "13000000000");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("出生日期").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("出生日期").getAttribute("placeholder")).toBe("YYYY-MM-DD");
    expect(screen.getByRole("button", { name: "选择出生日期" })).toBeTruthy();
    await user.type(screen.getByLabelText("出生日期"), holder.birthday);
    await user.selectOptions(screen.getByLabelText("性别"), "女");
    await user.click(screen.getByRole("button", { name: "查询" }));
    const searched = await screen.findByLabelText("您查询的条件");
    expect(searched.textContent).toContain("女");
    expect(searched.textContent).toContain(maskAs("mobile", "13000000000"));
    expect(searched.textContent).not.toContain("13000000000");
  });
});
