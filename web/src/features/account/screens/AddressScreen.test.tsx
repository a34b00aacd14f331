import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADDRESS_FORM_SHAPE, DEMO_CIPHER_KEY, isRequiredField, maskMobile, openJson, type RegionTable } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { REGION_PROVINCES, regionTableQuery } from "../../../components/region-table";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { describedText } from "../../test-support/dom";
import AddressScreen from "./AddressScreen";
import NewAddressScreen from "./NewAddressScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 20_000 });

startMockGateway();
beforeEach(resetBrowserState);

/** Waits until the picker's GB/T 2260 table (a chunk loaded on the first touch of the region) is there: the city select offers the province's cities. */
async function citiesOffered(): Promise<void> {
  await waitFor(() => expect(within(screen.getByLabelText("城市")).getAllByRole("option").length).toBeGreaterThan(1));
}

/** Fills the new-address form: 王五, 13912345678, 四川省成都市武侯区天府大道100号, 610041 (or another postcode, "" for none). */
async function fillNewAddress(clicker: ReturnType<typeof userEvent.setup>, postcode = "610041"): Promise<void> {
  await clicker.type(screen.getByLabelText(/^收件人/), "王五");
  await clicker.type(screen.getByLabelText(/^手机号码/), "13912345678");
  await clicker.selectOptions(screen.getByLabelText("省份"), "四川省");
  await citiesOffered();
  await clicker.selectOptions(screen.getByLabelText("城市"), "成都市");
  await clicker.selectOptions(screen.getByLabelText("区县"), "武侯区");
  await clicker.type(screen.getByLabelText(/^详细地址/), "天府大道100号");
  if (postcode !== "") await clicker.type(screen.getByLabelText(/^邮政编码/), postcode);
}

/** The options a select offers, by text. */
const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole("option").map((option) => option.textContent);

async function addressesOf(mallId: string) {
  const result = await callGateway("addressFindAll", { mallId });
  if (!result.ok) throw new Error("addressFindAll failed");
  return result.data;
}

describe("/address", () => {
  it("marks the default address first and masks the mobiles", async () => {
    const user = await logInAsDemo();
    const stored = await addressesOf(user.mallId);
    const byDefault = stored.find((address) => address.isDefault);
    if (byDefault === undefined) throw new Error("the demo account has a default address");
    renderScreen(AddressScreen, { path: "/address" });
    const items = within(await screen.findByRole("list", { name: "地址列表" })).getAllByRole("listitem");
    expect(items).toHaveLength(stored.length);
    expect(items[0]?.textContent).toContain("默认地址");
    expect(items[0]?.textContent).toContain(byDefault.receiver);
    expect(items[0]?.textContent).toContain(maskMobile(byDefault.mobile));
    expect(items[0]?.textContent).not.toContain(byDefault.mobile);
    expect(items.filter((item) => item.textContent?.includes("默认地址"))).toHaveLength(1);
  });

  it("switches the default address", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    await callGateway("addAddress", { mallId: user.mallId, receiver: "李四", mobile: "13912345678", province: "浙江省", city: "杭州市", district: "西湖区", detail: "文三路1号", postcode: "310013" });
    renderScreen(AddressScreen, { path: "/address" });
    await clicker.click(await screen.findByRole("button", { name: "将李四的地址设为默认" }));
    await waitFor(async () => expect((await addressesOf(user.mallId)).find((address) => address.isDefault)?.receiver).toBe("李四"));
    await waitFor(() => expect(within(screen.getAllByRole("listitem")[0] as HTMLElement).getByText("默认地址")).toBeTruthy());
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain("李四");
  });

  it("deletes an address only after the confirmation", async () => {
    const user = await logInAsDemo();
    const before = await addressesOf(user.mallId);
    const target = before[0];
    if (target === undefined) throw new Error("the demo account has addresses");
    const clicker = userEvent.setup();
    renderScreen(AddressScreen, { path: "/address" });
    await clicker.click(await screen.findByRole("button", { name: `删除${target.receiver}的地址` }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "确认删除" }));
    await waitFor(async () => expect(await addressesOf(user.mallId)).toHaveLength(before.length - 1));
  });
});

describe("/newaddress", () => {
  it("cascades the region picker: a province offers its cities, a new province clears the city", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(NewAddressScreen, { path: "/newaddress" });
    const city = screen.getByLabelText("城市") as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    // the 34 provincial divisions at once (worked out at build time), the rest of the table once a province is picked
    expect(optionsOf("省份")).toHaveLength(1 + 34);
    expect((screen.getByLabelText("省份") as HTMLSelectElement).disabled).toBe(false);
    await clicker.selectOptions(screen.getByLabelText("省份"), "广东省");
    await citiesOffered();
    const cities = optionsOf("城市");
    expect(cities).toHaveLength(1 + 21);
    expect(cities.slice(0, 4)).toEqual(["请选择", "广州市", "韶关市", "深圳市"]);
    await clicker.selectOptions(city, "深圳市");
    await clicker.selectOptions(screen.getByLabelText("区县"), "南山区");
    await clicker.selectOptions(screen.getByLabelText("省份"), "浙江省");
    expect((screen.getByLabelText("城市") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("区县") as HTMLSelectElement).disabled).toBe(true);
  });

  it("requests the region table only when the customer touches the region, saying it loads until it is there", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const { queryClient } = renderScreen(NewAddressScreen, { path: "/newaddress" });
    await clicker.type(screen.getByLabelText(/^收件人/), "王五");
    expect(queryClient.getQueryState(regionTableQuery.queryKey)?.fetchStatus ?? "idle").toBe("idle");
    expect(queryClient.getQueryData(regionTableQuery.queryKey)).toBeUndefined();
    expect(screen.queryByText("正在加载省市区…")).toBeNull();
    // focus, as a tap or the keyboard gives it: the fetch starts, and the group says so until the table is there
    // (synchronously after the focus: the chunk's promise cannot have settled yet)
    fireEvent.focus(screen.getByLabelText("省份"));
    expect(screen.getByText("正在加载省市区…").getAttribute("role")).toBe("status");
    await waitFor(() => expect(queryClient.getQueryData(regionTableQuery.queryKey)).toHaveLength(34));
    // the province names offered before it, worked out at build time, are the table's
    expect(REGION_PROVINCES).toEqual(queryClient.getQueryData<RegionTable>(regionTableQuery.queryKey)?.map((province) => province.name));
    await waitFor(() => expect(screen.queryByText("正在加载省市区…")).toBeNull());
  });

  it("checks the fields at once (6-digit postal code, complete region) before any call", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(NewAddressScreen, { path: "/newaddress" });
    await clicker.type(screen.getByLabelText(/^邮政编码/), "51805");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByLabelText(/^收件人/).getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(screen.getByLabelText(/^收件人/));
    expect(screen.getByLabelText(/^邮政编码/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("请输入6位数字邮政编码")).toBeTruthy();
    expect(screen.getByLabelText(/^详细地址/).getAttribute("aria-invalid")).toBe("true");
  });

  it("marks the fields its shape requires, and only those; the postal code is optional, checked when given (F17, customer report 3 H7)", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(NewAddressScreen, { path: "/newaddress" });
    // the marks are the form engine's (the shape's required fields), not written by hand on the screen
    const boxes = screen.getAllByRole("textbox");
    const marked = boxes.filter((box) => box.getAttribute("aria-required") === "true").map((box) => box.getAttribute("name") ?? "");
    const names = boxes.map((box) => box.getAttribute("name") ?? "");
    expect(names.sort()).toEqual(["detail", "mobile", "postcode", "receiver"]);
    expect(marked.sort()).toEqual(names.filter((key) => isRequiredField(ADDRESS_FORM_SHAPE, key)).sort());
    expect(marked.sort()).toEqual(["detail", "mobile", "receiver"]);
    const postcode = screen.getByLabelText("邮政编码（选填）");
    expect(postcode.getAttribute("aria-required")).toBeNull();
    await clicker.type(postcode, "5180");
    await clicker.tab();
    expect(describedText(postcode)).toBe("请输入6位数字邮政编码");
    await clicker.clear(postcode);
    await clicker.tab();
    expect(postcode.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("请填写邮政编码")).toBeNull();
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(describedText(screen.getByLabelText(/^收件人/))).toBe("请填写收件人");
    expect(postcode.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("请填写此项")).toBeNull();
  });

  it("saves an address without a postal code, and sends none (customer report 3 H7)", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    const sent: unknown[] = [];
    const spy = vi.spyOn(window, "fetch");
    renderScreen(NewAddressScreen, { path: "/newaddress" });
    await fillNewAddress(clicker, "");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/address"))).toBeTruthy();
    for (const [input, init] of spy.mock.calls) if (String(input).includes("addAddress")) sent.push(init?.body);
    spy.mockRestore();
    expect(sent).toHaveLength(1);
    // the encrypted call's body, opened: the address without a postcode key
    const envelope = JSON.parse(String(sent[0])) as { encrypted?: unknown };
    const opened = openJson(String(envelope.encrypted), { key: DEMO_CIPHER_KEY });
    expect(opened.ok && opened.value).toMatchObject({ receiver: "王五", detail: "天府大道100号" });
    expect(opened.ok && typeof opened.value === "object" && opened.value !== null && "postcode" in opened.value).toBe(false);
    const added = (await addressesOf(user.mallId)).find((address) => address.receiver === "王五");
    expect(added).toMatchObject({ province: "四川省", city: "成都市", district: "武侯区", detail: "天府大道100号", postcode: "" });
  });

  it("adds an address as the new default", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(NewAddressScreen, { path: "/newaddress" });
    expect(screen.getByRole("heading", { level: 1, name: "添加地址" })).toBeTruthy();
    await fillNewAddress(clicker);
    await clicker.click(screen.getByRole("checkbox", { name: "设为默认地址" }));
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/address"))).toBeTruthy();
    const added = (await addressesOf(user.mallId)).find((address) => address.receiver === "王五");
    expect(added).toMatchObject({ province: "四川省", city: "成都市", district: "武侯区", postcode: "610041", isDefault: true });
  });

  it("edits an address loaded by ?addressId=", async () => {
    const user = await logInAsDemo();
    const [first] = await addressesOf(user.mallId);
    if (first === undefined) throw new Error("the demo account has addresses");
    const clicker = userEvent.setup();
    const { queryClient } = renderScreen(NewAddressScreen, { path: "/newaddress", url: `/newaddress?addressId=${first.addressId}` });
    // the title follows what the screen does (issue 20 item 9): editing, not adding
    expect(await screen.findByRole("heading", { level: 1, name: "编辑地址" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: "添加地址" })).toBeNull();
    const detail = await screen.findByLabelText(/^详细地址/);
    await waitFor(() => expect((detail as HTMLInputElement).value).toBe(first.detail));
    // its region shows from its own record, without the table (which loads only when the region is touched)
    expect((screen.getByLabelText("省份") as HTMLSelectElement).value).toBe(first.province);
    expect((screen.getByLabelText("城市") as HTMLSelectElement).value).toBe(first.city);
    expect((screen.getByLabelText("区县") as HTMLSelectElement).value).toBe(first.district);
    expect(queryClient.getQueryData(regionTableQuery.queryKey)).toBeUndefined();
    await clicker.clear(detail);
    await clicker.type(detail, "新地址8号");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/address"))).toBeTruthy();
    expect((await addressesOf(user.mallId)).find((address) => address.addressId === first.addressId)?.detail).toBe("新地址8号");
  });
});

describe("history after a save (customer report 2, G8)", () => {
  it("add, then edit, from the list: each save goes back to the list, so one back leaves it", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    const { router } = renderScreens({ "/address": AddressScreen, "/newaddress": NewAddressScreen }, { url: "/personalCenter" });
    await router.navigate("/address");
    await clicker.click(await screen.findByRole("link", { name: "新增地址" }));
    await screen.findByLabelText(/^收件人/);
    await fillNewAddress(clicker);
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/address"));

    const [first] = await addressesOf(user.mallId);
    if (first === undefined) throw new Error("the demo account has addresses");
    await clicker.click(await screen.findByRole("link", { name: `编辑${first.receiver}的地址` }));
    const detail = await screen.findByLabelText(/^详细地址/);
    await waitFor(() => expect((detail as HTMLInputElement).value).toBe(first.detail));
    await clicker.clear(detail);
    await clicker.type(detail, "新地址8号");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/address"));

    await router.navigate(-1);
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
  });
});
