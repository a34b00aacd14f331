/**
 * Issue 19, one `params(url)` per route: each page's prefetch reads its address with the same function as its
 * screen (`features/<f>/params.ts`), so the call it starts is the one the screen reads — and where the rules refuse
 * what the address names (a policy number, a share reference), neither asks for it.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test } from "vitest";
import { CAR_PRODUCT_CODE } from "@micromall/domain";
import { addressPage, contactPage } from "./account/params";
import { prefetchApplication } from "./buy/api/application-queries";
import { prefetchInsureRight } from "./buy/api/car-queries";
import { prefetchOrder, prefetchOrderDetail, prefetchOrders } from "./buy/api/order-queries";
import { prefetchProductPlans } from "./buy/api/plan-queries";
import { prefetchProductList } from "./buy/api/product-list-query";
import { carPage, orderPage, ordersPage, productListPage, productPage } from "./buy/params";
import { prefetchClaimDetail } from "./claims/api/claim-queries";
import { claimPage, settlementPage } from "./claims/params";
import { prefetchSettlementClaim, prefetchSettlementPolicy } from "./claims/settlement/api/settlement-queries";
import { prefetchPolicyDetail } from "./policies/api/policy-queries";
import { policyPage } from "./policies/params";
import { prefetchOutlets } from "./services/api/info-queries";
import { DEFAULT_OUTLET_CITY, outletsPage } from "./services/params";
import { prefetchSurrenderInfo } from "./surrender/api/surrender-queries";
import { surrenderPage } from "./surrender/params";
import { prefetchSharedCard } from "./wallet/api/wallet-queries";
import { useAppStore } from "../state/store";

/** The query keys a prefetch started for the address `path` (as JSON, to look for a value in them). */
function keysAfter(prefetch: (client: QueryClient, location: URL) => unknown, path: string): string[] {
  const client = new QueryClient();
  prefetch(client, new URL(`https://mall.example/micromall${path}`));
  const keys = client.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));
  client.clear();
  return keys;
}

afterEach(() => {
  useAppStore.setState({ mallId: "" });
});

describe("a page's prefetch asks for what its screen reads from the same address", () => {
  test("policy detail: the policy number", () => {
    useAppStore.setState({ mallId: "M1" });
    const search = "?policyNo=PDAA202444030000012345";
    expect(keysAfter(prefetchPolicyDetail, `/policyDetails${search}`).some((key) => key.includes(policyPage(search).policyNo))).toBe(true);
    expect(keysAfter(prefetchPolicyDetail, "/policyDetails")).toEqual([]);
  });

  test("claim detail: the claim number and its line", () => {
    const search = "?claimNo=C20240001&kind=noCar";
    const keys = keysAfter(prefetchClaimDetail, `/claimClaims${search}`);
    expect(claimPage(search)).toEqual({ claimNo: "C20240001", line: "noCar" });
    expect(keys.some((key) => key.includes("queryNoCarClaimDetial") && key.includes("C20240001"))).toBe(true);
    expect(keysAfter(prefetchClaimDetail, "/claimClaims?claimNo=C20240001").some((key) => key.includes("queryClaimDetail"))).toBe(true);
  });

  test("settlement pages: the claim and the policy", () => {
    const search = "?claimNo=C77&policyNo=P88";
    expect(settlementPage(search)).toEqual({ claimNo: "C77", policyNo: "P88" });
    expect(keysAfter(prefetchSettlementClaim, `/settlementClaimsOne${search}`).some((key) => key.includes("C77"))).toBe(true);
    expect(keysAfter(prefetchSettlementPolicy, `/settlementInsurance${search}`).some((key) => key.includes("P88"))).toBe(true);
  });

  test("outlets: the city asked for, or the default city", () => {
    expect(outletsPage("?city=上海市&type=nope")).toEqual({ city: "上海市", type: "" });
    expect(keysAfter(prefetchOutlets, `/dotquery?city=${encodeURIComponent("上海市")}`).some((key) => key.includes("上海市"))).toBe(true);
    expect(keysAfter(prefetchOutlets, "/dotquery").some((key) => key.includes(DEFAULT_OUTLET_CITY))).toBe(true);
  });

  test("surrender: a number the rules refuse is no number for the prefetch either", () => {
    const valid = "?policyNo=PDAA202444030000012345";
    expect(surrenderPage(valid).policyNo).toBe("PDAA202444030000012345");
    expect(keysAfter(prefetchSurrenderInfo, `/application${valid}`).some((key) => key.includes("PDAA202444030000012345"))).toBe(true);
    for (const refused of ["?policyNo=PDAA-2024", "?policyNo=%3Cscript%3E", ""]) {
      expect(surrenderPage(refused).policyNo, refused).toBe("");
      expect(keysAfter(prefetchSurrenderInfo, `/application${refused}`), refused).toEqual([]);
    }
  });

  test("shared card: a reference the rules refuse asks for nothing", () => {
    expect(keysAfter(prefetchSharedCard, "/cardShareTo?ref=%3Cscript%3E")).toEqual([]);
    expect(keysAfter(prefetchSharedCard, "/cardShareTo")).toEqual([]);
  });

  test("product pages: the product code, trimmed, for the plans and the application", () => {
    const search = "?productCode=%20EAJ%20&planCode=P2";
    expect(productPage(search)).toEqual({ productCode: "EAJ", planCode: "P2" });
    expect(keysAfter(prefetchProductPlans, `/insureInfo${search}`).some((key) => key.includes('"EAJ"'))).toBe(true);
    expect(keysAfter(prefetchApplication, `/inputInfo${search}`).some((key) => key.includes('"EAJ"'))).toBe(true);
    expect(keysAfter(prefetchProductPlans, "/insureInfo")).toEqual([]);
    expect(keysAfter(prefetchApplication, "/inputInfo?productCode=%20")).toEqual([]);
  });

  test("car cover: the product asked for, or the car product", () => {
    expect(carPage("?step=kinds")).toEqual({ productCode: CAR_PRODUCT_CODE, step: "kinds" });
    expect(keysAfter(prefetchInsureRight, "/insureRight").some((key) => key.includes(`"${CAR_PRODUCT_CODE}"`))).toBe(true);
    expect(keysAfter(prefetchInsureRight, "/insureRight?productCode=%20").some((key) => key.includes(`"${CAR_PRODUCT_CODE}"`))).toBe(true);
  });

  test("order pages: the order of ?orderId= or the cashier's ?orderNo=", () => {
    useAppStore.setState({ mallId: "M1" });
    expect(orderPage("?orderNo=O9&step=cashier")).toEqual({ orderId: "O9", cashier: true, reason: "" });
    expect(orderPage("?orderId=&orderNo=O9").orderId).toBe("O9");
    expect(keysAfter(prefetchOrder, "/applicationResulst?orderNo=O9").some((key) => key.includes('"O9"'))).toBe(true);
    expect(keysAfter(prefetchOrderDetail, "/orderDetails?orderId=O8").some((key) => key.includes('"O8"'))).toBe(true);
    expect(keysAfter(prefetchOrderDetail, "/orderDetails")).toEqual([]);
  });

  test("order list: the tab the address names, not always the first", () => {
    useAppStore.setState({ mallId: "M1" });
    expect(ordersPage("?state=3").tab).toBe("3");
    expect(ordersPage("?state=9").tab).toBe("0");
    const keys = keysAfter(prefetchOrders, "/applicationEntry?state=3");
    expect(keys.some((key) => key.includes('"3"'))).toBe(true);
    expect(keys.some((key) => key.includes('"0"'))).toBe(false);
  });

  test("product list: the category chip, \"all\" for an unknown one", () => {
    expect(productListPage("?category=car").category).toBe("car");
    expect(productListPage("?category=toString").category).toBe("all");
    expect(keysAfter(prefetchProductList, "/productList?category=car").some((key) => key.includes('"car"'))).toBe(true);
  });

  test("account pages: the record edited (none when adding)", () => {
    expect(contactPage("?contactId=C7")).toEqual({ contactId: "C7" });
    expect(contactPage("")).toEqual({ contactId: "" });
    expect(addressPage("?addressId=A3")).toEqual({ addressId: "A3" });
  });
});
