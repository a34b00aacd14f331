import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_AFTER_LOGIN, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps an in-app path with its query", () => {
    expect(safeRedirect("/insurancePolicy?tab=1")).toBe("/insurancePolicy?tab=1");
    expect(safeRedirect("/shopset")).toBe("/shopset");
  });

  it("refuses other hosts, schemes and the login pages", () => {
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/login", "/register?x=1", "", null, undefined]) {
      expect(safeRedirect(target)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it("always answers a path starting with a single slash", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const target = safeRedirect(input);
        return target.startsWith("/") && !target.startsWith("//");
      }),
    );
  });
});
