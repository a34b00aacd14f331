import { describe, expect, it } from "vitest";
import { isOrgCode, orgCodeCheckCharacter } from "./org-code";

describe("isOrgCode", () => {
  it("accepts the organisation codes embedded in real credit codes, plain and printed", () => {
    for (const code of ["55138508-2", "551385082", "71526726-X", "71526726X", "M000100Y-4"]) {
      expect(isOrgCode(code)).toBe(true);
    }
  });

  it("rejects a wrong check character, lower case, a misplaced hyphen and other lengths", () => {
    for (const code of ["55138508-3", "71526726-x", "m000100y-4", "5513850-82", "55138508--2", "5513850", "55138508-", ""]) {
      expect(isOrgCode(code)).toBe(false);
    }
  });

  it("maps C = 11 to 0 and C = 10 to X", () => {
    const bodies = Array.from({ length: 400 }, (_, n) => String(n * 24_971).padStart(8, "0").slice(-8));
    const checks = new Set(bodies.map((body) => orgCodeCheckCharacter(body)));
    expect(checks).toContain("0");
    expect(checks).toContain("X");
    for (const body of bodies) expect(isOrgCode(body + orgCodeCheckCharacter(body))).toBe(true);
  });

  it("computes the check character, null for bodies that are not 8 digits or upper-case letters", () => {
    expect(orgCodeCheckCharacter("55138508")).toBe("2");
    expect(orgCodeCheckCharacter("71526726")).toBe("X");
    expect(orgCodeCheckCharacter("5513850")).toBeNull();
    expect(orgCodeCheckCharacter("5513850a")).toBeNull();
    expect(orgCodeCheckCharacter("5513850８")).toBeNull();
  });
});
