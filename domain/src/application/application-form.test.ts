import { describe, expect, it } from "vitest";
import { FORM_FORMATS, STRUCT_RULE_CHECKS, checkForm, formPaths } from "./form-check";
import {
  premiumEach,
  pricedPerPerson,
  applicationFormConfig,
  applicationFormShape,
  confirmedApplicantPatch,
  confirmedInsuredPatch,
  coverEnd,
  coverPeriodOf,
  earliestStartDate,
  emptyApplicationForm,
  formText,
  insuredListsOfForm,
  newInsuredDefaults,
  coverOverDraft,
  openingCover,
  resizeInsuredForm,
  selfCopyCleared,
  selfInsuredPatch,
  knownApplicantSex,
  type ApplicationFormValues,
  type InsuredFormEntry,
} from "./application-form";
import { proposalFields } from "./application-proposal";
import { payTarget } from "./pay-url";
import { HANDLER_CODE } from "./handler-code";
import { LENGTH_LIMITS } from "../formats/index";

const accident = applicationFormConfig({ productCode: "EAJ", category: "accident", channel: "" });
const travel = applicationFormConfig({ productCode: "LAY_JN", category: "travel", channel: "" });

/** The insureds of a form. */
const insureds = (values: ApplicationFormValues): InsuredFormEntry[] => values["insureds"] as InsuredFormEntry[];

/** `values` with insured `index`'s fields changed by `patch`. */
function withInsured(values: ApplicationFormValues, index: number, patch: InsuredFormEntry): ApplicationFormValues {
  const list = [...insureds(values)];
  list[index] = { ...list[index], ...patch };
  return { ...values, insureds: list };
}

function filled(config = travel): ApplicationFormValues {
  const empty = emptyApplicationForm(config, "2026-12-01");
  return {
    ...withInsured(empty, 0, { insuredName: "王小明", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X", insuredBirthday: "1949-12-31", insuredSex: "2" }),
    planCode: "LAYJN01",
    applyName: "王小明",
    applyIdentifyNumber: "11010519491231002X",
    applyBirthday: "1949-12-31",
    applySex: "106002",
    applyMobile: "13912345678",
    agreement: true,
  };
}

describe("application form config", () => {
  it("picks the variant by category and locks identity fields for channel yb", () => {
    expect(accident.kind).toBe("person");
    expect(applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" }).subject.map((f) => f.key)).toContain("venueBoothNum");
    expect(applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" }).insured).toEqual([]);
    const yb = applicationFormConfig({ productCode: "EAJ", category: "accident", channel: "yb" });
    expect(yb.applicant.find((f) => f.key === "applyName")?.readonly).toBe(true);
    expect(yb.insured.find((f) => f.key === "insuredIdentifyNumber")?.readonly).toBe(true);
    expect(yb.applicant.find((f) => f.key === "applyMobile")?.readonly).toBe(false);
  });

  it("defaults the insured identity type to 03 for EAJ and never pre-ticks the agreement", () => {
    const values = emptyApplicationForm(accident, "2026-12-01");
    expect(insureds(values)).toHaveLength(1);
    expect(insureds(values)[0]).toMatchObject({ insuredIdentifyType: "03", insuredRelationship: "601005", insuredBirthday: "2000-01-01" });
    expect(values["agreement"]).toBe(false);
    expect(insureds(emptyApplicationForm(travel, "2026-12-01"))[0]?.insuredIdentifyType).toBe("01");
    expect(insureds(emptyApplicationForm(applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" }), "2026-12-01"))).toEqual([]);
  });
});

describe("checking the form", () => {
  it("accepts a whole form and reports every problem of a broken one", () => {
    expect(checkForm(applicationFormShape(travel, 1), formPaths(filled())).ok).toBe(true);
    const two = { ...filled(), ...resizeInsuredForm(filled(), travel, 2) };
    const broken = withInsured({ ...two, applyMobile: "123", agreement: false }, 0, { insuredIdentifyNumber: "110105194912310021" });
    const result = checkForm(applicationFormShape(travel, 2), formPaths(broken));
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["applyMobile", "insureds.0.insuredIdentifyNumber", "agreement", "insureds.1.insuredName", "insureds.1.insuredIdentifyNumber"]));
  });

  it("checks enterprise names, credit codes and IMEIs of the other variants", () => {
    const phone = applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" });
    const values = { ...emptyApplicationForm(phone, "2026-12-01"), planCode: "PHN01", applyName: "王小明", applyIdentifyNumber: "11010519491231002X", applyBirthday: "1949-12-31", applySex: "106002", applyMobile: "13912345678", brand: "华为", model: "Mate", imei: "490154203237518", sales: "旗舰店", salesman: "李雷", agreement: true };
    expect(checkForm(applicationFormShape(phone, 1), formPaths(values)).ok).toBe(true);
    const bad = checkForm(applicationFormShape(phone, 1), formPaths({ ...values, imei: "490154203237519" }));
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.path)).toEqual(["imei"]);
    // 15 digits with a wrong Luhn digit: the check digit is named, not "15位"
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.key)).toEqual(["imeiCheckDigit"]);
    expect(bad.ok ? "" : bad.issues[0]?.message).toBe("IMEI号校验位不正确，请核对号码");
    const short = checkForm(applicationFormShape(phone, 1), formPaths({ ...values, imei: "49015420323751" }));
    expect(short.ok ? [] : short.issues.map((issue) => issue.key)).toEqual(["imei"]);
    const expo = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });
    const expoValues = { ...emptyApplicationForm(expo, "2026-12-01"), applyName: "坏 名字", applyIdentifyNumber: "91350100M000100Y40" };
    const expoCheck = checkForm(applicationFormShape(expo, 1), formPaths(expoValues));
    const expoPaths = expoCheck.ok ? [] : expoCheck.issues.map((issue) => issue.path);
    expect(expoPaths).toEqual(expect.arrayContaining(["applyName", "applyIdentifyNumber", "venueBoothNum"]));
  });

  it("names the space as the fault of a name with a space (customer report F13), in zh and en", () => {
    const phone = applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" });
    const values = { ...emptyApplicationForm(phone, "2026-12-01"), planCode: "PHN01", applyName: "Wang Lei", applyIdentifyNumber: "11010519491231002X", applyBirthday: "1949-12-31", applySex: "106002", applyMobile: "13912345678", brand: "华为", model: "Mate", imei: "490154203237518", sales: "旗舰店", salesman: "李雷", agreement: true };
    const zh = checkForm(applicationFormShape(phone, 1), formPaths(values));
    expect(zh.ok ? [] : zh.issues.map((issue) => [issue.path, issue.key])).toEqual([["applyName", "nameSpace"]]);
    expect(zh.ok ? "" : zh.issues[0]?.message).toContain("空格");
    const en = checkForm(applicationFormShape(phone, 1), formPaths(values), {}, "en");
    expect(en.ok ? "" : en.issues[0]?.message).toMatch(/space/i);
    // one fault at a time: the space first, then (spaces gone) the other characters
    const both = checkForm(applicationFormShape(phone, 1), formPaths({ ...values, applyName: "Wang Lei!" }));
    expect(both.ok ? [] : both.issues.map((issue) => issue.key)).toEqual(["nameSpace"]);
    const other = checkForm(applicationFormShape(phone, 1), formPaths({ ...values, applyName: "WangLei!" }));
    expect(other.ok ? [] : other.issues.map((issue) => issue.key)).toEqual(["name"]);
    // the insured's and the enterprise's names alike
    const travelValues = withInsured(filled(), 0, { insuredRelationship: "601002", insuredName: "Li Si" });
    const insured = checkForm(applicationFormShape(travel, 1), formPaths(travelValues));
    expect(insured.ok ? [] : insured.issues.filter((issue) => issue.path === "insureds.0.insuredName").map((issue) => issue.key)).toEqual(["nameSpace"]);
    expect(checkForm(applicationFormShape(phone, 1), formPaths({ ...values, applyName: "WangLei" })).ok).toBe(true);
  });

  it("takes the exhibition company's 联系电话 as a phone (spec §5): a landline with its area code is fine, a fragment is refused", () => {
    const expo = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });
    const phoneField = expo.applicant.find((field) => field.key === "applyMobile");
    expect(phoneField?.maxlength).toBeGreaterThanOrEqual("0755-12345678-801".length);
    const issuesAt = (applyMobile: string) => {
      const result = checkForm(applicationFormShape(expo, 1), formPaths({ ...emptyApplicationForm(expo, "2026-12-01"), applyMobile }));
      return result.ok ? [] : result.issues.filter((issue) => issue.path === "applyMobile").map((issue) => issue.message);
    };
    expect(issuesAt("021-62345678")).toEqual([]);
    expect(issuesAt("0755-1234567-801")).toEqual([]);
    expect(issuesAt("13800138000")).toEqual([]);
    expect(issuesAt("12345")).toEqual(["请输入正确的联系电话"]);
  });

  it("carries the validator of every format and struct rule it names, from domain's tables", () => {
    for (const category of ["travel", "accident", "home", "exhibition", "phone"]) {
      const shape = applicationFormShape(applicationFormConfig({ productCode: "X", category, channel: "" }), 2);
      const named = shape.fields.flatMap((field) => (field.kind === "choice" ? [] : field.rules.flatMap((rule) => (rule.id === "format" ? [rule.format] : []))));
      expect(named.length).toBeGreaterThan(0);
      for (const format of named) expect(shape.formats[format]).toBe(FORM_FORMATS[format]);
      for (const rule of shape.rules) expect(shape.structRules[rule.id]).toBe(STRUCT_RULE_CHECKS[rule.id]);
    }
  });
});

describe("insureds", () => {
  it("resizes every list when the count changes, keeping the typed ones", () => {
    const grown = { ...filled(accident), ...resizeInsuredForm(filled(accident), accident, 3) };
    expect(grown["insuredCount"]).toBe("3");
    // insureds 2…n are never 本人 (customer report F7): the customer chooses their relationship
    expect(insureds(grown).map((insured) => insured["insuredRelationship"])).toEqual(["601005", "", ""]);
    expect(insuredListsOfForm(grown, 3).insuredName).toBe("王小明||");
    expect(insuredListsOfForm(grown, 3).insuredIdentifyType).toBe("01|03|03");
    expect(insuredListsOfForm(grown, 3).insuredBirthday).toBe("1949/12/31||");
    const shrunk = { ...grown, ...resizeInsuredForm(withInsured(grown, 2, { insuredName: "李四" }), accident, 1) };
    expect(insureds(shrunk)).toHaveLength(1);
    expect(insureds(shrunk)[0]?.["insuredName"]).toBe("王小明");
  });

  it("fills birthday and sex from a confirmed type-01 number, for an insured and the applicant", () => {
    const values = withInsured(emptyApplicationForm(travel, "2026-12-01"), 0, { insuredIdentifyNumber: "110105199001011234" });
    expect(confirmedInsuredPatch(withInsured(values, 0, { insuredIdentifyNumber: "11010519491231002X" }), 0)).toEqual({ "insureds.0.insuredBirthday": "1949-12-31", "insureds.0.insuredSex": "2" });
    expect(confirmedInsuredPatch(withInsured(values, 0, { insuredIdentifyType: "06", insuredIdentifyNumber: "E12345678" }), 0)).toEqual({});
    expect(confirmedApplicantPatch({ applyIdentifyType: "01", applyIdentifyNumber: "11010519491231002X" })).toEqual({ applyBirthday: "1949-12-31", applySex: "106002" });
  });

  it("copies the applicant to a self insured", () => {
    const values = withInsured({ ...emptyApplicationForm(travel, "2026-12-01"), applyName: "张三", applyIdentifyNumber: "11010519491231002X", applyBirthday: "1949-12-31", applySex: "106002", applyMobile: "13912345678" }, 0, { insuredRelationship: "601005" });
    expect(selfInsuredPatch(values, 1)).toMatchObject({ "insureds.0.insuredName": "张三", "insureds.0.insuredIdentifyNumber": "11010519491231002X", "insureds.0.insuredSex": "2", "insureds.0.insuredBirthday": "1949-12-31" });
    expect(selfInsuredPatch(withInsured(values, 0, { insuredRelationship: "601002" }), 1)).toEqual({});
  });

  it("builds the proposal with pipe-joined lists", () => {
    const two = withInsured({ ...filled(), ...resizeInsuredForm(filled(), travel, 2) }, 1, { insuredName: "李四", insuredIdentifyNumber: "E12345678", insuredIdentifyType: "06" });
    const fields = proposalFields(travel, two, "2026-12-07");
    expect(fields).toMatchObject({ productCode: "LAY_JN", insuredCount: 2, insuredName: "王小明|李四", insuredIdentifyType: "01|06", applyBirthday: "1949/12/31", endDate: "2026-12-07" });
  });

  it("carries the mall's handler code 55000043 (spec §9) with every proposal", () => {
    expect(HANDLER_CODE).toBe("55000043");
    for (const config of [travel, accident]) expect(proposalFields(config, filled(), "2026-12-07")).toMatchObject({ handlerCode: HANDLER_CODE });
  });
});

describe("the cover the form opens with (issue 20 item 4)", () => {
  const plans = [{ planCode: "LAYJN01" }, { planCode: "LAYJN02" }];

  it("is the plan chosen on the product page and the product's cover period", () => {
    expect(openingCover(travel, plans, { planCode: "LAYJN01", periodDays: 3 })).toEqual({ planCode: "LAYJN01", duration: "3" });
    expect(openingCover(travel, plans, { planCode: "LAYJN02", periodDays: 7 })).toEqual({ planCode: "LAYJN02", duration: "7" });
  });

  it("guesses nothing: an unknown or missing plan and a period the form does not offer are left to the customer", () => {
    expect(openingCover(travel, plans, { planCode: "NOPE", periodDays: 3 })).toEqual({ planCode: "", duration: "3" });
    expect(openingCover(travel, plans, {})).toEqual({ planCode: "", duration: "" });
    expect(openingCover(travel, plans, { planCode: "LAYJN01", periodDays: 4 })).toEqual({ planCode: "LAYJN01", duration: "" });
    expect(openingCover(travel, plans, { planCode: "LAYJN01", periodDays: Number.NaN })).toEqual({ planCode: "LAYJN01", duration: "" });
  });

  it("takes the only choice there is", () => {
    expect(openingCover(accident, [{ planCode: "EAJ01" }], {})).toEqual({ planCode: "EAJ01", duration: "1" });
    expect(openingCover(accident, [], { planCode: "EAJ01" })).toEqual({ planCode: "", duration: "1" });
  });
});

describe("the chosen cover over a restored draft (customer report F1)", () => {
  it("puts the address's plan and its opening duration over a draft of another plan", () => {
    expect(coverOverDraft({ planCode: "LAYJN02", duration: "3" }, { planCode: "LAYJN01", duration: "7" })).toEqual({ planCode: "LAYJN02", duration: "3" });
    // a draft with no plan yet takes the address's too
    expect(coverOverDraft({ planCode: "LAYJN02", duration: "" }, { planCode: "", duration: "7" })).toEqual({ planCode: "LAYJN02", duration: "" });
  });

  it("keeps the draft's duration for the same plan (the customer's own choice), and the draft's plan when the address names none", () => {
    expect(coverOverDraft({ planCode: "LAYJN02", duration: "3" }, { planCode: "LAYJN02", duration: "7" })).toEqual({});
    expect(coverOverDraft({ planCode: "", duration: "3" }, { planCode: "LAYJN01", duration: "7" })).toEqual({});
  });
});

describe("a new insured after the first (issue 20 item 4, spec §3, customer report F7)", () => {
  it("is never 本人 (601005 is the applicant, insured once): no relationship in variant A, spec's 9 in variant B; the product's identity type and no birthday", () => {
    expect(newInsuredDefaults(travel)).toEqual({ insuredRelationship: "", insuredIdentifyType: "01", insuredBirthday: "", businessDetail: "99" });
    expect(newInsuredDefaults({ productCode: "EAJ_XM", insuredVariant: "B" }).insuredRelationship).toBe("9");
    expect(newInsuredDefaults(accident).insuredIdentifyType).toBe("03");
    const other = applicationFormConfig({ productCode: "ZZZ", category: "accident", channel: "" });
    expect(newInsuredDefaults(other).insuredIdentifyType).toBe("01");
  });

  it("is what the form gives insureds 2…n when the count grows", () => {
    const grown = { ...filled(), ...resizeInsuredForm(filled(), travel, 3) };
    for (const index of [1, 2]) expect(insureds(grown)[index]).toMatchObject({ insuredRelationship: "", insuredIdentifyType: "01", insuredBirthday: "", insuredSex: "", insuredMobile: "" });
    // the first insured keeps what was typed
    expect(insureds(grown)[0]?.["insuredBirthday"]).toBe("1949-12-31");
  });
});

describe("an insured who stops being 本人 (customer report F7)", () => {
  it("drops what was the applicant's copy: name, number, birthday, sex and mobile", () => {
    const copy = Object.fromEntries(Object.entries(selfInsuredPatch(filled(), 1)).map(([path, value]) => [path.replace("insureds.0.", ""), value]));
    expect(copy["insuredMobile"]).toBe("13912345678");
    const spouse = withInsured(withInsured(filled(), 0, copy), 0, { insuredRelationship: "601001" });
    expect(selfCopyCleared(spouse, 0)).toEqual({
      "insureds.0.insuredName": "",
      "insureds.0.insuredIdentifyNumber": "",
      "insureds.0.insuredBirthday": "",
      "insureds.0.insuredSex": "",
      "insureds.0.insuredMobile": "",
    });
  });

  it("keeps what the customer typed for the insured, and leaves a self insured alone", () => {
    const typed = withInsured(filled(), 0, { insuredRelationship: "601002", insuredName: "王一", insuredIdentifyNumber: "110105201501010017", insuredBirthday: "2015-01-01", insuredSex: "1", insuredMobile: "13800000000" });
    expect(selfCopyCleared(typed, 0)).toEqual({});
    expect(selfCopyCleared(withInsured(filled(), 0, { insuredRelationship: "601005", insuredMobile: "13912345678" }), 0)).toEqual({});
  });
});

describe("the applicant's pre-filled sex (customer report F7)", () => {
  it("is the account's only when the account knows the person (a birthday or an identity number)", () => {
    expect(knownApplicantSex({ applySex: "106001", applyBirthday: "", applyIdentifyNumber: "" })).toBe("");
    expect(knownApplicantSex({ applySex: "106002", applyBirthday: "1949-12-31", applyIdentifyNumber: "" })).toBe("106002");
    expect(knownApplicantSex({ applySex: "106001", applyBirthday: "", applyIdentifyNumber: "11010519491231002X" })).toBe("106001");
  });
});

describe("one person is insured once", () => {
  it("refuses a second insured with the same identity number, at that insured's number", () => {
    const two = withInsured({ ...filled(), ...resizeInsuredForm(filled(), travel, 2) }, 1, { insuredRelationship: "601002", insuredName: "王小明", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002x", insuredBirthday: "1949-12-31", insuredSex: "2" });
    const result = checkForm(applicationFormShape(travel, 2), formPaths(two));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.filter((issue) => issue.key === "schema.insuredTwice").map((issue) => issue.path)).toEqual(["insureds.1.insuredIdentifyNumber"]);
    const other = checkForm(applicationFormShape(travel, 2), formPaths(withInsured(two, 1, { insuredIdentifyNumber: "110105201501010017", insuredBirthday: "2015-01-01", insuredSex: "1" })));
    if (!other.ok) expect(other.issues.map((issue) => issue.key)).not.toContain("schema.insuredTwice");
  });
});

describe("cover dates", () => {
  it("starts tomorrow in China and ends by the period", () => {
    expect(earliestStartDate(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-23");
    expect(earliestStartDate(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-22");
    expect(coverEnd("2026-01-01", coverPeriodOf("travel"), 7)).toEqual({ endDate: "2026-01-07", days: 7 });
    expect(coverEnd("2024-03-01", coverPeriodOf("accident"), 1)).toEqual({ endDate: "2025-02-28", days: 365 });
    expect(coverEnd("2024-02-29", coverPeriodOf("home"), 1)).toEqual({ endDate: "2025-02-27", days: 365 });
    expect(coverEnd("", coverPeriodOf("travel"), 7)).toBeNull();
  });
});

describe("pay target", () => {
  const origin = "https://mall.example.com";
  it("uses the cashier with mocks, else only https or same-origin URLs", () => {
    expect(payTarget("anything", { origin, mocks: true })).toEqual({ kind: "cashier" });
    const hosts = ["pay.example.com"];
    expect(payTarget("https://pay.example.com/c?o=1", { origin, mocks: false, hosts })).toEqual({ kind: "external", url: "https://pay.example.com/c?o=1" });
    expect(payTarget("/micromall/pay?o=1", { origin, mocks: false, hosts })).toEqual({ kind: "external", url: "https://mall.example.com/micromall/pay?o=1" });
    for (const bad of ["http://pay.example.com/", "javascript:alert(1)", "data:text/html,hi", "", "https://user@evil.example.com/", "//evil.example.com/x"]) {
      expect(payTarget(bad, { origin, mocks: false, hosts }).kind).toBe("refused");
    }
    // issue 23 finding 4: the one gateway-link rule with the payment allow-list
    for (const bad of ["https://evil.example/pay", "https://user:pw@pay.example.com/c", "https://pay.example.com:8443/c", "https://pay.example.com.evil.example/c", `https://pay.example.com/${"a".repeat(5000)}`]) {
      expect(payTarget(bad, { origin, mocks: false, hosts }).kind, bad).toBe("refused");
    }
    expect(payTarget("https://pay.example.com/c?o=1", { origin, mocks: false }).kind).toBe("refused");
  });
});

describe("formText", () => {
  it("reads a key or an insured's field by its path, and gives \"\" for anything else", () => {
    const values: ApplicationFormValues = { applyName: "王小明", agreement: true, insureds: [{ insuredName: "张三" }] };
    expect(formText(values, "applyName")).toBe("王小明");
    expect(formText(values, "insureds.0.insuredName")).toBe("张三");
    expect(formText(values, "insureds.1.insuredName")).toBe("");
    expect(formText(values, "agreement")).toBe("");
    expect(formText(values, "insureds")).toBe("");
    expect(formText(values, "constructor")).toBe("");
  });
});

describe("applicant limits (spec §9)", () => {
  it("the applicant's identity number takes at most 18 characters, person or enterprise", () => {
    const exhibition = applicationFormConfig({ productCode: "ZHB", category: "exhibition", channel: "" });
    for (const config of [accident, travel, exhibition]) {
      const number = config.applicant.find((entry) => entry.key === "applyIdentifyNumber");
      expect(number?.maxlength, config.productCode).toBe(LENGTH_LIMITS.identityNumber.default);
    }
    expect(LENGTH_LIMITS.identityNumber.default).toBe(18);
  });
});

describe("a price per person (customer rehearsal 3: ¥50 became ¥100 with two insureds, unexplained)", () => {
  it("covers of persons are priced per person; a home, a booth, a handset or a car per thing", () => {
    for (const category of ["accident", "travel", "health"]) expect(pricedPerPerson(category)).toBe(true);
    for (const category of ["home", "exhibition", "phone", "car"]) expect(pricedPerPerson(category)).toBe(false);
  });
  it("each insured's share of the sum, when it shares evenly among two or more", () => {
    expect(premiumEach(10000, 2)).toBe(5000);
    expect(premiumEach(15000, 3)).toBe(5000);
    expect(premiumEach(10000, 1)).toBeNull();
    expect(premiumEach(10001, 2)).toBeNull();
    expect(premiumEach(0, 2)).toBeNull();
    expect(premiumEach(10000, 2.5)).toBeNull();
    expect(premiumEach(Number.NaN, 2)).toBeNull();
  });
});
