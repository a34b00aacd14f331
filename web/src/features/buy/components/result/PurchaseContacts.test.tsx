import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { maskIdNumber } from "@micromall/domain";
import { callGateway } from "../../../../gateway/client";
import { gatewayHandler } from "../../../../gateway/test-server";
import { useAppStore } from "../../../../state/store";
import { FAMILY_ORDER_PEOPLE, logInAsDemo, saveFamilyOrder, startMockGateway } from "../../../test-support/mock-gateway";
import { renderScreen } from "../../../test-support/render-screen";
import { resetBrowserState } from "../../../test-support/reset";
import ApplicationResultScreen from "../../screens/ApplicationResultScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const { childId: CHILD_ID } = FAMILY_ORDER_PEOPLE;

/** A paid order of `mallId` with the applicant insured beside a child. */
const paidOrder = (mallId: string) => saveFamilyOrder(mallId, { paid: true });

async function contactsOf(mallId: string) {
  const result = await callGateway("contactsFindAll", { mallId });
  if (!result.ok) throw new Error("contactsFindAll failed");
  return result.data;
}

function openResult(orderNo: string) {
  return renderScreen(ApplicationResultScreen, { path: "/applicationResulst", url: `/applicationResulst?orderNo=${orderNo}` });
}

describe("/applicationResulst: contacts from a purchase (issue 21)", () => {
  it("lists the order's people once each, masked, and saves one as a frequent contact", async () => {
    const user = await logInAsDemo();
    const order = await paidOrder(user.mallId);
    const before = await contactsOf(user.mallId);
    openResult(order.orderNo);
    const list = await screen.findByRole("list", { name: "本单人员" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("投保人、被保险人");
    expect(list.textContent).toContain(maskIdNumber(CHILD_ID));
    expect(list.textContent).not.toContain(CHILD_ID);
    expect(within(list).getByText("王一").getAttribute("lang")).toBe("zh-CN");

    await userEvent.setup().click(within(list).getByRole("button", { name: "保存为常用联系人：王一" }));
    expect(await within(list).findByRole("status")).toHaveProperty("textContent", "已保存为常用联系人");
    expect(within(list).getByRole("link", { name: "查看常用联系人" }).getAttribute("href")).toBe("/contacts");
    const after = await contactsOf(user.mallId);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(expect.objectContaining({ name: "王一", identifyNumber: CHILD_ID, birthday: "2015-01-01", sex: "1" }));
  });

  it("offers 更新联系人 for a person the contacts hold, and updates that contact", async () => {
    const user = await logInAsDemo();
    const order = await paidOrder(user.mallId);
    const added = await callGateway("addContact", { mallId: user.mallId, name: "王一", identifyType: "01", identifyNumber: CHILD_ID, relationship: "601002" });
    if (!added.ok) throw new Error("addContact failed");
    const before = await contactsOf(user.mallId);
    openResult(order.orderNo);
    await userEvent.setup().click(await screen.findByRole("button", { name: "用本单信息更新联系人：王一" }));
    expect(await screen.findByText("常用联系人已更新")).toHaveProperty("role", "status");
    const after = await contactsOf(user.mallId);
    expect(after).toHaveLength(before.length);
    expect(after.find((contact) => contact.identifyNumber === CHILD_ID)).toMatchObject({ contactId: added.data.contactId, relationship: "601002" });
  });

  it("ignores a second tap while the call is under way", async () => {
    const user = await logInAsDemo();
    const order = await paidOrder(user.mallId);
    const seen: unknown[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("contacts/replaceContact")) seen.push(request.url);
    });
    openResult(order.orderNo);
    const button = await screen.findByRole("button", { name: "保存为常用联系人：王一" });
    act(() => {
      button.click();
      button.click();
    });
    fireEvent.click(button);
    await screen.findByText("已保存为常用联系人");
    expect(seen).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it("a refusal is said at the row and the button stays", async () => {
    const user = await logInAsDemo();
    const order = await paidOrder(user.mallId);
    server.use(gatewayHandler("replaceContact", { status: 0, resultMsg: "联系人数量已达上限" }));
    openResult(order.orderNo);
    await userEvent.setup().click(await screen.findByRole("button", { name: "保存为常用联系人：王一" }));
    expect((await screen.findByRole("alert")).textContent).toBe("联系人数量已达上限");
    expect(screen.getByRole("button", { name: "保存为常用联系人：王一" })).toBeTruthy();
  });

  it("without a mall login (a guest) the paid page shows no contacts section", async () => {
    const user = await logInAsDemo();
    const order = await paidOrder(user.mallId);
    const paid = await callGateway("interimOrderInfo", { orderNo: order.orderNo, mallId: user.mallId });
    if (!paid.ok) throw new Error("interimOrderInfo failed");
    server.use(gatewayHandler("interimOrderInfo", { data: paid.data }));
    act(() => useAppStore.getState().logout());
    expect(useAppStore.getState().mallId).toBe("");
    openResult(order.orderNo);
    await screen.findByText("支付成功");
    await waitFor(() => expect(screen.queryByText("保存常用联系人")).toBeNull());
    expect(screen.queryByRole("button", { name: /常用联系人/ })).toBeNull();
  });
});
