/**
 * The non-motor claim query (issue 21, spec §3 "Claim query") on /claimList?type=noCar: a bound account sees its
 * list at once; an unbound one fills the query (name, 1200xx identity type, number, mobile + SMS code), each field
 * checked on blur with its exact fault, and the results are the named person's claims, each opening its progress.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ClaimListScreen from "./ClaimListScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const demo = () => {
  const person = server.db.data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  return person;
};
const demoNoCarClaims = () => server.db.data.claims.filter((claim) => claim.owner === 0 && claim.detail.kind === "noCar").map((claim) => claim.detail);

describe("/claimList?type=noCar", () => {
  it("lists a bound customer's non-motor claims at once, without the query", async () => {
    const user = await logInAsDemo();
    const person = demo();
    const bound = await callGateway("bindUserInfo", { mallId: user.mallId, username: person.name, identifytype: "01", identifynumber: person.idNumber, birthday: person.birthday, sex: "1", mobliephone: person.mobile });
    expect(bound.ok).toBe(true);
    renderScreen(ClaimListScreen, { path: "/claimList", url: "/claimList?type=noCar" });
    const list = await screen.findByRole("list", { name: "非车险理赔案件" });
    for (const claim of demoNoCarClaims()) expect(within(list).getByRole("link", { name: new RegExp(claim.claimNo) })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "查询非车险理赔" })).toBeNull();
  });

  it("asks an unbound customer the claim query: the exact fault on blur, then the named person's claims, each opening its progress", async () => {
    await logInAsDemo();
    const person = demo();
    const user = userEvent.setup();
    const view = renderScreen(ClaimListScreen, { path: "/claimList", url: "/claimList?type=noCar" });
    const form = await screen.findByRole("form", { name: "查询非车险理赔" }, { timeout: 10_000 });
    const type = within(form).getByRole("combobox", { name: "证件类型" });
    expect(within(type).getAllByRole("option").filter((option) => (option as HTMLOptionElement).value !== "").map((option) => option.textContent)).toEqual(["身份证", "军官证", "台胞证", "护照", "港澳回乡证"]);

    await user.type(within(form).getByRole("textbox", { name: "姓名" }), person.name);
    const number = within(form).getByRole("textbox", { name: "证件号码" });
    const wrong = `${person.idNumber.slice(0, 17)}${person.idNumber.endsWith("0") ? "1" : "0"}`;
    await user.type(number, wrong);
    await user.tab();
    expect(await within(form).findByText("身份证号码校验位不正确，请核对号码")).toBeTruthy();

    await user.clear(number);
    await user.type(number, person.idNumber);
    const mobile = within(form).getByRole("textbox", { name: "手机号" });
    expect((mobile as HTMLInputElement).value).not.toBe("");
    await user.click(within(form).getByRole("button", { name: "获取验证码" }));
    expect(await within(form).findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    await user.type(within(form).getByRole("textbox", { name: "短信验证码" }), "000000");
    await user.click(within(form).getByRole("button", { name: "查询理赔" }));
    expect(await within(form).findByText("验证码错误或已过期，请重新获取")).toBeTruthy();

    await user.clear(within(form).getByRole("textbox", { name: "短信验证码" }));
    await user.type(within(form).getByRole("textbox", { name: "短信验证码" }), "123456");
    await user.click(within(form).getByRole("button", { name: "查询理赔" }));
    const results = await screen.findByRole("list", { name: `${person.name}的非车险理赔` }, { timeout: 10_000 });
    const claims = demoNoCarClaims();
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(within(results).getByRole("link", { name: new RegExp(claim.claimNo) }).getAttribute("href")).toBe(`/claimClaims?claimNo=${claim.claimNo}&kind=noCar`);
    }
    expect(screen.queryByRole("form", { name: "查询非车险理赔" })).toBeNull();
    expect(view.router.state.location.search).toBe("?type=noCar");
  });

  it("says what to do when the person named has no claims of the account", async () => {
    await logInAsDemo();
    const other = server.db.data.holders[1];
    if (other === undefined) throw new Error("the fixtures have a second holder");
    const user = userEvent.setup();
    renderScreen(ClaimListScreen, { path: "/claimList", url: "/claimList?type=noCar" });
    const form = await screen.findByRole("form", { name: "查询非车险理赔" }, { timeout: 10_000 });
    await user.type(within(form).getByRole("textbox", { name: "姓名" }), other.name);
    await user.type(within(form).getByRole("textbox", { name: "证件号码" }), other.idNumber);
    await user.click(within(form).getByRole("button", { name: "获取验证码" }));
    await user.type(within(form).getByRole("textbox", { name: "短信验证码" }), "123456");
    await user.click(within(form).getByRole("button", { name: "查询理赔" }));
    expect(await screen.findByText(`未查到${other.name}名下的非车险理赔。请核对姓名、证件类型和号码后重新查询；出险后可在线报案，或拨打客服热线 95518。`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "重新查询" }));
    expect(await screen.findByRole("form", { name: "查询非车险理赔" }, { timeout: 10_000 })).toBeTruthy();
  });
});
