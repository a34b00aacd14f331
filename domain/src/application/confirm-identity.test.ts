import { describe, expect, test } from "vitest";
import { confirmApplicantIdentity, confirmIdentity, insuredAt, insuredCountOf } from "./confirm-identity";
import { defaultApplicantInfo } from "./application-state";
import { emptyInsuredLists, resizeInsuredLists } from "./insured-lists";
import { idCardNumber } from "./application.arb";

const FEMALE_1949 = "11010519491231002X";
const MALE_1990 = idCardNumber("440305", { year: 1990, month: 5, day: 17 }, 123);

const listsB = (n: number) => resizeInsuredLists(emptyInsuredLists(), n, { variant: "B", productCode: "ZAA" });
const listsA = (n: number) => resizeInsuredLists(emptyInsuredLists(), n, { variant: "A", productCode: "ZAA" });

describe("doc examples", () => {
  test("confirmIdentity fills birthday and sex in the variant's codes", () => {
    const lists = confirmIdentity(listsB(1), 0, { type: "01", number: FEMALE_1949, variant: "B" });
    expect(lists.insuredSex).toBe("106002");
    expect(lists.insuredBirthday).toBe("1949/12/31");
    expect(insuredCountOf({ ...emptyInsuredLists(), insuredName: "a|b" })).toBe(2);
  });
  test("confirmApplicantIdentity sets applySex", () => {
    const { applicant } = confirmApplicantIdentity(defaultApplicantInfo(), listsB(1), { type: "01", number: FEMALE_1949 });
    expect(applicant.applySex).toBe("106002");
  });
});

describe("confirmIdentity (spec §3)", () => {
  test("variant A codes; only the confirmed insured changes", () => {
    const lists = confirmIdentity(listsA(3), 1, { type: "01", number: MALE_1990, variant: "A" });
    expect(lists.insuredSex).toBe("|1|");
    expect(lists.insuredBirthday).toBe("2000/01/01|1990/05/17|2000/01/01");
    expect(lists.insuredIdentifyNumber).toBe(`|${MALE_1990}|`);
    expect(lists.insuredIdentifyType).toBe("01|01|01");
  });
  test("variant defaults to A when not given", () => {
    expect(confirmIdentity(listsA(1), 0, { type: "01", number: FEMALE_1949 }).insuredSex).toBe("2");
  });
  test("a number that does not parse is stored but derives nothing", () => {
    const bad = FEMALE_1949.replace("X", "1");
    const lists = confirmIdentity(listsB(1), 0, { type: "01", number: bad, variant: "B" });
    expect(lists.insuredIdentifyNumber).toBe(bad);
    expect(lists.insuredBirthday).toBe("2000/01/01");
    expect(lists.insuredSex).toBe("");
  });
  test("other identity types derive nothing", () => {
    const lists = confirmIdentity(listsB(1), 0, { type: "06", number: "E12345678", variant: "B" });
    expect(insuredAt(lists, 0)).toMatchObject({ insuredIdentifyType: "06", insuredIdentifyNumber: "E12345678", insuredSex: "" });
  });
  test("a birth date after `now` derives nothing", () => {
    const lists = confirmIdentity(listsB(1), 0, { type: "01", number: MALE_1990, variant: "B", now: new Date("1980-01-01T00:00:00Z") });
    expect(lists.insuredSex).toBe("");
  });
  test("indexes that are not insureds change nothing, and the input is never mutated", () => {
    const before = listsB(2);
    const snapshot = { ...before };
    for (const index of [-1, 2, 0.5, Number.NaN]) {
      expect(confirmIdentity(before, index, { type: "01", number: MALE_1990, variant: "B" })).toEqual(before);
    }
    confirmIdentity(before, 0, { type: "01", number: MALE_1990, variant: "B" });
    expect(before).toEqual(snapshot);
  });
  test("a pipe in the number cannot shift the other insureds", () => {
    const lists = confirmIdentity(listsB(2), 0, { type: "99", number: "12|34", variant: "B" });
    expect(lists.insuredIdentifyNumber).toBe("1234|");
  });
});

describe("confirmApplicantIdentity: self insureds receive the applicant's identity", () => {
  test("variant B: the self insured (0) gets number, type, birthday and sex; others do not", () => {
    const { applicant, lists } = confirmApplicantIdentity(defaultApplicantInfo(), listsB(2), {
      type: "01",
      number: MALE_1990,
      variant: "B",
    });
    expect(applicant).toMatchObject({
      applyIdentifyType: "01",
      applyIdentifyNumber: MALE_1990,
      applyBirthday: "1990/05/17",
      applySex: "106001",
    });
    expect(lists.insuredIdentifyNumber).toBe(`${MALE_1990}|`);
    expect(lists.insuredSex).toBe("106001|");
    expect(lists.insuredBirthday).toBe("1990/05/17|2000/01/01");
  });
  test("not self: the insured is untouched", () => {
    const notSelf = { ...listsB(1), insuredRelationship: "9" };
    const { lists } = confirmApplicantIdentity(defaultApplicantInfo(), notSelf, { type: "01", number: MALE_1990, variant: "B" });
    expect(lists).toEqual(notSelf);
  });
  test("variant A self is 601005; applicant sex codes stay 106001/106002", () => {
    const { applicant, lists } = confirmApplicantIdentity(defaultApplicantInfo(), listsA(1), { type: "01", number: FEMALE_1949, variant: "A" });
    expect(applicant.applySex).toBe("106002");
    expect(lists.insuredSex).toBe("2");
    expect(lists.insuredIdentifyNumber).toBe(FEMALE_1949);
  });
  test("an unparsable number keeps the applicant's birthday and sex", () => {
    const start = { ...defaultApplicantInfo(), applyBirthday: "1980/01/01", applySex: "106001" };
    const { applicant } = confirmApplicantIdentity(start, listsB(1), { type: "01", number: "123", variant: "B" });
    expect(applicant).toMatchObject({ applyIdentifyNumber: "123", applyBirthday: "1980/01/01", applySex: "106001" });
  });
});
