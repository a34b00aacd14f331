/** The benchmark's inputs are deterministic, mixed, and judged the same way by us and by validator.js. */
import validator from "validator";
import { describe, expect, it } from "vitest";
import { isCreditCode, isIdCard } from "../src/identity/index";
import { creditCodeInputs, idCardInputs, mobileInputs } from "./inputs.mjs";

describe("benchmark inputs", () => {
  it("are the same on every run", () => {
    expect(idCardInputs(50)).toEqual(idCardInputs(50));
    expect(creditCodeInputs(50)).toEqual(creditCodeInputs(50));
    expect(mobileInputs(50)).toEqual(mobileInputs(50));
    expect(idCardInputs(50, 1)).not.toEqual(idCardInputs(50, 2));
  });

  it("mix valid and invalid identity numbers, and we agree with validator.js on every one", () => {
    const inputs = idCardInputs();
    const ours = inputs.filter((s) => isIdCard(s)).length;
    expect(ours).toBeGreaterThan(inputs.length * 0.4);
    expect(ours).toBeLessThan(inputs.length * 0.6);
    for (const s of inputs) expect(isIdCard(s)).toBe(validator.isIdentityCard(s, "zh-CN"));
  });

  it("mix valid and invalid credit codes (the generator's own mod-31 agrees with ours)", () => {
    const inputs = creditCodeInputs();
    const accepted = inputs.filter((s) => isCreditCode(s)).length;
    expect(accepted).toBeGreaterThan(inputs.length * 0.4);
    expect(accepted).toBeLessThan(inputs.length * 0.6);
  });
});
