import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskName } from "../formats/mask-name";
import { insuredNamesText, maskedInsuredNamesText, policyCoverLines, policyInsureds, policySumInsuredShown } from "./policy-insureds";

describe("policyInsureds (F6)", () => {
  it("splits pipe-joined insureds into one person each, with their own identity", () => {
    expect(policyInsureds({ insuredName: "张伟|李娜|张小明", insuredIdentifyType: "01|01|01", insuredIdentifyNumber: "11010519491231002X|420106196708081889|110105201501010017" })).toEqual([
      { name: "张伟", identifyType: "01", identifyNumber: "11010519491231002X", relationship: "", mobile: "" },
      { name: "李娜", identifyType: "01", identifyNumber: "420106196708081889", relationship: "", mobile: "" },
      { name: "张小明", identifyType: "01", identifyNumber: "110105201501010017", relationship: "", mobile: "" },
    ]);
  });
  it("G1: the guest answer's joined fields (\"01|01\", two numbers) become two persons, each with its relationship", () => {
    const policy = { insuredName: "周敏|吴刚", insuredIdentifyType: "01|01", insuredIdentifyNumber: "110105199205122348|110105196501014567", insuredRelationship: "601005|601001", insuredMobile: "13912340021" };
    expect(policyInsureds(policy)).toEqual([
      { name: "周敏", identifyType: "01", identifyNumber: "110105199205122348", relationship: "601005", mobile: "13912340021" },
      { name: "吴刚", identifyType: "01", identifyNumber: "110105196501014567", relationship: "601001", mobile: "" },
    ]);
  });
  it("never hands a pipe on: every field of every insured is one entry, however the lists disagree in length", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z|]{0,6}$/), { minLength: 5, maxLength: 5 }), ([name = "", type = "", number = "", relationship = "", mobile = ""]) => {
        const insureds = policyInsureds({ insuredName: name, insuredIdentifyType: type, insuredIdentifyNumber: number, insuredRelationship: relationship, insuredMobile: mobile });
        for (const one of insureds) for (const value of Object.values(one)) expect(value).not.toContain("|");
      }),
    );
  });
  it("a single type stands for every insured; one insured stays one", () => {
    expect(policyInsureds({ insuredName: "张伟|李娜", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X|420106196708081889" }).map((person) => person.identifyType)).toEqual(["01", "01"]);
    expect(policyInsureds({ insuredName: "张伟", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X" })).toHaveLength(1);
  });
});

describe("policyCoverLines and policySumInsuredShown (F6)", () => {
  it("shows a benefit's premium only when the policy gives premiums per benefit", () => {
    expect(policyCoverLines({ sumPremium: 2_500, items: [{ name: "意外身故", sumInsuredFen: 10, premiumFen: 0 }, { name: "意外医疗", sumInsuredFen: 5, premiumFen: 0 }] }).map((line) => line.premiumFen)).toEqual([null, null]);
    expect(policyCoverLines({ sumPremium: 2_000, items: [{ name: "a", sumInsuredFen: 10, premiumFen: 1_500 }, { name: "b", sumInsuredFen: 5, premiumFen: 500 }] }).map((line) => line.premiumFen)).toEqual([1_500, 500]);
  });
  it("a total sum insured only for a single benefit (different benefits of one person do not add up)", () => {
    expect(policySumInsuredShown({ sumInsured: 15, items: [{ name: "a", sumInsuredFen: 10 }, { name: "b", sumInsuredFen: 5 }] })).toBeNull();
    expect(policySumInsuredShown({ sumInsured: 10, items: [{ name: "a", sumInsuredFen: 10 }] })).toBe(10);
  });
});

describe("maskedInsuredNamesText: a lookup's list masks names as its detail does (customer rehearsal 5)", () => {
  it("masks each name on its own, joined in the customer's language", () => {
    expect(maskedInsuredNamesText("谢刚娟")).toBe("谢*娟");
    expect(maskedInsuredNamesText("谢刚娟|刘建国")).toBe("谢*娟、刘*国");
    expect(maskedInsuredNamesText("张伟|李娜", "en")).toBe("张*, 李*");
    expect(maskedInsuredNamesText("")).toBe("");
    expect(maskedInsuredNamesText(null as never)).toBe("");
  });

  it("shows of each name exactly what the detail's mask shows, never the whole name of two characters or more", () => {
    for (const name of ["谢刚娟", "欧阳小明", "张三", "John Smith"]) {
      expect(maskedInsuredNamesText(name)).toBe(maskName(name));
      expect(maskedInsuredNamesText(name)).not.toContain(name);
    }
  });
});

describe("insuredNamesText (F6)", () => {
  it("lists several insureds' names in the customer's language, never with the gateway's pipes", () => {
    expect(insuredNamesText("张伟|李娜|张小明")).toBe("张伟、李娜、张小明");
    expect(insuredNamesText("张伟|李娜", "en")).toBe("张伟, 李娜");
    expect(insuredNamesText("张伟")).toBe("张伟");
  });
});
