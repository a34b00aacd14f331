import { describe, expect, it } from "vitest";
import { insuredNamesText, policyCoverLines, policyInsureds, policySumInsuredShown } from "./policy-insureds";

describe("policyInsureds (F6)", () => {
  it("splits pipe-joined insureds into one person each, with their own identity", () => {
    expect(policyInsureds({ insuredName: "张伟|李娜|张小明", insuredIdentifyType: "01|01|01", insuredIdentifyNumber: "11010519491231002X|420106196708081889|110105201501010017" })).toEqual([
      { name: "张伟", identifyType: "01", identifyNumber: "11010519491231002X" },
      { name: "李娜", identifyType: "01", identifyNumber: "420106196708081889" },
      { name: "张小明", identifyType: "01", identifyNumber: "110105201501010017" },
    ]);
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

describe("insuredNamesText (F6)", () => {
  it("lists several insureds' names in the customer's language, never with the gateway's pipes", () => {
    expect(insuredNamesText("张伟|李娜|张小明")).toBe("张伟、李娜、张小明");
    expect(insuredNamesText("张伟|李娜", "en")).toBe("张伟, 李娜");
    expect(insuredNamesText("张伟")).toBe("张伟");
  });
});
