import { describe, expect, test } from "vitest";
import { GATEWAY_CALLS, GATEWAY_CATALOGUE, gatewayUrl, isGatewayCallName } from "./catalogue";

describe("gateway catalogue", () => {
  test("names are unique and every URL is distinct", () => {
    const names = GATEWAY_CALLS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const urls = GATEWAY_CALLS.map((c) => `${c.method} ${gatewayUrl("", c)}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test("the GET list of spec §7 is exactly the GET calls", () => {
    const gets = GATEWAY_CALLS.filter((c) => c.method === "GET").map((c) => `${c.path}`);
    expect(gets.sort()).toEqual(
      [
        "contacts/deleteContact",
        "address/getAddressInfo",
        "address/deleteAddress",
        "sso/careVoice",
        "login/getCaptcha",
        "login/getMobileCode",
        "prpdCodeProblem/selectProblem",
      ].sort(),
    );
  });

  test("the encrypted set is §7's list, invoice download and the scrm policy list excluded", () => {
    const encrypted = GATEWAY_CALLS.filter((c) => c.encrypted).map((c) => c.name).sort();
    expect(encrypted).toEqual(
      [
        "renewalList", "queryCarPolicyDetail", "receiveCpp", "receiveGci", "queryInternetPolicyList",
        "queryInternetPolicyDetail", "corePolicyList", "corePolicyDetail", "coreEndorseDetail", "queryOrderList",
        "oderList", "getUserInfo", "checkUser", "loginCheckUser", "policyInfo", "queryInvoice", "invoice",
        "myInvoice", "coreClaimList", "coreClaimDetail", "queryClaimList", "queryClaimDetail",
        "queryNoCarClaimList", "queryNoCarClaimDetial", "contactsFindAll", "getContactInfo", "addressFindAll",
        "addAddress", "updateAddress", "login", "register", "changeMallPassword", "updatePassword",
        "setQuickLoginUserOpenid", "getSign", "applicationInvoice",
      ].sort(),
    );
    expect(GATEWAY_CATALOGUE.invoicedDwnload.encrypted).toBe(false);
    expect(GATEWAY_CATALOGUE.corePolicyListScrm.encrypted).toBe(false);
  });

  test("SMS code send/check and linkage calls are quiet", () => {
    for (const name of ["getverificationCodeBJ", "checkVerificationCode", "linkageUnified", "getMobileCode"] as const) {
      expect(GATEWAY_CATALOGUE[name].quiet).toBe(true);
    }
    expect(GATEWAY_CATALOGUE.login.quiet).toBe(false);
  });

  test("gatewayUrl joins base, sub-service and path", () => {
    expect(gatewayUrl("/micromall-gateway", GATEWAY_CATALOGUE.getToken)).toBe("/micromall-gateway/login/wx/getToken");
    expect(gatewayUrl("https://gw.example/api/", GATEWAY_CATALOGUE.queryInvoice)).toBe("https://gw.example/api/ei/ei/queryInvoice");
  });

  test("isGatewayCallName is total", () => {
    expect(isGatewayCallName("getToken")).toBe(true);
    expect(isGatewayCallName("toString")).toBe(false);
    expect(isGatewayCallName("")).toBe(false);
  });
});
