import { describe, expect, test } from "vitest";
import { applicationFormConfig, emptyApplicationForm } from "./application-form";
import { applicationFormOfProposal, proposalFields } from "./application-proposal";

const person = applicationFormConfig({ productCode: "LAY_JN", category: "travel", channel: "" });
const exhibition = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });

describe("applicationFormOfProposal (issue 21 buy again)", () => {
  test("puts the applicant, each insured in the list in order and the count; no dates", () => {
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
    expect(form.fields).toMatchObject({ planCode: "LAYJN02", applyName: "王小明", applyIdentifyNumber: "11010519491231002X", insuredCount: "2" });
    expect(form.insureds).toHaveLength(2);
    expect(form.insureds?.[0]).toMatchObject({ insuredName: "王小明" });
    expect(form.insureds?.[1]).toMatchObject({ insuredName: "王一", insuredIdentifyNumber: "110105201501010017", insuredRelationship: "601002" });
    expect(form.fields).not.toHaveProperty("startDate");
    expect(form.fields).not.toHaveProperty("unknownField");
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
      insureds: [
        { insuredName: "王小明", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X" },
        { insuredName: "王一", insuredIdentifyType: "01", insuredIdentifyNumber: "110105201501010017" },
      ],
    };
    const sent = Object.entries(proposalFields(person, values, "2026-12-07")).map(([key, value]) => ({ key, value: String(value) }));
    const back = applicationFormOfProposal(person, sent);
    for (const key of ["planCode", "insuredCount", "applyName", "applyIdentifyNumber", "applyMobile"] as const) expect(back.fields[key]).toBe(values[key]);
    expect(back.insureds?.map((entry) => [entry["insuredName"], entry["insuredIdentifyNumber"]])).toEqual([
      ["王小明", "11010519491231002X"],
      ["王一", "110105201501010017"],
    ]);
  });

  test("an exhibition's booth and enterprise; no insured slots for a form without insureds", () => {
    const form = applicationFormOfProposal(exhibition, [
      { key: "applyName", value: "厦门海岸线会展服务有限公司" },
      { key: "expoTheme", value: "2026中国国际智能家居博览会" },
      { key: "venueBoothNum", value: "A3-118" },
      { key: "insuredName", value: "厦门海岸线会展服务有限公司" },
    ]);
    expect(form.fields).toMatchObject({ applyName: "厦门海岸线会展服务有限公司", expoTheme: "2026中国国际智能家居博览会", venueBoothNum: "A3-118" });
    expect(form.insureds !== undefined).toBe(exhibition.insured.length > 0);
  });

  test("more insureds than the form has are cut to its maximum; empty and non-string values are skipped", () => {
    const names = Array.from({ length: person.maxInsureds + 3 }, (_, index) => `甲${index}`).join("|");
    const form = applicationFormOfProposal(person, [{ key: "insuredName", value: names }, { key: "applyName", value: "" }, { key: "applyMobile", value: 5 as unknown as string }]);
    expect(form.fields["insuredCount"]).toBe(String(person.maxInsureds));
    expect(form.insureds).toHaveLength(person.maxInsureds);
    expect(form.fields).not.toHaveProperty("applyName");
    expect(form.fields).not.toHaveProperty("applyMobile");
  });
});
