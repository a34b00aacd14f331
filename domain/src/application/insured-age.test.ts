import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { INSURED_AGE_KEY, insuredAgeFault, insuredAgeKey, insuredBirthdayRange, personBirth } from "./insured-age";
import { birthdayRange } from "../calendar/birthday";
import { addDaysWith } from "../calendar/plain-date-text";
import { applicationFormConfig, applicationFormShape, earliestStartDate, emptyApplicationForm, insuredKey, latestStartDate, startDateFrom, type ApplicationFormValues } from "./application-form";
import { checkForm, formPaths, keyValues } from "./form-check";

describe("insuredAgeFault (the product's ages on the cover's first day)", () => {
  const limits = { min: 18, max: 65 };
  test("doc examples", () => {
    expect(insuredAgeFault("1950-03-01", "2026-12-01", limits)).toEqual({ age: 76 });
    expect(insuredAgeFault("1990-03-01", "2026-12-01", limits)).toBeNull();
  });
  test("both ends are inside: 18 on the first day, 65 up to the day before the 66th birthday", () => {
    expect(insuredAgeFault("2008-12-01", "2026-12-01", limits)).toBeNull();
    expect(insuredAgeFault("2008-12-02", "2026-12-01", limits)).toEqual({ age: 17 });
    expect(insuredAgeFault("1960-12-02", "2026-12-01", limits)).toBeNull();
    expect(insuredAgeFault("1960-12-01", "2026-12-01", limits)).toEqual({ age: 66 });
  });
  test("unreadable dates are left to their fields' rules", () => {
    expect(insuredAgeFault("", "2026-12-01", limits)).toBeNull();
    expect(insuredAgeFault("1880-01-01", "", limits)).toBeNull();
  });
});

describe("personBirth", () => {
  const paths = { number: "n", birthday: "b" };
  test("an identity card gives its birth date, named at the number", () => {
    expect(personBirth("01", "11010519491231002X", "", paths)).toEqual({ birthDate: "1949-12-31", path: "n" });
    expect(personBirth("01", "110105194912310021", "1990-01-01", paths)).toBeNull();
  });
  test("another document gives the birthday typed, named at the birthday", () => {
    expect(personBirth("02", "E12345678", "1990-01-01", paths)).toEqual({ birthDate: "1990-01-01", path: "b" });
    expect(personBirth("02", "E12345678", "", paths)).toBeNull();
  });
});

describe("message keys with values", () => {
  test("insuredAgeKey and keyValues read back", () => {
    expect(insuredAgeKey({ min: 18, max: 65 }, 76)).toBe("insuredAge?min=18&max=65&age=76");
    expect(keyValues("insuredAge?min=18&max=65&age=76")).toEqual({ key: INSURED_AGE_KEY, values: { min: "18", max: "65", age: "76" } });
    expect(keyValues("schema.required")).toEqual({ key: "schema.required", values: {} });
    expect(keyValues("a?b")).toEqual({ key: "a?b", values: {} });
  });
});

describe("the application form checks each insured's age (customer rehearsal: 76 on an 18–65 cover)", () => {
  const config = applicationFormConfig({ productCode: "EAJ_JT", category: "accident", channel: "", insuredAge: { min: 18, max: 65 } });
  const form = (insured: Record<string, string>, applicant: Record<string, string> = {}): ApplicationFormValues => {
    const values = emptyApplicationForm(config, "2026-12-01");
    const [first] = values["insureds"] as Record<string, string>[];
    return { ...values, planCode: "P1", applyName: "王芳", applyIdentifyNumber: "110101199003071524", applyBirthday: "1990-03-07", applySex: "106002", applyMobile: "13800000000", agreement: true, ...applicant, insureds: [{ ...first, insuredName: "张伟", insuredSex: "1", ...insured }] };
  };
  const issuesAt = (values: ApplicationFormValues, path: string) => {
    const checked = checkForm(applicationFormShape(config, 1), formPaths(values), {}, "zh-CN");
    return checked.ok ? [] : checked.issues.filter((issue) => issue.path === path);
  };
  test("an identity card of a 76-year-old: the fault at the number, naming the limits and the age", () => {
    const values = form({ insuredRelationship: "601002", insuredIdentifyType: "01", insuredIdentifyNumber: "110101195003070013", insuredBirthday: "1950-03-07" });
    expect(issuesAt(values, insuredKey("insuredIdentifyNumber", 0))).toEqual([{ path: insuredKey("insuredIdentifyNumber", 0), key: "insuredAge", message: "本产品承保18至65周岁的被保险人，此人在保障开始时为76周岁" }]);
  });
  test("in English too", () => {
    const values = form({ insuredRelationship: "601002", insuredIdentifyType: "01", insuredIdentifyNumber: "110101195003070013", insuredBirthday: "1950-03-07" });
    const checked = checkForm(applicationFormShape(config, 1), formPaths(values), {}, "en");
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.message)).toContain("This cover insures people aged 18 to 65; this person is 76 when the cover starts");
  });
  test("a passport holder's birthday: the fault at the birthday", () => {
    const values = form({ insuredRelationship: "601002", insuredIdentifyType: "02", insuredIdentifyNumber: "E12345678", insuredName: "Li Lei", insuredBirthday: "2015-06-01" });
    expect(issuesAt(values, insuredKey("insuredBirthday", 0)).map((issue) => issue.key)).toEqual(["insuredAge"]);
  });
  test("a self insured is the applicant: the fault is named at the applicant's number", () => {
    const values = form({ insuredRelationship: "601005", insuredIdentifyType: "01", insuredIdentifyNumber: "110101195003070013", insuredBirthday: "1950-03-07" }, { applyIdentifyNumber: "110101195003070013", applyBirthday: "1950-03-07", applySex: "106001" });
    expect(issuesAt(values, "applyIdentifyNumber").map((issue) => issue.key)).toEqual(["insuredAge"]);
    expect(issuesAt(values, insuredKey("insuredIdentifyNumber", 0)).map((issue) => issue.key)).not.toContain("insuredAge");
  });
  test("a person within the limits passes; a product without limits checks no age", () => {
    const adult = form({ insuredRelationship: "601002", insuredIdentifyType: "01", insuredIdentifyNumber: "110101199003070011", insuredBirthday: "1990-03-07" });
    expect(checkForm(applicationFormShape(config, 1), formPaths(adult), {}, "zh-CN").ok).toBe(true);
    const free = applicationFormConfig({ productCode: "EAJ_JT", category: "accident", channel: "" });
    const elder = form({ insuredRelationship: "601002", insuredIdentifyType: "01", insuredIdentifyNumber: "110101195003070013", insuredBirthday: "1950-03-07" });
    expect(checkForm(applicationFormShape(free, 1), formPaths(elder), {}, "zh-CN").ok).toBe(true);
  });
  test("a birthday more than 100 years back is refused at the field, with or without limits", () => {
    const values = form({ insuredRelationship: "601002", insuredIdentifyType: "02", insuredIdentifyNumber: "E12345678", insuredName: "Li Lei", insuredBirthday: "1880-01-01" });
    expect(issuesAt(values, insuredKey("insuredBirthday", 0)).map((issue) => issue.message)).toContain("出生日期须在100年前至今天之间");
  });
});

describe("the earliest start and a draft's start (the phone cover's waiting period)", () => {
  test("earliestStartDate counts the product's days from today in China", () => {
    expect(earliestStartDate(new Date("2026-11-01T04:00:00Z"))).toBe("2026-11-02");
    expect(earliestStartDate(new Date("2026-11-01T04:00:00Z"), 7)).toBe("2026-11-08");
    expect(earliestStartDate(new Date("2026-11-01T04:00:00Z"), 0)).toBe("2026-11-02");
    expect(earliestStartDate(new Date("2026-11-01T04:00:00Z"), 2.5)).toBe("2026-11-02");
  });
  test("startDateFrom keeps a later choice and moves an earlier or unreadable one to the earliest", () => {
    expect(startDateFrom("2026-11-08", "2026-11-02")).toBe("2026-11-08");
    expect(startDateFrom("2026-11-08", "2026-12-01")).toBe("2026-12-01");
    expect(startDateFrom("2026-11-08", "2026-11-08")).toBe("2026-11-08");
    expect(startDateFrom("2026-11-08", "")).toBe("2026-11-08");
  });
  test("a cover starts at most 90 days after its earliest start: a later draft moves to the latest (customer rehearsal: years ahead)", () => {
    expect(latestStartDate("2026-11-08")).toBe("2027-02-06");
    expect(latestStartDate("2026-12-31")).toBe("2027-03-31");
    expect(latestStartDate("not a date")).toBe("");
    expect(startDateFrom("2026-11-08", "2027-02-06")).toBe("2027-02-06");
    expect(startDateFrom("2026-11-08", "2027-02-07")).toBe("2027-02-06");
    expect(startDateFrom("2026-11-08", "2031-01-01")).toBe("2027-02-06");
  });
});

describe("insuredBirthdayRange (the birthdays the date picker offers an insured of a product with ages)", () => {
  const now = new Date("2026-11-29T04:00:00Z");
  test("doc examples", () => {
    expect(insuredBirthdayRange({ min: 18, max: 65 }, "2026-12-01", now)).toEqual({ min: "1960-12-02", max: "2008-12-01" });
    expect(insuredBirthdayRange({ min: 0, max: 80 }, "2026-12-01", now)).toEqual({ min: "1945-12-02", max: "2026-11-29" });
  });
  test("a start date that cannot be read offers the form's whole birthday range", () => {
    expect(insuredBirthdayRange({ min: 18, max: 65 }, "", now)).toEqual(birthdayRange(now));
  });
  test("a leap-day start: the range ends on 28 February where the year has no 29th, as ageOn counts", () => {
    expect(insuredBirthdayRange({ min: 3, max: 25 }, "2028-02-29", now)).toEqual({ min: "2002-03-01", max: "2025-02-28" });
  });
  test("every day of the range is an age the product takes, and the days just outside are not (unless the whole birthday range ends first)", () => {
    const dates = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDaysWith("2010-01-01", offset));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 70 }), dates, (min, span, startDate) => {
        const limits = { min, max: min + span };
        const range = insuredBirthdayRange(limits, startDate, now);
        const whole = birthdayRange(now);
        if (range.min > range.max) return;
        expect(insuredAgeFault(range.min, startDate, limits)).toBeNull();
        expect(insuredAgeFault(range.max, startDate, limits)).toBeNull();
        const before = addDaysWith(range.min, -1);
        const after = addDaysWith(range.max, 1);
        if (range.min > whole.min) expect(insuredAgeFault(before, startDate, limits)).not.toBeNull();
        if (range.max < whole.max && after <= startDate) expect(insuredAgeFault(after, startDate, limits)).not.toBeNull();
      }),
    );
  });
});
