import { describe, expect, it } from "vitest";
import { changedMobileError, confirmPasswordError, newPasswordError, newPasswordErrors } from "./field-errors";

describe("changedMobileError", () => {
  it("refuses the current number and accepts another valid one", () => {
    expect(changedMobileError("13800138000", "13800138000")).toBe("account.error.sameMobile");
    expect(changedMobileError("13912345678", "13800138000")).toBeUndefined();
  });

  it("reports a missing or malformed number before comparing", () => {
    expect(changedMobileError("", "")).toBe("account.error.mobileRequired");
    expect(changedMobileError("12345", "12345")).toBe("account.error.mobileInvalid");
  });
});

describe("newPasswordErrors", () => {
  it("passes a rule-abiding password with a matching confirmation", () => {
    expect(newPasswordErrors("Abc12345", "Abc12345")).toEqual({ password: undefined, confirm: undefined });
  });

  it("gives the same messages as the single-field checks", () => {
    for (const [password, confirm] of [["", ""], ["abc", "abd"], ["abcdefgh", "abcdefgh"], ["Abc12345", ""]] as const) {
      expect(newPasswordErrors(password, confirm)).toEqual({
        password: newPasswordError(password),
        confirm: confirmPasswordError(password, confirm),
      });
    }
  });

  it("with the previous password, refuses reusing it, but the rule's message comes first", () => {
    expect(newPasswordErrors("Abc12345", "Abc12345", "Abc12345").password).toBe("account.error.samePassword");
    expect(newPasswordErrors("abc", "abc", "abc").password).toBe("account.error.passwordRule");
    expect(newPasswordErrors("Abc12345", "Abc12345", "Old12345").password).toBeUndefined();
  });
});
