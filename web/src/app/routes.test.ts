import { describe, expect, test, vi } from "vitest";
import { APP_MESSAGES } from "../i18n/messages/app";
import { LANDING_ROUTES, ROUTES } from "./routes";
import { routeTitle } from "./use-after-navigation";

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
const LANDING_PATHS = new Set(LANDING_ROUTES.map((route) => route.path));
const flagged = (flag: "requireAuth" | "keepAlive" | "isShare" | "allowBack") =>
  ROUTES.filter((route) => route.meta[flag]).map((route) => route.path);

describe("route table (assembled from the landing pages and each feature's routes.ts)", () => {
  test("holds each route of spec §2 and the tab bar exactly once, and nothing else", () => {
    expect(BY_PATH.size).toBe(ROUTES.length);
    expect([...BY_PATH.keys()].sort()).toEqual([...SPEC_PATHS].sort());
  });

  // spec §4's session-check list against the login requirement: login-requirement.test.ts
  test("a page that needs the login is never shared nor kept alive", () => {
    for (const route of ROUTES.filter((candidate) => candidate.meta.requireAuth)) {
      expect(route.meta.isShare, route.path).toBe(false);
      expect(route.meta.keepAlive, route.path).toBe(false);
    }
  });

  test("only landing pages the customer browses back to are kept alive", () => {
    const kept = flagged("keepAlive");
    expect(kept.length).toBeGreaterThan(0);
    for (const path of kept) {
      expect(LANDING_PATHS.has(path), path).toBe(true);
      expect(BY_PATH.get(path)?.meta.isShare, path).toBe(true);
    }
  });

  test("blocks back on the pages that end a finished step (issue 11)", () => {
    const blocked = ROUTES.filter((route) => !route.meta.allowBack).map((route) => route.path);
    for (const path of ["/invoiceRequestSuc", "/surrful"]) expect(blocked).toContain(path);
  });

  test("every route's title is in its table, with text in Chinese and English", () => {
    for (const route of ROUTES) {
      const { title, titles } = route.meta;
      for (const locale of ["zh-CN", "en"] as const) {
        expect(Object.hasOwn(titles[locale], title), `${route.path} ${locale}`).toBe(true);
        expect(titles[locale][title]?.trim(), `${route.path} ${locale}`).not.toBe("");
      }
      expect(routeTitle(route.meta, "zh-CN")).toBe(titles["zh-CN"][title]);
      expect(routeTitle(route.meta, "en")).toBe(titles.en[title]);
    }
  });

  test("a feature's title table holds its routes' titles and nothing else", () => {
    const featureTables = new Set(ROUTES.map((route) => route.meta.titles).filter((titles) => titles !== APP_MESSAGES));
    for (const titles of featureTables) {
      const used = ROUTES.filter((route) => route.meta.titles === titles).map((route) => route.meta.title);
      expect(Object.keys(titles["zh-CN"]).sort()).toEqual([...new Set(used)].sort());
    }
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
