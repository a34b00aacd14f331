import { describe, expect, test, vi } from "vitest";
import { ROUTES } from "./routes";

/** Every route of spec §2 "Routes by area", in the spec's order, plus the tab bar's /productList. */
const SPEC_PATHS = [
  // Home and account
  "/home", "/personalCenter", "/login", "/register", "/resetPassword", "/shopset", "/mocpaw", "/mocmobile",
  // Buying
  "/insureRight", "/orderDetails", "/discount", "/insureInfo", "/inputInfo", "/insuranceGuide", "/applicationQuery",
  "/applicationEntry", "/applicationResulst",
  // Policies
  "/insurancePolicy", "/insure-message", "/policyDetails", "/DDA", "/DDB", "/DDC", "/DDE", "/DDF",
  "/nopolicySearchlist", "/policySearch", "/policySearchlist", "/policyInternet", "/policyGas", "/policyVehicle",
  "/policyOther", "/policyGasList", "/policyInterList", "/policyOtherList", "/policyGasMessage",
  "/policyInterMessage", "/policyOtherMessage", "/errors", "/policy-insurance", "/policy-list", "/policy-detail",
  "/single-Detail", "/claim-Detail", "/newPolicyEnquiry",
  // Claims
  "/Bind", "/userBind", "/messageInfo", "/claimList", "/settlementClaimsOne", "/settlementQuery", "/settlementHome",
  "/settlementResponse", "/settlementInsurance", "/settleementmessage", "/claimZhongan", "/claimApplication",
  "/claimClaims", "/claimCar", "/servicesQuery",
  // Invoices
  "/invoiceQuery", "/invoiceResult", "/invoiceResulst", "/invoiceResuls", "/invoicesessage", "/invoiceRequest",
  "/invoiceRequestSuc", "/invoiceRequestFail", "/skipInvoice",
  // Surrender
  "/surrender", "/application", "/surrful", "/surrenderQuery", "/surrenderQueryFail",
  // Services and other
  "/about", "/bigBusinessEvents", "/redwine", "/successfulquery", "/errorquery", "/queriedquery", "/dotquery",
  "/complaint", "/complaintMessage", "/adservice", "/serviceIndex", "/myServiceIndex", "/careVoice", "/couplet",
  "/videoDoctor", "/roadRescue", "/introduceIndex", "/introduceDetails", "/binDing", "/error", "/alter",
  "/carCollect", "/consumer", "/elderModel", "/myCard", "/cardShare", "/cardShareTo", "/customerService",
  // Account data
  "/contacts", "/editPerson", "/address", "/newaddress", "/identityAuth", "/identityAuthInfo",
  "/identityAuthInfoQuery",
  // Bottom tab bar target (spec §2 "Bottom tab bar")
  "/productList",
] as const;

// Loading a real screen transforms its module graph on first use; the machine is shared, so allow for it.
vi.setConfig({ testTimeout: 20_000 });

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

describe("route table", () => {
  test("lists each path once, every one from spec §2 or the tab bar", () => {
    expect(BY_PATH.size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(SPEC_PATHS).toContain(route.path);
  });

  test("has the screens built so far", () => {
    expect([...BY_PATH.keys()].sort()).toEqual(
      ["/home", "/productList", "/personalCenter", "/login", "/register", "/resetPassword", "/shopset", "/mocpaw",
        "/mocmobile", "/error", "/errors", "/elderModel", "/about",
        "/myCard", "/cardShare", "/cardShareTo", "/contacts", "/editPerson", "/address", "/newaddress",
        "/identityAuth", "/identityAuthInfo", "/identityAuthInfoQuery",
        "/invoiceQuery", "/invoiceResult", "/invoiceRequest", "/invoiceRequestSuc", "/invoiceRequestFail", "/invoiceResulst",
        "/invoiceResuls", "/invoicesessage", "/skipInvoice", "/surrender", "/application", "/surrful", "/surrenderQuery",
        "/surrenderQueryFail",
        "/insureInfo", "/insuranceGuide", "/discount", "/DDA", "/DDB", "/DDC", "/DDE", "/DDF",
        // policies and claims (issue 10)
        "/insurancePolicy", "/policyDetails", "/insure-message", "/Bind", "/userBind", "/messageInfo",
        "/claimList", "/claimCar", "/claimClaims", "/claimApplication", "/claimZhongan",
        // services: information and service (svc-a)
        "/dotquery", "/roadRescue", "/complaint", "/complaintMessage", "/customerService", "/introduceIndex",
        "/introduceDetails", "/consumer", "/bigBusinessEvents",
        // services: benefits and handovers (svc-b)
        "/serviceIndex", "/myServiceIndex", "/successfulquery", "/errorquery", "/queriedquery",
        "/videoDoctor", "/careVoice", "/adservice", "/binDing", "/alter", "/carCollect", "/redwine", "/couplet",
        "/inputInfo", "/orderDetails", "/applicationResulst", "/applicationEntry", "/applicationQuery",
        // policy lookups (look-a, issue 10)
        "/policySearch", "/policySearchlist", "/nopolicySearchlist", "/policyVehicle", "/policyGas", "/policyInternet",
        "/policyOther", "/policyGasList", "/policyInterList", "/policyOtherList", "/policyGasMessage", "/policyInterMessage",
        "/policyOtherMessage", "/newPolicyEnquiry",
        // car (issue 9)
        "/insureRight",
        // look-b (issue 10)
        "/settlementHome", "/settlementQuery", "/settlementResponse", "/settlementClaimsOne", "/settlementInsurance",
        "/settleementmessage", "/policy-insurance", "/policy-list", "/policy-detail", "/single-Detail", "/claim-Detail",
        "/servicesQuery"].sort(),
    );
  });

  test("protects the mall-login pages and keeps the browsing pages alive", () => {
    const flagged = (flag: "requireAuth" | "keepAlive" | "isShare") =>
      ROUTES.filter((route) => route.meta[flag]).map((route) => route.path).sort();
    expect(flagged("requireAuth")).toEqual(
      ["/mocmobile", "/mocpaw", "/personalCenter", "/shopset", "/myCard", "/cardShare", "/contacts", "/editPerson", "/address",
        "/newaddress", "/identityAuth", "/identityAuthInfo", "/identityAuthInfoQuery",
        "/invoiceQuery", "/invoiceResult", "/invoiceRequest", "/invoiceRequestSuc", "/invoiceRequestFail", "/invoiceResulst",
        "/invoiceResuls", "/invoicesessage", "/skipInvoice", "/surrender", "/application", "/surrful", "/surrenderQuery",
        "/surrenderQueryFail",
        // policies and claims (issue 10)
        "/insurancePolicy", "/policyDetails", "/insure-message", "/Bind", "/userBind", "/messageInfo",
        "/claimList", "/claimCar", "/claimClaims", "/claimApplication", "/claimZhongan",
        // services (issue 12)
        "/serviceIndex", "/alter",
        "/inputInfo", "/orderDetails", "/applicationResulst", "/applicationEntry",
        // car (issue 9)
        "/insureRight",
        // look-b (issue 10)
        "/settlementHome", "/settlementQuery", "/settlementResponse", "/settlementClaimsOne", "/settlementInsurance",
        "/settleementmessage", "/policy-insurance", "/policy-list", "/policy-detail", "/single-Detail", "/claim-Detail",
        "/servicesQuery"].sort(),
    );
    expect(flagged("keepAlive")).toEqual(["/home", "/productList"]);
    expect(flagged("isShare")).toEqual(["/home", "/productList",
      "/insureInfo", "/insuranceGuide", "/discount", "/DDA", "/DDB", "/DDC", "/DDE", "/DDF", "/couplet"].sort());
  });

  test("blocks back on the pages that end a finished step (issue 11)", () => {
    const blocked = ROUTES.filter((route) => !route.meta.allowBack).map((route) => route.path);
    for (const path of ["/invoiceRequestSuc", "/surrful"]) expect(blocked).toContain(path);
  });
});

describe.each(SPEC_PATHS)("%s", (path) => {
  const route = BY_PATH.get(path);
  if (route === undefined) {
    // every route of spec §2 has its screen (issues 9–13): a spec route missing from the table fails
    test("is in the route table", () => expect(route).toBeDefined());
    return;
  }

  test("load() resolves to a screen component", async () => {
    const module = await route.load();
    expect(typeof module.default).toBe("function");
  });
});
