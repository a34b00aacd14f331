import { describe, expect, test } from "vitest";
import { applicationFormConfig, applicationFormOfProposal, proposalFields, emptyApplicationForm } from "./application-form";

const person = applicationFormConfig({ productCode: "LAY_JN", category: "travel", channel: "" });
const exhibition = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });

describe("applicationFormOfProposal (issue 21 buy again)", () => {
  test("puts the applicant, each insured at its slot and the count; no dates", () => {
    const form = applicationFormOfProposal(person, [
      { key: "planCode", value: "LAYJN02" },
      { key: "applyName", value: "王小明" },
      { key: "applyIdentifyNumber", value: "11010519491231002X" },
      { key: "insuredName", value: "王小明|王一" },
      { key: "insuredIdentifyType", value: "01|01" },
      { key: "insuredIdentifyNumber", value: "11010519491231002X|110105201501010017" },
      { key: "insuredRelationship", value: "601005|601002" },
      { key: "startDate", value: "2020-01-01" },
      { key: "unknownField", value: "x" },
    ]);
    expect(form).toMatchObject({
      planCode: "LAYJN02",
      applyName: "王小明",
      applyIdentifyNumber: "11010519491231002X",
      insuredCount: "2",
      insuredName_0: "王小明",
      insuredName_1: "王一",
      insuredIdentifyNumber_1: "110105201501010017",
      insuredRelationship_1: "601002",
    });
    expect(form).not.toHaveProperty("startDate");
    expect(form).not.toHaveProperty("unknownField");
  });

  test("round-trips what proposalFields sends, dates aside", () => {
    const values = {
      ...emptyApplicationForm(person, "2026-12-01"),
      planCode: "LAYJN02",
      insuredCount: "2",
      applyName: "王小明",
      applyIdentifyType: "01",
      applyIdentifyNumber: "11010519491231002X",
      applyMobile: "13912345678",
      insuredName_0: "王小明",
      insuredName_1: "王一",
      insuredIdentifyType_0: "01",
      insuredIdentifyType_1: "01",
      insuredIdentifyNumber_0: "11010519491231002X",
      insuredIdentifyNumber_1: "110105201501010017",
    };
    const sent = Object.entries(proposalFields(person, values, "2026-12-07")).map(([key, value]) => ({ key, value: String(value) }));
    const back = applicationFormOfProposal(person, sent);
    for (const key of ["planCode", "insuredCount", "applyName", "applyIdentifyNumber", "applyMobile", "insuredName_1", "insuredIdentifyNumber_1"]) expect(back[key]).toBe(values[key as keyof typeof values]);
  });

  test("an exhibition's booth and enterprise; no insured slots for a form without insureds", () => {
    const form = applicationFormOfProposal(exhibition, [
      { key: "applyName", value: "厦门海岸线会展服务有限公司" },
      { key: "expoTheme", value: "2026中国国际智能家居博览会" },
      { key: "venueBoothNum", value: "A3-118" },
      { key: "insuredName", value: "厦门海岸线会展服务有限公司" },
    ]);
    expect(form).toMatchObject({ applyName: "厦门海岸线会展服务有限公司", expoTheme: "2026中国国际智能家居博览会", venueBoothNum: "A3-118" });
    expect(Object.keys(form).some((key) => key.startsWith("insuredName_"))).toBe(exhibition.insured.length > 0);
  });

  test("more insureds than the form has are cut to its maximum; empty and non-string values are skipped", () => {
    const names = Array.from({ length: person.maxInsureds + 3 }, (_, index) => `甲${index}`).join("|");
    const form = applicationFormOfProposal(person, [{ key: "insuredName", value: names }, { key: "applyName", value: "" }, { key: "applyMobile", value: 5 as unknown as string }]);
    expect(form["insuredCount"]).toBe(String(person.maxInsureds));
    expect(form).not.toHaveProperty(`insuredName_${person.maxInsureds}`);
    expect(form).not.toHaveProperty("applyName");
    expect(form).not.toHaveProperty("applyMobile");
  });
});
