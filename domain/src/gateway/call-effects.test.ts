import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { GATEWAY_CALLS, isGatewayCallName } from "./catalogue";
import { CALL_CHANGES, PUBLIC_CALLS, callsChangedBy, isPublicCall } from "./call-effects";

describe("personal calls (issue 19: nothing personal after logout)", () => {
  test("the calls that carry a customer are personal, the mall's content is public", () => {
    for (const name of ["getUserInfo", "contactsFindAll", "addressFindAll", "corePolicyDetail", "queryClaimDetail", "myInvoice", "surrenderInfo", "queryInsuranceCardList", "oderList", "getPremiumFromRation", "valueAdd"]) {
      expect(isPublicCall(name), name).toBe(false);
    }
    for (const name of ["pageInitMall", "queryPlanList", "selectProblem", "getCaptcha"]) expect(isPublicCall(name), name).toBe(true);
  });

  test("every public call is in the catalogue, and most of the catalogue is personal", () => {
    for (const name of PUBLIC_CALLS) expect(isGatewayCallName(name)).toBe(true);
    const personal = GATEWAY_CALLS.filter((call) => !isPublicCall(call.name));
    expect(personal.length).toBeGreaterThan(GATEWAY_CALLS.length - PUBLIC_CALLS.length - 1);
  });

  test("anything that is not a listed name is not public (total, never throws)", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const answer = isPublicCall(value);
        expect(answer).toBe(typeof value === "string" && (PUBLIC_CALLS as readonly string[]).includes(value));
      }),
    );
  });
});

describe("what a write changes (issue 19: invalidation lives in the mutation's options)", () => {
  test("every write and every read it changes is a catalogue call; a write never lists itself", () => {
    for (const [write, reads] of Object.entries(CALL_CHANGES)) {
      expect(isGatewayCallName(write), write).toBe(true);
      expect(reads.length, write).toBeGreaterThan(0);
      for (const read of reads) expect(isGatewayCallName(read), `${write} → ${read}`).toBe(true);
      expect(reads as readonly string[]).not.toContain(write);
    }
  });

  test("deleting or cancelling an order changes every order list, the order itself and the counts (issue 21)", () => {
    for (const write of ["delOrder", "cancelUndwrtByOrderNo"] as const) {
      expect([...callsChangedBy(write)].sort()).toEqual(["getUserInfo", "interimOrderInfo", "oderList", "orderInfo", "pageing", "queryOrderDetail", "queryOrderList"]);
    }
  });

  test("the writes the screens make change what their screens show", () => {
    // an activated (or received) card issues its policy to the account (F3): my policies load again
    expect(callsChangedBy("activeCard")).toEqual(["queryInsuranceCardList", "getUserInfo", "queryCarPolicyList", "queryGasPolicyList", "queryInternetPolicyList", "queryOtherPolicyList", "corePolicyList", "corePolicyListScrm", "showEquity", "showEquityScrm"]);
    // a bought policy brings its benefits (customer rehearsal): 我的权益 loads again after paying
    expect(callsChangedBy("orderPay")).toContain("showEquity");
    expect(callsChangedBy("externalPay")).toContain("showEquity");
    expect(callsChangedBy("addContact")).toContain("contactsFindAll");
    expect(callsChangedBy("surrenderTospay")).toContain("surrenderOrderList");
    expect(callsChangedBy("applicationInvoice")).toContain("myInvoice");
    expect(callsChangedBy("bindUserInfo")).toContain("queryClaimList");
    expect(callsChangedBy("updateUser")).toEqual(["policyInfo"]);
  });

  test("a payment, a claim report and a surrender make every screen that shows them load again (issue 18)", () => {
    const policyLists = ["queryCarPolicyList", "queryGasPolicyList", "queryInternetPolicyList", "queryOtherPolicyList", "corePolicyList"];
    for (const pay of ["orderPay", "externalPay"]) {
      // the new policy: my policies (every line), its number from the result, the count, invoicing and surrender
      expect(callsChangedBy(pay), pay).toEqual(expect.arrayContaining([...policyLists, "getPolicyInfo", "getUserInfo", "surrenderOrderList", "queryInvoice", "queryOrderList", "oderList"]));
    }
    // the claim: my claims (both lines), the policy's claims, the count, and surrender blocked while it is open
    expect(callsChangedBy("saveBpm")).toEqual(expect.arrayContaining(["queryClaimList", "queryNoCarClaimList", "coreClaimList", "getUserInfo", "surrenderOrderList"]));
    // the surrendered policy: its lists and detail, its progress, and offered neither for surrender nor invoicing;
    // its issued invoice reversed (红冲) in 我的发票 too (customer rehearsal 5)
    expect(callsChangedBy("surrenderTospay")).toEqual(
      expect.arrayContaining([...policyLists, "corePolicyDetail", "querySurrender", "surrenderInfo", "surrenderOrderList", "queryInvoice", "myInvoice", "invoice", "checkUserAuthority", "getUserInfo"]),
    );
    for (const write of ["orderPay", "externalPay", "saveBpm", "surrenderTospay"]) {
      const reads = callsChangedBy(write);
      expect(new Set(reads).size, `${write} lists each read once`).toBe(reads.length);
    }
  });

  test("a call that changes nothing cached, or no call at all, answers [] (total)", () => {
    expect(callsChangedBy("login")).toEqual([]);
    expect(callsChangedBy("toString")).toEqual([]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(callsChangedBy(value))).toBe(true);
      }),
    );
  });
});
