import { describe, expect, test } from "vitest";
import {
  applicantIdentityConfirmed,
  applicantUpdated,
  basicInfoUpdated,
  defaultApplicantInfo,
  defaultApplicationState,
  insuredCountChanged,
  insuredIdentityConfirmed,
  localInfoUpdated,
} from "./application-state";
import { defaultBasicMsgInfo } from "./basic-info";
import { defaultLocalInfo } from "./local-info";
import { mergeDefined } from "./merge-defined";
import { MAX_PIPED_ENTRIES } from "./piped";
import { idCardNumber } from "./application.arb";

const MALE_1990 = idCardNumber("440305", { year: 1990, month: 5, day: 17 }, 123);

describe("doc examples", () => {
  test("defaults", () => {
    expect(defaultBasicMsgInfo().endHour).toBe(24);
    expect(defaultLocalInfo().invoiceType).toBe("1");
    expect(defaultApplicantInfo().applyEmail).toBe("");
    expect(defaultApplicationState({ variant: "B", productCode: "EAJ" }).insured.insuredIdentifyType).toBe("03");
  });
  test("events", () => {
    expect(insuredCountChanged(defaultApplicationState(), 3).insured.insuredBirthday).toBe("2000/01/01|2000/01/01|2000/01/01");
    expect(localInfoUpdated(defaultApplicationState(), { agreement: true }).localInfo.agreement).toBe(true);
    expect(applicantUpdated(defaultApplicationState(), { applyName: "张三" }).applicant.applyName).toBe("张三");
    expect(mergeDefined({ a: 1, b: 2 }, { a: undefined, b: 3 })).toEqual({ a: 1, b: 3 });
  });
});

describe("defaults (spec §3, §9)", () => {
  test("basic info: hours 0–24, duration 1, one insured, one copy, other fields empty text", () => {
    const basic = defaultBasicMsgInfo();
    expect({ startHour: basic.startHour, endHour: basic.endHour, duration: basic.duration, insuredCount: basic.insuredCount, sumQuantity: basic.sumQuantity }).toEqual(
      { startHour: 0, endHour: 24, duration: 1, insuredCount: 1, sumQuantity: 1 },
    );
    const numeric = new Set(["startHour", "endHour", "duration", "insuredCount", "sumQuantity"]);
    for (const [key, value] of Object.entries(basic)) if (!numeric.has(key)) expect(value, key).toBe("");
    expect(Object.keys(basic)).toHaveLength(23);
  });
  test("local info: invoice type 1, no agreement, fresh objects each call", () => {
    const local = defaultLocalInfo();
    expect(local.agreement).toBe(false);
    expect(local.resultList).toEqual([]);
    expect(defaultLocalInfo().resultList).not.toBe(local.resultList);
  });
  test("a fresh application holds one insured with the product's defaults", () => {
    const state = defaultApplicationState({ variant: "A", productCode: "LAY_JW" });
    expect(state.basicMsgInfo.productCode).toBe("LAY_JW");
    expect(state.insured.insuredRelationship).toBe("601005");
    expect(state.insured.insuredIdentifyType).toBe("03");
  });
});

describe("insuredCountChanged", () => {
  test("resizes every list and the count; uses the state's variant and product", () => {
    const state = insuredCountChanged(defaultApplicationState({ variant: "B", productCode: "EAJ_XM" }), 3);
    expect(state.basicMsgInfo.insuredCount).toBe(3);
    expect(state.insured.insuredRelationship).toBe("0|9|9");
    expect(state.insured.insuredIdentifyType).toBe("03|03|03");
    expect(state.insured.businessDetail).toBe("99|99|99");
  });
  test("at least one insured, floored, clamped; non-finite leaves the state as is", () => {
    const start = defaultApplicationState();
    expect(insuredCountChanged(start, 0).basicMsgInfo.insuredCount).toBe(1);
    expect(insuredCountChanged(start, 2.8).basicMsgInfo.insuredCount).toBe(2);
    expect(insuredCountChanged(start, 1e9).basicMsgInfo.insuredCount).toBe(MAX_PIPED_ENTRIES);
    expect(insuredCountChanged(start, Number.NaN)).toBe(start);
  });
});

describe("identity events", () => {
  test("insuredIdentityConfirmed uses the state's variant codes", () => {
    const state = insuredIdentityConfirmed(defaultApplicationState({ variant: "B" }), 0, { type: "01", number: MALE_1990 });
    expect(state.insured.insuredSex).toBe("106001");
    expect(state.insured.insuredBirthday).toBe("1990/05/17");
  });
  test("applicantIdentityConfirmed fills the applicant and the self insured", () => {
    const two = insuredCountChanged(defaultApplicationState({ variant: "B" }), 2);
    const state = applicantIdentityConfirmed(two, { type: "01", number: MALE_1990 });
    expect(state.applicant.applySex).toBe("106001");
    expect(state.insured.insuredIdentifyNumber).toBe(`${MALE_1990}|`);
  });
});

describe("updates ignore undefined (spec §4)", () => {
  test("undefined is skipped; null, empty and false are applied; the target is not mutated", () => {
    const target = { a: "x", b: "y" as string | null, c: true };
    const merged = mergeDefined(target, { a: undefined, b: null, c: false });
    expect(merged).toEqual({ a: "x", b: null, c: false });
    expect(target).toEqual({ a: "x", b: "y", c: true });
  });
  test("a __proto__ key from parsed JSON cannot change the prototype", () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": "z"}') as { a?: string };
    const merged = mergeDefined({ a: "x" }, patch);
    expect(merged).toEqual({ a: "z" });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  test("events merge through mergeDefined", () => {
    const state = basicInfoUpdated(defaultApplicationState(), { cityCode: "440300", cityName: undefined, duration: 3 });
    expect(state.basicMsgInfo).toMatchObject({ cityCode: "440300", cityName: "", duration: 3 });
  });
});
