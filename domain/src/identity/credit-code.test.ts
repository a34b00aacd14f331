import { describe, expect, it } from "vitest";
import { CREDIT_CODE_ALPHABET, creditCodeCheckCharacter, isCreditCode, parseCreditCode } from "./credit-code";
import { orgCodeCheckCharacter } from "./org-code";

/** Appends the computed check character to a 17-character body. */
const withCheck = (body17: string): string => body17 + (creditCodeCheckCharacter(body17) ?? "?");
/** A subject (positions 9–17) that is a valid organisation code. */
const subject = (body8: string): string => body8 + (orgCodeCheckCharacter(body8) ?? "?");

describe("isCreditCode / parseCreditCode: doc examples", () => {
  it("accepts util-helpers' documented code and splits it", () => {
    expect(isCreditCode("91350100M000100Y43")).toBe(true);
    expect(parseCreditCode("91350100M000100Y43")).toEqual({
      ok: true,
      authority: "9",
      type: "1",
      region: "350100",
      orgCode: "M000100Y4",
    });
    expect(parseCreditCode("91350100M000100Y4A")).toEqual({ ok: false, reason: "checksum" });
  });

  it("rejects the real but mis-printed 91350203M0001FUE2P (hutool #2020) as a checksum failure only", () => {
    expect(parseCreditCode("91350203M0001FUE2P")).toEqual({ ok: false, reason: "checksum" });
  });

  it("accepts 92141127MA0KD1Y64A, which a strict region regex rejects (regexp-example #23)", () => {
    expect(parseCreditCode("92141127MA0KD1Y64A")).toMatchObject({ ok: true, region: "141127" });
  });

  it("computes the check character, null outside 17 alphabet characters", () => {
    expect(creditCodeCheckCharacter("91350100M000100Y4")).toBe("3");
    expect(creditCodeCheckCharacter("91350100M000100YI")).toBeNull();
    expect(creditCodeCheckCharacter("91350100M000100Y")).toBeNull();
    expect(creditCodeCheckCharacter("91350100m000100Y4")).toBeNull();
  });
});

describe("check character 0 (the missing final mod 31 in stdnum)", () => {
  it("accepts codes whose check character is 0", () => {
    const found: string[] = [];
    for (let n = 0; found.length < 5 && n < 2000; n++) {
      const body = `91440300${subject(`MA${String(n).padStart(6, "0")}`)}`;
      if (creditCodeCheckCharacter(body) === "0") found.push(`${body}0`);
    }
    expect(found).toHaveLength(5);
    for (const code of found) expect(parseCreditCode(code)).toMatchObject({ ok: true });
  });
});

describe("authority/type pairs", () => {
  it("accepts A, N and Y authorities built by construction", () => {
    for (const pair of ["A1", "A9", "N1", "N2", "N3", "N9", "Y1"]) {
      const code = withCheck(`${pair}110000${subject("MA0KD1Y6")}`);
      expect(parseCreditCode(code)).toMatchObject({ ok: true, authority: pair.charAt(0), type: pair.charAt(1) });
    }
  });

  it("rejects pairs outside the table even with a correct check character", () => {
    for (const pair of ["10", "14", "22", "36", "94", "99", "A2", "N4", "Y2", "B1", "00"]) {
      expect(parseCreditCode(withCheck(`${pair}110000${subject("MA0KD1Y6")}`))).toEqual({ ok: false, reason: "pair" });
    }
  });
});

describe("region", () => {
  it("accepts 100000 (national) and province prefixes including 83", () => {
    for (const region of ["100000", "110105", "440300", "650000", "830000"]) {
      expect(isCreditCode(withCheck(`91${region}${subject("MA0KD1Y6")}`))).toBe(true);
    }
  });

  it("rejects unknown provinces and letters in the region", () => {
    for (const region of ["910000", "000000", "990000", "1A0000", "38010A"]) {
      expect(parseCreditCode(withCheck(`91${region}${subject("MA0KD1Y6")}`))).toEqual({ ok: false, reason: "region" });
    }
  });
});

describe("input handling and reason order", () => {
  it("takes upper case only, no trimming, no I O S V Z", () => {
    expect(parseCreditCode("91350100m000100Y43")).toEqual({ ok: false, reason: "charset" });
    expect(parseCreditCode(" 91350100M000100Y43")).toEqual({ ok: false, reason: "length" });
    for (const bad of "IOSVZ") {
      expect(CREDIT_CODE_ALPHABET).not.toContain(bad);
      expect(parseCreditCode(`91350100M000100${bad}43`)).toEqual({ ok: false, reason: "charset" });
    }
    expect(parseCreditCode("９1350100M000100Y43")).toEqual({ ok: false, reason: "charset" });
  });

  it("reports the first failing check: length, charset, pair, region, checksum", () => {
    expect(parseCreditCode("")).toEqual({ ok: false, reason: "length" });
    expect(parseCreditCode("00990000M000100Y4I")).toEqual({ ok: false, reason: "charset" });
    expect(parseCreditCode("00990000M000100Y40")).toEqual({ ok: false, reason: "pair" });
    expect(parseCreditCode("91990000M000100Y40")).toEqual({ ok: false, reason: "region" });
  });

  it("checks the embedded organisation code only when asked", () => {
    const loose = withCheck("91350100M000100Y5"); // M000100Y5 is not a valid organisation code
    expect(parseCreditCode(loose)).toMatchObject({ ok: true });
    expect(parseCreditCode(loose, { strictOrgCode: true })).toEqual({ ok: false, reason: "orgCode" });
    expect(isCreditCode("91350100M000100Y43", { strictOrgCode: true })).toBe(true);
  });
});
