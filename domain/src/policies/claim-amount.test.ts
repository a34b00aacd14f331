import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { isClaimAmountAssessed } from "./claim-amount";

describe("isClaimAmountAssessed", () => {
  test("doc examples", () => {
    expect(isClaimAmountAssessed("1")).toBe(false);
    expect(isClaimAmountAssessed("2")).toBe(true);
  });

  test("a claim only reported has no amount yet; from the survey's estimate on it does", () => {
    expect(["1", "2", "3", "4", "5"].map(isClaimAmountAssessed)).toEqual([false, true, true, true, true]);
  });

  test("an unknown state code has no amount to show (never a ¥0.00 that reads as nothing paid)", () => {
    for (const code of ["", "0", "6", "03", " 3", "已定损"]) expect(isClaimAmountAssessed(code), code).toBe(false);
  });

  test("total: never throws on any string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (code) => typeof isClaimAmountAssessed(code) === "boolean"));
  });
});
