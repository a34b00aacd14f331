import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { birthdayRange, maskIdNumber, maskMobile } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ContactsScreen from "./ContactsScreen";
import EditPersonScreen from "./EditPersonScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function contactsOf(mallId: string) {
  const result = await callGateway("contactsFindAll", { mallId });
  if (!result.ok) throw new Error("contactsFindAll failed");
  return result.data;
}

describe("/contacts", () => {
  it("lists the contacts with masked numbers and mobiles, never the raw ones", async () => {
    const user = await logInAsDemo();
    const stored = await contactsOf(user.mallId);
    const first = stored[0];
    if (first === undefined) throw new Error("the demo account has contacts");
    renderScreen(ContactsScreen, { path: "/contacts" });
    const list = await screen.findByRole("list", { name: "联系人列表" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(stored.length);
    expect(list.textContent).toContain(maskIdNumber(first.identifyNumber));
    expect(list.textContent).toContain(maskMobile(first.mobile));
    for (const contact of stored) {
      expect(list.textContent).not.toContain(contact.identifyNumber);
      if (contact.mobile !== "") expect(list.textContent).not.toContain(contact.mobile);
    }
  });

  it("deletes a contact only after the confirmation", async () => {
    const user = await logInAsDemo();
    const stored = await contactsOf(user.mallId);
    const last = stored[stored.length - 1];
    if (last === undefined) throw new Error("the demo account has contacts");
    const clicker = userEvent.setup();
    renderScreen(ContactsScreen, { path: "/contacts" });
    await clicker.click(await screen.findByRole("button", { name: `删除${last.name}` }));
    const dialog = await screen.findByRole("dialog");
    await clicker.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(await contactsOf(user.mallId)).toHaveLength(stored.length);

    await clicker.click(screen.getByRole("button", { name: `删除${last.name}` }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "确认删除" }));
    await waitFor(async () => expect(await contactsOf(user.mallId)).toHaveLength(stored.length - 1));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(stored.length - 1));
  });

  it("says what to do when there are none, and offers the add", async () => {
    const user = await logInAsDemo();
    for (const contact of await contactsOf(user.mallId)) await callGateway("deleteContact", { mallId: user.mallId, contactId: contact.contactId });
    renderScreen(ContactsScreen, { path: "/contacts" });
    expect(await screen.findByText(/还没有常用联系人/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "新增联系人" }).getAttribute("href")).toBe("/editPerson");
  });

  it("offers a retry when the list cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "contactsFindAll" });
    renderScreen(ContactsScreen, { path: "/contacts" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});

describe("/editPerson", () => {
  it("checks every field at once, by identity type, with focus on the first", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    await clicker.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await clicker.type(screen.getByLabelText("手机号码（选填）"), "123");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    const name = screen.getByLabelText("姓名");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText("手机号码（选填）").getAttribute("aria-invalid")).toBe("true");

    // Once the fields themselves are valid, the number is checked against its type (domain's struct check).
    await clicker.type(name, "王小明");
    await clicker.clear(screen.getByLabelText("手机号码（选填）"));
    await clicker.type(screen.getByLabelText("手机号码（选填）"), "13912345678");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).toBe("true"));

    // A passport number is free text for type 06: no identity-card check.
    await clicker.selectOptions(screen.getByLabelText("证件类型"), "06");
    await clicker.clear(screen.getByLabelText("证件号码"));
    await clicker.type(screen.getByLabelText("证件号码"), "E12345678");
    await waitFor(() => expect(screen.getByLabelText("证件号码").getAttribute("aria-invalid")).not.toBe("true"));
  });

  it("a new contact does not preselect 本人 when a saved contact already is the customer", async () => {
    const user = await logInAsDemo();
    expect((await contactsOf(user.mallId)).some((contact) => contact.relationship === "601005")).toBe(true);
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    const relationship = (await screen.findByLabelText("与本人关系")) as HTMLSelectElement;
    expect(relationship.value).toBe("");
  });

  it("takes the date of birth with the mall's date picker, 100 years back to today, never a raw text box (issue 20 item 8)", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const { min, max } = birthdayRange();
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    expect(screen.getByRole("button", { name: /出生日期/ }).getAttribute("aria-haspopup")).toBe("dialog");
    await clicker.selectOptions(screen.getByLabelText("证件类型"), "06");
    const birthday = screen.getByLabelText("出生日期") as HTMLInputElement;
    await clicker.type(birthday, "2000-13-45");
    await clicker.tab();
    expect(await screen.findByText("输入的数据不合法!")).toBeTruthy();
    // a date after today or more than 100 years back is refused at the field
    for (const outside of [`${Number(max.slice(0, 4)) + 1}${max.slice(4)}`, `${Number(min.slice(0, 4)) - 1}${min.slice(4)}`]) {
      await clicker.clear(birthday);
      await clicker.type(birthday, outside);
      await clicker.tab();
      await waitFor(() => expect(birthday.getAttribute("aria-invalid")).toBe("true"));
    }
    await clicker.clear(birthday);
    await clicker.type(birthday, "1990-05-20");
    await clicker.tab();
    await waitFor(() => expect(birthday.getAttribute("aria-invalid")).not.toBe("true"));
    expect(birthday.value).toBe("1990-05-20");
  });

  it("fills birthday and sex from an identity card number and adds the contact", async () => {
    const user = await logInAsDemo();
    const before = await contactsOf(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    await clicker.type(screen.getByLabelText("姓名"), "王小明");
    await clicker.selectOptions(screen.getByLabelText("与本人关系"), "601002");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await waitFor(() => expect((screen.getByLabelText("出生日期") as HTMLInputElement).value).toBe("1949-12-31"));
    expect((screen.getByLabelText("性别") as HTMLSelectElement).value).toBe("2");
    await clicker.type(screen.getByLabelText("手机号码（选填）"), "13912345678");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/contacts"))).toBeTruthy();
    const after = await contactsOf(user.mallId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((contact) => contact.name === "王小明")).toMatchObject({ identifyNumber: "11010519491231002X", birthday: "1949-12-31", sex: "2", relationship: "601002" });
  });

  it("saves a child without a mobile of their own (customer rehearsal 2026-11-28)", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await clicker.type(await screen.findByLabelText("姓名"), "王小宝");
    await clicker.selectOptions(screen.getByLabelText("与本人关系"), "601002");
    await clicker.type(screen.getByLabelText("证件号码"), "110101199003074477");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/contacts"))).toBeTruthy();
    expect((await contactsOf(user.mallId)).find((contact) => contact.name === "王小宝")).toMatchObject({ mobile: "", relationship: "601002" });
  });

  it("edits a contact loaded by ?contactId=", async () => {
    const user = await logInAsDemo();
    const [first] = await contactsOf(user.mallId);
    if (first === undefined) throw new Error("the demo account has contacts");
    const clicker = userEvent.setup();
    renderScreen(EditPersonScreen, { path: "/editPerson", url: `/editPerson?contactId=${first.contactId}` });
    const mobile = await screen.findByLabelText("手机号码（选填）");
    await waitFor(() => expect((mobile as HTMLInputElement).value).toBe(first.mobile));
    await clicker.clear(mobile);
    await clicker.type(mobile, "13700001111");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(landedText("/contacts"))).toBeTruthy();
    const updated = (await contactsOf(user.mallId)).find((contact) => contact.contactId === first.contactId);
    expect(updated?.mobile).toBe("13700001111");
  });

  it("keeps what was typed across a failed save", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "addContact" });
    const clicker = userEvent.setup();
    const first = renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    await clicker.type(screen.getByLabelText("姓名"), "赵六");
    await clicker.selectOptions(screen.getByLabelText("与本人关系"), "601001");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.type(screen.getByLabelText("手机号码（选填）"), "13912345678");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "保存" }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByLabelText("姓名") as HTMLInputElement).value).toBe("赵六");
    first.unmount();
    // A reload: the same form again reads its draft.
    renderScreen(EditPersonScreen, { path: "/editPerson" });
    await screen.findByLabelText("姓名");
    expect((screen.getByLabelText("姓名") as HTMLInputElement).value).toBe("赵六");
    expect((screen.getByLabelText("手机号码（选填）") as HTMLInputElement).value).toBe("13912345678");
  });

  it("explains an unknown contact id and offers the list", async () => {
    await logInAsDemo();
    renderScreen(EditPersonScreen, { path: "/editPerson", url: "/editPerson?contactId=NOPE" });
    expect(await screen.findByText("没有找到这条记录，它可能已被删除")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回列表" })).toBeTruthy();
  });
});

describe("history after a save (customer report 2, G8)", () => {
  it("add, then edit, from the list: each save goes back to the list, so one back leaves it", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    const { router } = renderScreens({ "/contacts": ContactsScreen, "/editPerson": EditPersonScreen }, { url: "/personalCenter" });
    await router.navigate("/contacts");
    await clicker.click(await screen.findByRole("link", { name: "新增联系人" }));
    await clicker.type(await screen.findByLabelText("姓名"), "王小明");
    await clicker.selectOptions(screen.getByLabelText("与本人关系"), "601002");
    await clicker.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await clicker.type(screen.getByLabelText("手机号码（选填）"), "13912345678");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    const list = await screen.findByRole("list", { name: "联系人列表" });
    await waitFor(() => expect(list.textContent).toContain("王小明"));
    expect(router.state.location.pathname).toBe("/contacts");

    const [first] = await contactsOf(user.mallId);
    if (first === undefined) throw new Error("the demo account has contacts");
    await clicker.click(screen.getByRole("link", { name: `编辑${first.name}` }));
    const mobile = await screen.findByLabelText("手机号码（选填）");
    await waitFor(() => expect((mobile as HTMLInputElement).value).toBe(first.mobile));
    await clicker.clear(mobile);
    await clicker.type(mobile, "13700001111");
    await clicker.click(screen.getByRole("button", { name: "保存" }));
    await screen.findByRole("list", { name: "联系人列表" });
    expect(router.state.location.pathname).toBe("/contacts");

    await router.navigate(-1);
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
  });
});
