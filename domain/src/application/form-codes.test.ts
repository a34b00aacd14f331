import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LENGTH_LIMITS } from "../formats/index";
import { formatMessage } from "../messages/index";
import { isLookupCode } from "./form-codes";

describe("the lookups' picture code (spec §5 'Verification code: 5')", () => {
  it("is exactly 5 letters or digits", () => {
    expect(LENGTH_LIMITS.verifyCode).toBe(5);
    for (const code of ["86753", "a1B2c", "ABCDE"]) expect(isLookupCode(code), code).toBe(true);
    for (const code of ["", "8675", "867530", "86 53", "８６７５３", "867-3", "验证码五位"]) expect(isLookupCode(code), code).toBe(false);
  });

  it("is total: any string, however long, answers a boolean (false beyond 5 characters)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const answer = isLookupCode(input);
        expect(typeof answer).toBe("boolean");
        if (input.length !== 5) expect(answer).toBe(false);
      }),
    );
  });

  it("its failure names the exact rule, in both languages", () => {
    expect(formatMessage("schema.code")).toBe("验证码为5位字母或数字");
    expect(formatMessage("schema.code", {}, "en")).toBe("The verification code is 5 letters or digits");
  });
});
