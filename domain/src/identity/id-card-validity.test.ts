import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { idCardValidityMessage, idCardValidityProblem, parseIdCardValidity } from "./id-card-validity";

const NOW = new Date("2026-11-27T04:00:00Z"); // 2026-11-27 in China

describe("parseIdCardValidity", () => {
  test("the doc examples", () => {
    expect(parseIdCardValidity("2016.05.10-2036.05.10")).toEqual({ ok: true, from: "2016-05-10", to: "2036-05-10" });
    expect(parseIdCardValidity("2005.03.01-长期")).toEqual({ ok: true, from: "2005-03-01", to: null });
    expect(parseIdCardValidity("2036.05.10-2016.05.10")).toEqual({ ok: false, reason: "order" });
  });

  test("readers' variants: blanks, other dashes, a bare 长期", () => {
    expect(parseIdCardValidity(" 2016.05.10 — 2036.05.10 ")).toEqual({ ok: true, from: "2016-05-10", to: "2036-05-10" });
    expect(parseIdCardValidity("2016.05.10至2036.05.10")).toEqual({ ok: true, from: "2016-05-10", to: "2036-05-10" });
    expect(parseIdCardValidity("长期")).toEqual({ ok: true, from: "", to: null });
  });

  test("what is no validity period", () => {
    expect(parseIdCardValidity("")).toEqual({ ok: false, reason: "format" });
    expect(parseIdCardValidity("20160510-20360510")).toEqual({ ok: false, reason: "format" });
    expect(parseIdCardValidity("2016-05-10-2036-05-10")).toEqual({ ok: false, reason: "format" });
    expect(parseIdCardValidity("2016.02.30-2036.02.28")).toEqual({ ok: false, reason: "date" });
    expect(parseIdCardValidity("2016.05.10-2036.13.10")).toEqual({ ok: false, reason: "date" });
    expect(parseIdCardValidity("长期-2016.05.10")).toEqual({ ok: false, reason: "format" });
    expect(parseIdCardValidity(`2016.05.10-2036.05.10${" ".repeat(40)}`)).toEqual({ ok: false, reason: "format" });
    expect(parseIdCardValidity(42 as unknown as string)).toEqual({ ok: false, reason: "format" });
  });

  test("round trip: any two real days in order, printed as the card does, read back", () => {
    const day = fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const printed = `${from.replaceAll("-", ".")}-${to.replaceAll("-", ".")}`;
        expect(parseIdCardValidity(printed)).toEqual({ ok: true, from, to });
      }),
    );
  });
});

describe("idCardValidityProblem", () => {
  test("the doc examples", () => {
    expect(idCardValidityProblem("2016.05.10-2036.05.10", NOW)).toBeNull();
    expect(idCardValidityProblem("2006.05.10-2026.05.10", NOW)).toBe("expired");
    expect(idCardValidityProblem("20160510", NOW)).toBe("invalid");
  });

  test("the last day printed is still valid (China day); the next day it has ended", () => {
    expect(idCardValidityProblem("2006.11.27-2026.11.27", NOW)).toBeNull();
    expect(idCardValidityProblem("2006.11.26-2026.11.26", NOW)).toBe("expired");
    // 2026-11-26 23:30 UTC is already 2026-11-27 in China
    expect(idCardValidityProblem("2006.11.26-2026.11.26", new Date("2026-11-26T23:30:00Z"))).toBe("expired");
    expect(idCardValidityProblem("2006.11.26-2026.11.26", new Date("2026-11-26T15:59:00Z"))).toBeNull();
  });

  test("a card without an end never expires", () => {
    expect(idCardValidityProblem("1990.01.01-长期", NOW)).toBeNull();
    expect(idCardValidityProblem("长期", NOW)).toBeNull();
  });

  test("the exact messages, in both languages", () => {
    expect(idCardValidityMessage("expired")).toBe("身份证已过有效期");
    expect(idCardValidityMessage("expired", "en")).toBe("The ID card has expired");
    expect(idCardValidityMessage("invalid")).toBe("有效期限无法识别");
    expect(idCardValidityMessage("invalid", "en")).toBe("The validity period cannot be read");
    expect(idCardValidityMessage("expired", "fr" as "en")).toBe("身份证已过有效期");
    expect(idCardValidityMessage("__proto__" as "expired")).toBe("");
  });
});
