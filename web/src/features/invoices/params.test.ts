/**
 * The invoice pages' one reading of their address: the route's prefetch and the screen read the same policy number
 * (a number the rules refuse is no number for either, so the prefetch never asks for what the screen will not show).
 */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { prefetchInvoice } from "./api/invoice-queries";
import { invoicePageParams } from "./params";

describe("invoicePageParams", () => {
  test("reads a valid policy number from the query", () => {
    expect(invoicePageParams("?policyNo=PDAA202444030000012345").policyNo).toBe("PDAA202444030000012345");
  });

  test("a missing or refused number is no number", () => {
    for (const search of ["", "?policyNo=", "?policyNo=PDAA-2024", "?policyNo=%3Cscript%3E", "?other=1"]) {
      expect(invoicePageParams(search).policyNo, search).toBe("");
    }
  });

  test("the prefetch asks for exactly the number the screen reads, and nothing for a refused one", () => {
    for (const [search, asks] of [["?policyNo=PDAA202444030000012345", true], ["?policyNo=PDAA-2024", false], ["", false]] as const) {
      const client = new QueryClient();
      const url = new URL(`https://mall.example/micromall/invoiceResuls${search}`);
      prefetchInvoice(client, url);
      const keys = client.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));
      if (asks) expect(keys.some((key) => key.includes(invoicePageParams(search).policyNo)), search).toBe(true);
      else expect(keys, search).toEqual([]);
      client.clear();
    }
  });
});
