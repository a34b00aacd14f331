import { describe, expect, it } from "vitest";
import { GUEST_LOOKUP_PATH, GUEST_LOOKUP_ROUTES, guestLookupFor, loginWallNote } from "./guest-lookup";
import { loginPathFor } from "./safe-redirect";

describe("the guest lookup a login wall offers (issue 20 item 6)", () => {
  it("is the policy lookup by holder name and identity number, for the lookups of the home's services", () => {
    expect(GUEST_LOOKUP_PATH).toBe("/policySearch");
    for (const path of ["/insurancePolicy", "/settlementHome", "/invoiceQuery", "/surrender"]) {
      expect(GUEST_LOOKUP_ROUTES).toContain(path);
      expect(guestLookupFor(path)).toBe("/policySearch");
    }
  });

  it("reads the login page's redirect target as it is written: query, hash, base path and trailing slash", () => {
    expect(guestLookupFor("/insurancePolicy?tab=2")).toBe("/policySearch");
    expect(guestLookupFor("/micromall/surrender/")).toBe("/policySearch");
    expect(guestLookupFor("/invoiceQuery#top")).toBe("/policySearch");
    const redirect = new URL(`https://mall.example${loginPathFor("/settlementHome?x=1")}`).searchParams.get("redirect");
    expect(guestLookupFor(redirect)).toBe("/policySearch");
  });

  it("offers nothing where the spec allows no guest lookup, and for what is not an in-app path", () => {
    for (const target of ["/personalCenter", "/myCard", "/policySearch", "/insurancePolicyX", "", "https://evil.example/insurancePolicy", "//evil.example/surrender", null, undefined, 42]) {
      expect(guestLookupFor(target)).toBeNull();
    }
  });
});

describe("what a login wall says about its target (customer rehearsal 5)", () => {
  it("says claims need the login, and names the hotline, on the way to any claim page", () => {
    for (const target of ["/settlementHome", "/settlementQuery?plate=1", "/claimList", "/claimApplication", "/micromall/claimCar/", "/Bind", "/userBind", "/messageInfo", "/settleementmessage"]) {
      expect(loginWallNote(target), target).toBe("claims");
    }
  });

  it("says nothing on the way to the other pages, nor for what is not an in-app path", () => {
    for (const target of ["/personalCenter", "/insurancePolicy", "/invoiceQuery", "/claimListX", "/settle", "", "https://evil.example/claimList", "//evil.example/settlementHome", null, undefined, 7]) {
      expect(loginWallNote(target), String(target)).toBeNull();
    }
  });
});
