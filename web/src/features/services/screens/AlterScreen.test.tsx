import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatMessage, maskMobile } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { describedText } from "../../test-support/dom";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import AlterScreen from "./AlterScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** A policy of the demo account's holder, and one of another holder. */
function policies(holder: number) {
  const own = server.db.data.policies.find((policy) => policy.owner === holder);
  const other = server.db.data.policies.find((policy) => policy.owner !== holder);
  if (own === undefined || other === undefined) throw new Error("the fixtures have policies of both");
  return { own: own.detail, other: other.detail };
}

describe("/alter", () => {
  it("finds the policy, shows its contact data masked, corrects the e-mail and shows the request in effect", async () => {
    const user = await logInAsDemo();
    const { own } = policies(server.db.users.get(user.mobile)?.holder ?? 0);
    const clicker = userEvent.setup();
    const view = renderScreen(AlterScreen, { path: "/alter" });
    expect(screen.getByText("请输入保单号查询要批改的保单。")).toBeTruthy();
    await clicker.type(screen.getByLabelText("保单号"), own.policyNo);
    await clicker.click(screen.getByRole("button", { name: "查询保单" }));
    expect(view.router.state.location.search).toBe(`?policyNo=${own.policyNo}`);
    expect(await screen.findByText(maskMobile(own.applyMobile))).toBeTruthy();
    expect(document.body.textContent).not.toContain(own.applyMobile);

    await clicker.selectOptions(screen.getByLabelText("批改内容"), "email");
    await clicker.type(screen.getByLabelText("新的电子邮箱"), "zhang.san@example.com");
    await clicker.click(screen.getByRole("button", { name: "提交批改" }));
    expect(await screen.findByRole("heading", { name: "批改已生效" })).toBeTruthy();
    const records = screen.getByRole("list", { name: "本次批改记录" });
    expect(within(records).getByText("电子邮箱变更为 zhang.san@example.com")).toBeTruthy();
    expect(records.textContent).toContain("已生效");
    // The policy's data loads again with the new e-mail.
    expect(await screen.findByText("zhang.san@example.com", { selector: "dd" })).toBeTruthy();
    const info = await callGateway("policyInfo", { policyNo: own.policyNo });
    expect(info.ok && info.data.applyEmail).toBe("zhang.san@example.com");
  });

  it("checks the new value with domain before any call", async () => {
    const user = await logInAsDemo();
    const { own } = policies(server.db.users.get(user.mobile)?.holder ?? 0);
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("updateUser", { data: { mallId: user.mallId, mobile: user.mobile, userName: "", loginType: "1", identityAuthed: false } }, seen));
    const clicker = userEvent.setup();
    renderScreen(AlterScreen, { path: "/alter", url: `/alter?policyNo=${own.policyNo}` });
    await clicker.type(await screen.findByLabelText("新的联系手机"), "12345");
    await clicker.click(screen.getByRole("button", { name: "提交批改" }));
    await waitFor(() => expect(screen.getByLabelText("新的联系手机").getAttribute("aria-invalid")).toBe("true"));
    expect(seen).toHaveLength(0);
  });

  it("refuses a policy number that is not one before looking it up", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const view = renderScreen(AlterScreen, { path: "/alter" });
    await clicker.type(screen.getByLabelText("保单号"), "P-1");
    await clicker.click(screen.getByRole("button", { name: "查询保单" }));
    expect(screen.getByLabelText("保单号").getAttribute("aria-invalid")).toBe("true");
    expect(view.router.state.location.search).toBe("");
  });

  it("checks the policy number when the customer leaves the field, before any lookup (issue 20 item 3)", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const view = renderScreen(AlterScreen, { path: "/alter" });
    const field = screen.getByLabelText("保单号");
    await clicker.type(field, "P-1");
    await clicker.tab();
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(field)).toContain(formatMessage("policyNumber"));
    expect(view.router.state.location.search).toBe("");
    // editing clears the message; a right number looks the policy up
    await clicker.clear(field);
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("explains a policy that is not found", async () => {
    await logInAsDemo();
    renderScreen(AlterScreen, { path: "/alter", url: "/alter?policyNo=PNOSUCH0001" });
    expect(await screen.findByText("未能查询到保单：未查询到保单信息")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "提交批改" })).toBeNull();
  });

  it("shows another holder's policy as not in the account and offers no correction (issue 23)", async () => {
    const user = await logInAsDemo();
    const { other } = policies(server.db.users.get(user.mobile)?.holder ?? 0);
    renderScreen(AlterScreen, { path: "/alter", url: `/alter?policyNo=${other.policyNo}` });
    expect(await screen.findByText("这条记录不在您的账户中")).toBeTruthy();
    expect(screen.queryByLabelText("新的联系手机")).toBeNull();
    expect(screen.queryByRole("button", { name: "提交批改" })).toBeNull();
  });

  it("offers a retry when the policy cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "policyInfo" });
    renderScreen(AlterScreen, { path: "/alter", url: "/alter?policyNo=PDAA2026000001" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
