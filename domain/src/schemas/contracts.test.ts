import { describe, expect, expectTypeOf, test } from "vitest";
import fc from "fast-check";
import { GATEWAY_CALLS, type GatewayCallName } from "../gateway/catalogue";
import type * as P from "../gateway/payloads";
import { GATEWAY_CONTRACTS, decodeAnswer, type CallAnswer } from "./contracts";
import { GATEWAY_REQUESTS, decodeRequest } from "./requests";

/** Mutual assignability: the decoded type and the payload interface describe the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const USER: P.MallUser = { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false };

describe("a contract for every catalogue call", () => {
  test("the contracts and the request map cover exactly the catalogue", () => {
    expect(Object.keys(GATEWAY_CONTRACTS).sort()).toEqual(GATEWAY_CALLS.map((entry) => entry.name).sort());
    expect(Object.keys(GATEWAY_REQUESTS).sort()).toEqual(GATEWAY_CALLS.map((entry) => entry.name).sort());
    expectTypeOf<keyof P.GatewayRequests>().toEqualTypeOf<GatewayCallName>();
    expectTypeOf<keyof typeof GATEWAY_CONTRACTS>().toEqualTypeOf<GatewayCallName>();
  });

  test("requests: each call takes its interface", () => {
    expectTypeOf<P.CallRequest<"login">>().toEqualTypeOf<P.LoginRequest>();
    expectTypeOf<P.CallRequest<"updatePhone">>().toEqualTypeOf<P.UpdatePhoneRequest>();
    expectTypeOf<P.CallRequest<"queryClaimList">>().toEqualTypeOf<P.CarClaimLookupRequest>();
    expectTypeOf<P.CallRequest<"applicationInvoice">>().toEqualTypeOf<P.InvoiceRequest>();
    // @ts-expect-error — a login needs the password
    const missing: P.CallRequest<"login"> = { mobile: "13800000000" };
    // @ts-expect-error — a field the call does not take
    const extra: P.CallRequest<"getUserInfo"> = { mallId: "M1", password: "x" };
    expect([missing, extra]).toHaveLength(2);
  });

  test("answers decode to the payload interfaces", () => {
    expectTypeOf<Same<CallAnswer<"login">, P.MallUser>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getUserInfo">, P.UserInfo>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"pageInitMall">, P.MallHome>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"queryPlanList">, P.PlanListResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getPremiumFromRation">, P.PremiumResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"saveProposal">, P.ProposalSaveResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"proposalUserInfo">, P.ProposalUserInfo>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"proposalApplication">, P.ProposalRecord[] | P.ProposalRecord>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"corePolicyList">, P.PolicySummary[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"corePolicyDetail">, P.PolicyDetail>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"coreEndorseDetail">, P.Endorsement[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"renewalList">, P.RenewalItem[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"renewalPageInfo">, P.RenewalPageInfo>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"oderList">, P.Paged<P.OrderRecord>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"queryClaimList">, P.ClaimSummary[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"queryClaimDetail">, P.ClaimDetail>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"bindUserInfo">, P.BindStateResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"queryInvoice">, P.InvoiceRecord[] | P.InvoiceRecord>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"applicationInvoice">, P.InvoiceRequestResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"checkUserAuthority">, P.InvoiceAuthority>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"surrenderOrderList">, P.SurrenderRecord[] | P.SurrenderRecord>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"surrenderInfo">, P.SurrenderInfo>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"surrenderTospay">, P.SurrenderApplication>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"contactsFindAll">, P.Contact[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"addressFindAll">, P.Address[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"queryInsuranceCardList">, P.InsuranceCard[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"showEquity">, P.ServiceBenefit[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"valueAdd">, P.ValueAddService[] | P.ServiceOutlet[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"selectProblem">, P.Question[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getSign">, P.SignResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getToken">, P.GetTokenResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getUser">, P.MessengerUser>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"ocrIdCardFront">, P.OcrFrontResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"ocrIdCardBack">, P.OcrBackResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getCaptcha">, P.CaptchaResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"lookIdentify">, P.IdentityAuthRecord>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"getverificationCodeBJ">, P.SentResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"loginCheckUser">, P.LoginCheckUserResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"download">, P.UrlResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"orderPay">, P.PayResponse>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"receiveCpp">, P.FreeCover>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CallAnswer<"selectRiskByPolicy">, P.RiskKind[]>>().toEqualTypeOf<true>();
  });
});

describe("decodeAnswer", () => {
  test("a valid answer decodes to itself; fields the contract does not name are dropped", () => {
    expect(decodeAnswer("login", USER)).toEqual({ ok: true, value: USER });
    expect(decodeAnswer("login", { ...USER, token: "x" })).toEqual({ ok: true, value: USER });
    const decoded = decodeAnswer("login", USER);
    if (decoded.ok) expectTypeOf(decoded.value).toEqualTypeOf<CallAnswer<"login">>();
  });

  test("a malformed answer names where it is wrong", () => {
    const result = decodeAnswer("login", { ...USER, loginType: "3", identityAuthed: "yes", mallId: undefined });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path).sort()).toEqual(["identityAuthed", "loginType", "mallId"]);
    expect(decodeAnswer("login", null)).toMatchObject({ ok: false, issues: [{ path: "" }] });
    expect(decodeAnswer("corePolicyList", [{ policyNo: "P1" }])).toMatchObject({ ok: false });
    expect(decodeAnswer("pageInitMall", { banners: null, products: [], services: [] })).toMatchObject({ ok: false, issues: [{ path: "banners" }] });
  });

  test("the §4 result lists (invoices, surrenders, proposals) take an array or a single object", () => {
    const proposal = { proposalNo: "TEAJ1", orderNo: "O1", productName: "p", insuredName: "张三", startDate: "2026-01-01", endDate: "2026-12-31", sumPremiuml: 100, proposalState: "1", proposalStateName: "已承保" };
    expect(decodeAnswer("proposalApplication", [proposal])).toEqual({ ok: true, value: [proposal] });
    expect(decodeAnswer("proposalApplication", proposal)).toEqual({ ok: true, value: proposal });
    expect(decodeAnswer("proposalApplication", { proposalNo: "TEAJ1" }).ok).toBe(false);
  });

  test("a name outside the catalogue is a failure, not a throw", () => {
    const name = "__proto__" as GatewayCallName;
    expect(decodeAnswer(name, {})).toMatchObject({ ok: false });
  });

  test("never throws, whatever the data", () => {
    const names = Object.keys(GATEWAY_CONTRACTS) as GatewayCallName[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.anything(), (name, data) => {
        const result = decodeAnswer(name, data);
        if (!result.ok) for (const issue of result.issues) expect(typeof issue.message).toBe("string");
      }),
      { numRuns: 300 },
    );
  });
});

describe("decodeRequest: the wire payload as the gateway reads it", () => {
  test("absent text fields are \"\" (the client drops blanks); extra fields are dropped", () => {
    expect(decodeRequest("login", { mobile: "13800000000", extra: 1 })).toEqual({ ok: true, value: { mobile: "13800000000", password: "" } });
    const decoded = decodeRequest("login", {});
    if (decoded.ok) expectTypeOf(decoded.value).toEqualTypeOf<P.LoginRequest>();
  });

  test("numbers come as JSON numbers or decimal text", () => {
    expect(decodeRequest("getPremiumFromRation", { productCode: "EAJ", planCode: "A", insuredCount: "2", duration: 3 })).toEqual({
      ok: true,
      value: { productCode: "EAJ", planCode: "A", insuredCount: 2, duration: 3 },
    });
    expect(decodeRequest("oderList", { mallId: "M1", pageNo: "x" })).toEqual({ ok: false, issue: { path: "pageNo", kind: "invalid" } });
  });

  test("a field with a fixed list must be there and in it; a text field must be text", () => {
    expect(decodeRequest("getMobileCode", { mobile: "13800000000" })).toEqual({ ok: false, issue: { path: "scene", kind: "missing" } });
    expect(decodeRequest("getMobileCode", { mobile: "13800000000", scene: "signup" })).toEqual({ ok: false, issue: { path: "scene", kind: "invalid" } });
    expect(decodeRequest("login", { mobile: 13800000000 })).toEqual({ ok: false, issue: { path: "mobile", kind: "invalid" } });
    expect(decodeRequest("login", [1, 2])).toEqual({ ok: false, issue: { path: "", kind: "invalid" } });
  });

  test("uploads arrive as text or as the received file; form-shaped calls keep their other fields", () => {
    expect(decodeRequest("ocrIdCardFront", { file: { fileName: "a.jpg", size: 3, type: "image/jpeg" } }).ok).toBe(true);
    expect(decodeRequest("saveBpm", { bpmType: "rescue", mobile: "13800000000" })).toEqual({ ok: true, value: { bpmType: "rescue", mobile: "13800000000" } });
  });

  test("never throws, whatever the payload", () => {
    const names = Object.keys(GATEWAY_REQUESTS) as GatewayCallName[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.anything(), (name, payload) => {
        const result = decodeRequest(name, payload);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});
