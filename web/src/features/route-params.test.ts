/**
 * Issue 19, one `params(url)` per route: each page's prefetch reads its address with the same function as its
 * screen (`features/<f>/params.ts`), so the call it starts is the one the screen reads — and where the rules refuse
 * what the address names (a policy number, a share reference), neither asks for it.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test } from "vitest";
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
});
