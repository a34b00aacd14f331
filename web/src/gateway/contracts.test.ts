/**
 * The typed, decoded client: a wrong payload does not compile, the answer is the call's decoded type, and an
 * answer whose data does not decode is the §8 "other" failure, shown once — per call family.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { setupServer } from "msw/node";
import type { CallRequest, GatewayCallName, MallHome, MallUser } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import { callGateway, type GatewayResult } from "./client";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { callGatewayLazily } from "./load-client";
import { gatewayCall, gatewayQuery } from "./query";
import { gatewayHandler } from "./test-server";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let ui: { [K in keyof GatewayUi]: ReturnType<typeof vi.fn> };
let restoreUi: () => void;
beforeEach(() => {
  ui = {
    navigate: vi.fn(),
    reload: vi.fn(),
    toast: vi.fn(() => () => undefined),
    messageBox: vi.fn(async () => null),
    alertBox: vi.fn(async () => undefined),
  };
  restoreUi = setGatewayUi(ui as unknown as GatewayUi);
});
afterEach(() => {
  server.resetHandlers();
  restoreUi();
});

const OTHER = "系统繁忙，请稍后重试";

describe("types: one contract per call", () => {
  it("a wrong payload does not compile; the answer is the call's decoded type", () => {
    const typeOnly = (run: boolean) => {
      if (!run) return;
      // @ts-expect-error — login needs mobile and password
      void callGateway("login", { mobile: "13800000000" });
      // @ts-expect-error — getUserInfo takes a mall id, not a policy number
      void callGateway("getUserInfo", { policyNo: "P1" });
      // @ts-expect-error — the payload is required (an empty request is `{}`)
      void callGateway("pageInitMall");
      // @ts-expect-error — not a catalogue name
      void callGateway("noSuchCall", {});
      // @ts-expect-error — the lazy client checks the same
      void callGatewayLazily("updatePhone", { mallId: "M1", newMobile: "13800000001" });
    };
    typeOnly(false);
    expectTypeOf(callGateway<"login">).parameter(1).toEqualTypeOf<CallRequest<"login">>();
    expectTypeOf(callGateway<"login">).returns.resolves.toEqualTypeOf<GatewayResult<CallAnswer<"login">>>();
    const user = (result: GatewayResult<CallAnswer<"login">>): MallUser | null => (result.ok ? result.data : null);
    const home = (result: GatewayResult<CallAnswer<"pageInitMall">>): MallHome | null => (result.ok ? result.data : null);
    expect([user, home]).toHaveLength(2);
    expectTypeOf(gatewayCall<"pageInitMall">).returns.resolves.toEqualTypeOf<CallAnswer<"pageInitMall">>();
    expectTypeOf(gatewayQuery<"login">).parameter(1).toEqualTypeOf<CallRequest<"login">>();
  });
});

/** A malformed answer of one call per family, with a payload the call takes. */
const FAMILIES: readonly { family: string; call: () => Promise<GatewayResult<unknown>>; name: GatewayCallName; data: unknown }[] = [
  { family: "account", name: "login", data: { mallId: "M1" }, call: () => callGateway("login", { mobile: "13800000000", password: "Demo2024" }) },
  { family: "account (user info)", name: "getUserInfo", data: null, call: () => callGateway("getUserInfo", { mallId: "M1" }) },
  { family: "home", name: "pageInitMall", data: { banners: null, products: [], services: [] }, call: () => callGateway("pageInitMall", {}) },
  { family: "products", name: "queryPlanList", data: { products: [{ productCode: 1 }], plans: [] }, call: () => callGateway("queryPlanList", {}) },
  { family: "policies", name: "corePolicyList", data: [{ policyNo: "P1", policyState: "9" }], call: () => callGateway("corePolicyList", { mallId: "M1" }) },
  { family: "orders", name: "oderList", data: { total: "3", list: [] }, call: () => callGateway("oderList", { mallId: "M1" }) },
  { family: "claims", name: "queryClaimList", data: { claimNo: "C1" }, call: () => callGateway("queryClaimList", { licenseNo: "粤B12345", insuredName: "张三" }) },
  { family: "invoices", name: "queryInvoice", data: [{ policyNo: "P1", invoiceState: "x" }], call: () => callGateway("queryInvoice", { policyNo: "P1", insuredName: "张三" }) },
  { family: "surrender", name: "surrenderInfo", data: { policyNo: "P1", refundPremium: "12.00" }, call: () => callGateway("surrenderInfo", { policyNo: "P1" }) },
  { family: "services", name: "showEquity", data: "[]", call: () => callGateway("showEquity", { mallId: "M1" }) },
  { family: "wallet", name: "queryInsuranceCardList", data: [{ cardNo: "K1", amount: null }], call: () => callGateway("queryInsuranceCardList", { mallId: "M1" }) },
  { family: "contacts", name: "contactsFindAll", data: [{ contactId: "C1", name: "张三", sex: "男" }], call: () => callGateway("contactsFindAll", { mallId: "M1" }) },
];

describe("an answer whose data does not decode is the §8 'other' failure, shown once", () => {
  it.each(FAMILIES)("$family ($name)", async ({ name, data, call }) => {
    server.use(gatewayHandler(name, { data }));
    const result = await call();
    expect(result).toEqual({ ok: false, refused: false, error: { kind: "message", message: OTHER } });
    expect(ui.alertBox).toHaveBeenCalledTimes(1);
    expect(ui.alertBox).toHaveBeenCalledWith(OTHER, expect.anything());
  });

  it("a status-1 login with data null (issue 8 §3) never reaches the store as a user", async () => {
    server.use(gatewayHandler("login", { data: null }));
    const result = await callGateway("login", { mobile: "13800000000", password: "Demo2024" });
    expect(result.ok).toBe(false);
  });

  it("a quiet option keeps a decoding failure silent; a refusal's data is never decoded", async () => {
    server.use(gatewayHandler("getSign", { data: { appId: 1 } }), gatewayHandler("compareOpenId", { status: -1, data: "junk" }));
    expect(await callGateway("getSign", { url: "https://mall.example.cn/" }, { quiet: true })).toMatchObject({ ok: false, refused: false });
    expect(await callGateway("compareOpenId", { openid: "o", mallId: "M1", userType: "1", mobile: "" }, { quiet: true })).toEqual({
      ok: false,
      refused: true,
      status: -1,
      message: "成功",
    });
    for (const effect of Object.values(ui)) expect(effect).not.toHaveBeenCalled();
  });
});
