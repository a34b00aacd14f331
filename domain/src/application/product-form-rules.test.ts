import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkForm, formPaths } from "./form-check";
import {
  applicationFormConfig,
  applicationFormShape,
  confirmedInsuredPatch,
  emptyApplicationForm,
  newInsuredDefaults,
  resizeInsuredForm,
  selfInsuredPatch,
  type ApplicationFormValues,
  type InsuredFormEntry,
} from "./application-form";
import { proposalFields } from "./application-proposal";
import { insuredFlagOf, isBoothDaysInRange, isBoothDuration, isWholeDays, productFormRules } from "./product-form-rules";
import { OCCUPATION_CLASSES, contactInsuredPatch, insuredRelationships } from "./insured-choices";

const exhibition = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });
const phone = applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" });
const student = applicationFormConfig({ productCode: "EAJ_XM", category: "accident", channel: "" });
const accident = applicationFormConfig({ productCode: "EAJ", category: "accident", channel: "" });
const home = applicationFormConfig({ productCode: "YAB", category: "home", channel: "" });

const insureds = (values: ApplicationFormValues): InsuredFormEntry[] => values["insureds"] as InsuredFormEntry[];
const keys = (fields: readonly { key: string }[]) => fields.map((entry) => entry.key);

/** The issues of one field of a filled exhibition form with booth days `days`. */
function boothIssues(days: string): string[] {
  const values = { ...emptyApplicationForm(exhibition, "2026-12-01"), boothDuration: days };
  const checked = checkForm(applicationFormShape(exhibition, 0), formPaths(values));
  return checked.ok ? [] : checked.issues.filter((issue) => issue.path === "boothDuration").map((issue) => issue.message);
}

describe("exhibition cover: booth days (spec §3, issue 21)", () => {
  it("is its own field after the booth number, 1–10 whole days, each fault with its own message", () => {
    expect(keys(exhibition.subject)).toEqual(["enterpriseCategory", "managementContent", "exhibitionAddress", "expoTheme", "venueBoothNum", "boothDuration"]);
    expect(boothIssues("")).toEqual(["请填写此项"]);
    expect(boothIssues("1.5")).toEqual(["展位天数请填写整数天，如 3"]);
    expect(boothIssues("三")).toEqual(["展位天数请填写整数天，如 3"]);
    expect(boothIssues("0")).toEqual(["展位天数须为1至10天"]);
    expect(boothIssues("11")).toEqual(["展位天数须为1至10天"]);
    expect(boothIssues("1")).toEqual([]);
    expect(boothIssues("10")).toEqual([]);
  });

  it("the validators are total and agree: a duration is a whole number in 1–10", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer({ min: -5, max: 20 }).map(String)), (text) => {
        const whole = /^[0-9]{1,6}$/.test(text);
        expect(isWholeDays(text)).toBe(whole);
        expect(isBoothDuration(text)).toBe(whole && Number(text) >= 1 && Number(text) <= 10);
        expect(isBoothDaysInRange(text)).toBe(!whole || (Number(text) >= 1 && Number(text) <= 10));
      }),
    );
    for (const hostile of [null, undefined, 5, {}, ["5"]]) {
      expect(isWholeDays(hostile as unknown as string)).toBe(false);
      expect(isBoothDuration(hostile as unknown as string)).toBe(false);
      expect(isBoothDaysInRange(hostile as unknown as string)).toBe(false);
    }
  });

  it("every exhibition field reaches the proposal", () => {
    const values: ApplicationFormValues = {
      ...emptyApplicationForm(exhibition, "2026-12-01"),
      planCode: "ZHB01",
      applyName: "厦门海岸线会展服务有限公司",
      applyIdentifyNumber: "91350100M000100Y43",
      applyMobile: "13912345678",
      enterpriseCategory: "2",
      managementContent: "智能家居产品展示与销售",
      exhibitionAddress: "厦门国际会展中心A3馆",
      expoTheme: "2026中国国际智能家居博览会",
      venueBoothNum: "A3-118",
      boothDuration: "3",
      agreement: true,
    };
    expect(checkForm(applicationFormShape(exhibition, 0), formPaths(values)).ok).toBe(true);
    expect(proposalFields(exhibition, values, "2026-12-05")).toMatchObject({
      enterpriseCategory: "2",
      managementContent: "智能家居产品展示与销售",
      exhibitionAddress: "厦门国际会展中心A3馆",
      expoTheme: "2026中国国际智能家居博览会",
      venueBoothNum: "A3-118",
      boothDuration: "3",
      // the enterprise is the insured party
      insuredFlag: "1",
    });
  });
});

describe("mobile cover: the handset's information (spec §3)", () => {
  it("is an optional field after the model and reaches the proposal", () => {
    expect(keys(phone.subject)).toEqual(["brand", "model", "information", "imei", "sales", "salesman"]);
    const values = { ...emptyApplicationForm(phone, "2026-12-01"), information: "黑色 256GB" };
    const checked = checkForm(applicationFormShape(phone, 0), formPaths(values));
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).not.toContain("information");
    expect(proposalFields(phone, values, "2027-11-30")["information"]).toBe("黑色 256GB");
  });
});

describe("applicant: claim outlet and insuredFlag (spec §3)", () => {
  it("asks for the claim outlet where the product's rules need it, and sends it", () => {
    expect(productFormRules("YAB").claimOutlet).toBe(true);
    expect(keys(home.applicant)).toContain("comCode");
    expect(keys(accident.applicant)).not.toContain("comCode");
    const values = { ...emptyApplicationForm(home, "2026-12-01"), comCode: "" };
    const checked = checkForm(applicationFormShape(home, 1), formPaths(values));
    expect(checked.ok ? [] : checked.issues.filter((issue) => issue.path === "comCode").map((issue) => issue.key)).toEqual(["required"]);
    expect(proposalFields(home, { ...values, comCode: "3502" }, "2027-11-30")["comCode"]).toBe("3502");
  });

  it("insuredFlag says whether the applicant is among the insured, in the variant's self code", () => {
    expect(insuredFlagOf(["601005", "601002"], "A")).toBe("1");
    expect(insuredFlagOf(["601002"], "A")).toBe("0");
    expect(insuredFlagOf(["0", "9"], "B")).toBe("1");
    expect(insuredFlagOf(["9"], "B")).toBe("0");
    expect(insuredFlagOf(["601005"], "B")).toBe("0");
    expect(insuredFlagOf([], "A")).toBe("1");
    const values = emptyApplicationForm(accident, "2026-12-01");
    expect(proposalFields(accident, values, "2027-11-30")["insuredFlag"]).toBe("1");
    const other = { ...values, insureds: [{ ...insureds(values)[0], insuredRelationship: "601002" }] };
    expect(proposalFields(accident, other, "2027-11-30")["insuredFlag"]).toBe("0");
  });
});

describe("insureds: variants, defaults, inType and insuredAccount (spec §3)", () => {
  it("insured 1 of a variant A product defaults to 601005 (self); insureds 2…n are never self: the customer chooses (customer report F7)", () => {
    const values = emptyApplicationForm(accident, "2026-12-01");
    const resized = resizeInsuredForm(values, accident, 3);
    expect(resized.insureds.map((entry) => entry["insuredRelationship"])).toEqual(["601005", "", ""]);
    expect(newInsuredDefaults(accident).insuredRelationship).toBe("");
  });

  it("a variant B product: first insured 0 = self, others 9; sex 106001 / 106002", () => {
    expect(productFormRules("EAJ_XM").insuredVariant).toBe("B");
    expect(student.insuredVariant).toBe("B");
    expect(accident.insuredVariant).toBe("A");
    const values = emptyApplicationForm(student, "2026-12-01");
    expect(insureds(values)[0]?.["insuredRelationship"]).toBe("0");
    const resized = resizeInsuredForm(values, student, 3);
    expect(resized.insureds.map((entry) => entry["insuredRelationship"])).toEqual(["0", "9", "9"]);
    expect(insuredRelationships("B").map((entry) => entry.code)).toEqual(["0", "9"]);
    expect(insuredRelationships("A").map((entry) => entry.code)[0]).toBe("601005");
    // a confirmed ID card number gives the sex in B's codes; a self insured copies the applicant in B's codes
    const typed = { ...values, insureds: [{ ...insureds(values)[0], insuredRelationship: "9", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X" }] };
    expect(confirmedInsuredPatch(typed, 0, undefined, "B")["insureds.0.insuredSex"]).toBe("106002");
    const self = { ...values, applyName: "王小明", applySex: "106001" };
    expect(selfInsuredPatch(self, 1, "B")).toMatchObject({ "insureds.0.insuredName": "王小明", "insureds.0.insuredSex": "106001" });
    expect(selfInsuredPatch(self, 1, "A")).toEqual({});
    // a frequent contact in B's codes
    const contact = { relationship: "601002", name: "王一", identifyType: "01", identifyNumber: "11010520100101001X", birthday: "2010-01-01", sex: "1", mobile: "" };
    expect(contactInsuredPatch(contact, "B")).toMatchObject({ insuredRelationship: "9", insuredSex: "106001" });
    expect(contactInsuredPatch(contact, "A")).toMatchObject({ insuredRelationship: "601002", insuredSex: "1" });
    expect(contactInsuredPatch({ ...contact, relationship: "601005" }, "A").insuredRelationship).toBe("601004");
    // the proposal carries B's codes
    const fields = proposalFields(student, { ...values, ...resizeInsuredForm(values, student, 2) }, "2027-11-30");
    expect(fields["insuredRelationship"]).toBe("0|9");
  });

  it("captures inType and insuredAccount where the product asks for them", () => {
    expect(keys(student.insured)).toEqual(expect.arrayContaining(["inType", "insuredAccount"]));
    expect(keys(accident.insured)).not.toContain("inType");
    expect(keys(accident.insured)).not.toContain("insuredAccount");
    expect(OCCUPATION_CLASSES.map((entry) => entry.code)).toEqual(["10060", "10061"]);
    const values = emptyApplicationForm(student, "2026-12-01");
    const issuesAt = (patch: InsuredFormEntry) => {
      const checked = checkForm(applicationFormShape(student, 1), formPaths({ ...values, insureds: [{ ...insureds(values)[0], ...patch }] }));
      return checked.ok ? [] : checked.issues.filter((issue) => /inType|insuredAccount/.test(issue.path)).map((issue) => `${issue.path}:${issue.key}`);
    };
    // the class is required, the payout card optional but a card when given
    expect(issuesAt({ inType: "", insuredAccount: "" })).toEqual(["insureds.0.inType:required"]);
    expect(issuesAt({ inType: "10060", insuredAccount: "1234" })).toEqual(["insureds.0.insuredAccount:bankCard"]);
    expect(issuesAt({ inType: "10061", insuredAccount: "6222021234567890123" })).toEqual([]);
    const filled = { ...values, insureds: [{ ...insureds(values)[0], inType: "10061", insuredAccount: "6222021234567890123" }] };
    expect(proposalFields(student, filled, "2027-11-30")).toMatchObject({ inType: "10061", insuredAccount: "6222021234567890123" });
  });
});
