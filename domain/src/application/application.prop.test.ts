import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { confirmIdentity, insuredCountOf } from "./confirm-identity";
import { emptyInsuredLists, INSURED_LIST_FIELDS, resizeInsuredLists, type InsuredLists } from "./insured-lists";
import { defaultApplicationState, insuredCountChanged } from "./application-state";
import { applyChannelRules, fieldError, needsBlacklistCheck } from "./field-config";
import { mergeDefined } from "./merge-defined";
import { idCardArb } from "./application.arb";

const anyString = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }));
const variantArb = fc.constantFrom("A" as const, "B" as const);
const productArb = fc.oneof(fc.constantFrom("EAJ", "LAY_JW", "EAJ_HQ", "EAJ_XM", "ZAA"), anyString);
const listsArb = fc.record(
  Object.fromEntries(INSURED_LIST_FIELDS.map((f) => [f, anyString])) as Record<keyof InsuredLists, fc.Arbitrary<string>>,
);

describe("application properties", () => {
  test("after a resize every insured list has exactly count entries", () => {
    fc.assert(
      fc.property(listsArb, fc.integer({ min: 2, max: 20 }), variantArb, productArb, (lists, count, variant, productCode) => {
        const out = resizeInsuredLists(lists, count, { variant, productCode });
        for (const field of INSURED_LIST_FIELDS) expect(out[field].split("|"), field).toHaveLength(count);
        expect(insuredCountOf(out)).toBe(count);
      }),
    );
  });
  test("insuredCountChanged then confirmIdentity on any insured: birthday and sex come from the number", () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: 1, max: 8 }), fc.nat(), idCardArb, (variant, count, at, id) => {
        const state = insuredCountChanged(defaultApplicationState({ variant }), count);
        const index = at % count;
        const lists = confirmIdentity(state.insured, index, { type: "01", number: id.number, variant });
        const codes = variant === "A" ? { male: "1", female: "2" } : { male: "106001", female: "106002" };
        expect(lists.insuredBirthday.split("|")[index]).toBe(id.birthday);
        expect(lists.insuredSex.split("|")[index]).toBe(codes[id.sex]);
        expect(lists.insuredIdentifyNumber.split("|")[index]).toBe(id.number);
        for (const field of INSURED_LIST_FIELDS) expect(lists[field].split("|"), field).toHaveLength(count);
      }),
    );
  });
  test("every application function is total on arbitrary strings", () => {
    fc.assert(
      fc.property(listsArb, anyString, anyString, fc.double(), variantArb, (lists, a, b, n, variant) => {
        expect(() => resizeInsuredLists(lists, n, { variant, productCode: a })).not.toThrow();
        expect(() => confirmIdentity(lists, n, { type: a, number: b, variant })).not.toThrow();
        expect(() => confirmIdentity(lists, 0, { type: "01", number: b, variant })).not.toThrow();
        expect(() => insuredCountChanged(defaultApplicationState({ variant, productCode: a }), n)).not.toThrow();
        const f = { key: a, state: true, readonly: false, regularType: b, typeNum: n, disabled: false, disableNum: n, formType: "text" as const, keyType: a, label: a, placeholder: b, maxlength: n };
        expect(() => applyChannelRules([f], a)).not.toThrow();
        expect(typeof needsBlacklistCheck({ key: a, prptBlack: { typeNum: n } })).toBe("boolean");
        expect(() => fieldError(f, a)).not.toThrow();
        expect(mergeDefined(emptyInsuredLists(), { insuredName: a }).insuredName).toBe(a);
      }),
    );
  });
});
