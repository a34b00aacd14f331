import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FOREIGN_DOCUMENT_TYPES, isSpacedNameType, personNameProblem } from "./person-name";
import { FORMAT_MESSAGES } from "../messages/formats";

describe("doc examples", () => {
  test("a passport name may have single spaces between letters; an identity card's keeps today's rule", () => {
    expect(personNameProblem("Li Lei", "06")).toBeNull();
    expect(personNameProblem("Li Lei", "01")).toBe("nameSpace");
    expect(personNameProblem("Li  Lei", "06")).toBe("nameSpacing");
    expect(personNameProblem("李雷", "06", "insuredName")).toBeNull();
    expect(personNameProblem("Li Lei", "553", "insuredName")).toBeNull();
    expect(isSpacedNameType("06")).toBe(true);
    expect(isSpacedNameType("01")).toBe(false);
  });
});

describe("personNameProblem (customer report 2 G2)", () => {
  test.each(FOREIGN_DOCUMENT_TYPES)("type %s: words of letters with single spaces, trimmed", (type) => {
    expect(personNameProblem("Li Lei", type)).toBeNull();
    expect(personNameProblem("Mary Ann Smith", type, "insuredName")).toBeNull();
    expect(personNameProblem(" Li Lei ", type)).toBeNull();
    expect(personNameProblem("LiLei", type)).toBeNull();
  });
  test.each([
    ["Li  Lei", "nameSpacing"],
    ["Li\tLei", "nameSpacing"],
    ["李 雷", "nameSpacing"],
    ["Li ·Lei", "nameSpacing"],
    ["Li Lei2", "name"],
  ])("a passport name %j is refused with %s", (name, key) => {
    expect(personNameProblem(name, "06")).toBe(key);
  });
  test("an insured's name with a passport: letters with single spaces, else the insured name's fault", () => {
    expect(personNameProblem("Li-Lei", "06", "insuredName")).toBe("insuredName");
    expect(personNameProblem("Li Lei", "06", "insuredName")).toBeNull();
  });
  test.each(["01", "02", "03", "04", "07", "08", "14", "99", "", "120001"])("type %j keeps today's rule: no space at all", (type) => {
    expect(personNameProblem("Li Lei", type)).toBe("nameSpace");
    expect(personNameProblem("Li Lei", type, "insuredName")).toBe("nameSpace");
    expect(personNameProblem("王小明", type)).toBeNull();
    expect(personNameProblem("王1", type)).toBe("name");
  });
  test("the claim query's passport code (120005) is a passport too", () => {
    expect(personNameProblem("Li Lei", "120005")).toBeNull();
  });
  test("blank is left to the required rule", () => {
    expect(personNameProblem("", "06")).toBeNull();
    expect(personNameProblem("   ", "01")).toBeNull();
  });
  test("messages in both languages", () => {
    expect(FORMAT_MESSAGES["zh-CN"].nameSpacing).toContain("空格");
    expect(FORMAT_MESSAGES.en.nameSpacing).toMatch(/space/i);
  });
  test("a spaced passport name is accepted exactly when its words are names of letters", () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        expect(personNameProblem(words.join(" "), "06")).toBeNull();
        expect(personNameProblem(words.join(" "), "01")).toBe(words.length > 1 ? "nameSpace" : null);
        if (words.length > 1) expect(personNameProblem(words.join("  "), "06")).toBe("nameSpacing");
      }),
    );
  });
  test("total: never throws on any string or type", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string(), (name, type) => {
        const problem = personNameProblem(name, type);
        expect(problem === null || typeof problem === "string").toBe(true);
      }),
    );
  });
});
