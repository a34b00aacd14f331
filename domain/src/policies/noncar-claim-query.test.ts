import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIdCard } from "../identity/id-card";
import { validIdCardArb } from "../identity/id-card.arb";
import { mobileArb } from "../formats/formats.arb";
import { messageFor } from "../messages/index";
import { idCardReasonKey } from "../messages/identity";
import {
  CLAIM_QUERY_IDENTITY_TYPE_CODES,
  EMPTY_NO_CAR_CLAIM_QUERY,
  checkNoCarClaimQuery,
  claimQueryIdentityTypeOptions,
  noCarClaimCodeCheckPayload,
  noCarClaimQueryPayload,
  type NoCarClaimQuery,
} from "./noncar-claim-query";

const VALID: NoCarClaimQuery = { name: "谢刚娟", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "420106196708081889", mobile: "13800000000", code: "123456" };

/** The issues of a check as [path, key] pairs, the first of each field (the one its field shows). */
function issuesOf(values: unknown, locale?: "zh-CN" | "en"): [string, string][] {
  const checked = checkNoCarClaimQuery(values, locale);
  if (checked.ok) return [];
  const seen = new Set<string>();
  return checked.issues.flatMap((issue) => (seen.has(issue.path) ? [] : (seen.add(issue.path), [[issue.path, issue.key] as [string, string]])));
}

describe("the claim query's identity types (spec §3)", () => {
  it("are the 1200xx codes in the spec's order, named in both languages", () => {
    expect(CLAIM_QUERY_IDENTITY_TYPE_CODES).toEqual(["120001", "120002", "120004", "120005", "120007"]);
    expect(claimQueryIdentityTypeOptions("zh-CN")).toEqual([
      { value: "120001", label: "身份证" },
      { value: "120002", label: "军官证" },
      { value: "120004", label: "台胞证" },
      { value: "120005", label: "护照" },
      { value: "120007", label: "港澳回乡证" },
    ]);
    expect(claimQueryIdentityTypeOptions("en").map((option) => option.label)).toEqual([
      "Resident identity card",
      "Officer's card",
      "Taiwan compatriot permit",
      "Passport",
      "Hong Kong/Macao home return permit",
    ]);
  });

  it("start the form on the ID card with every field empty", () => {
    expect(EMPTY_NO_CAR_CLAIM_QUERY).toEqual({ name: "", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "", mobile: "", code: "" });
  });
});

describe("checkNoCarClaimQuery", () => {
  it("accepts the criteria of a real person", () => {
    expect(checkNoCarClaimQuery(VALID)).toEqual({ ok: true, value: VALID });
  });

  it("says what is missing, field by field", () => {
    expect(issuesOf(EMPTY_NO_CAR_CLAIM_QUERY)).toEqual([
      ["name", "required"],
      ["fcQueryIdentifyNumber", "required"],
      ["mobile", "required"],
      ["code", "required"],
    ]);
  });

  it("checks an ID card number by parseIdCard's reason", () => {
    const checked = checkNoCarClaimQuery({ ...VALID, fcQueryIdentifyNumber: "420106196708081880" });
    expect(checked).toEqual({ ok: false, issues: [{ path: "fcQueryIdentifyNumber", key: "identity.reason.checksum", message: "身份证号码校验位不正确，请核对号码" }] });
    expect(issuesOf({ ...VALID, fcQueryIdentifyNumber: "4201061967" })).toEqual([["fcQueryIdentifyNumber", "identity.reason.length"]]);
    expect(issuesOf({ ...VALID, fcQueryIdentifyNumber: "990106196708081889" })).toEqual([["fcQueryIdentifyNumber", "identity.reason.region"]]);
  });

  it("checks the other documents by their type (spec §5)", () => {
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "120007", fcQueryIdentifyNumber: "H12345678" })).toEqual([]);
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "120007", fcQueryIdentifyNumber: "420106196708081889" })).toEqual([["fcQueryIdentifyNumber", "identity.number.invalid"]]);
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "120005", fcQueryIdentifyNumber: "E12345678" })).toEqual([]);
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "120004", fcQueryIdentifyNumber: "12345678" })).toEqual([]);
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "120002", fcQueryIdentifyNumber: "军字1234" })).toEqual([["fcQueryIdentifyNumber", "identity.number.invalid"]]);
  });

  it("refuses an identity type outside the claim query's table", () => {
    expect(issuesOf({ ...VALID, fcQueryIdentifyType: "01" }).map(([path]) => path)).toContain("fcQueryIdentifyType");
  });

  it("holds the name to 10 characters (spec §5) and the SMS code to 6 digits (spec §9)", () => {
    expect(issuesOf({ ...VALID, name: "张".repeat(11) })).toEqual([["name", "tooLong"]]);
    expect(issuesOf({ ...VALID, name: "张".repeat(10) })).toEqual([]);
    expect(issuesOf({ ...VALID, code: "12345" })).toEqual([["code", "smsCode"]]);
    expect(issuesOf({ ...VALID, code: "1234567" })).toEqual([["code", "smsCode"]]);
    expect(issuesOf({ ...VALID, mobile: "12800000000" })).toEqual([["mobile", "mobile"]]);
  });

  it("speaks English when asked", () => {
    const checked = checkNoCarClaimQuery({ ...VALID, fcQueryIdentifyNumber: "420106196708081880" }, "en");
    expect(checked.ok ? "" : checked.issues[0]?.message).toBe(messageFor("identity.reason.checksum", "en"));
  });

  it("is total: anything that is not a form is an invalid form, never a throw", () => {
    for (const value of [undefined, null, 1, "x", [], {}, { name: 1 }]) expect(checkNoCarClaimQuery(value).ok).toBe(false);
  });

  it("property: a generated valid ID card with a generated mobile passes; one digit changed fails at the number with parseIdCard's reason", () => {
    fc.assert(
      fc.property(validIdCardArb, mobileArb, fc.nat(16), fc.integer({ min: 1, max: 9 }), (number, mobile, at, delta) => {
        const valid = { ...VALID, fcQueryIdentifyNumber: number, mobile };
        expect(checkNoCarClaimQuery(valid).ok).toBe(true);
        const digit = (Number(number[at]) + delta) % 10;
        const changed = `${number.slice(0, at)}${digit}${number.slice(at + 1)}`;
        const parsed = parseIdCard(changed);
        const issues = issuesOf({ ...valid, fcQueryIdentifyNumber: changed });
        if (parsed.ok) expect(issues).toEqual([["fcQueryIdentifyNumber", "identity.number.invalid"]]);
        else expect(issues).toEqual([["fcQueryIdentifyNumber", idCardReasonKey(parsed.reason)]]);
      }),
    );
  });

  it("property: never throws on hostile field values, and every issue names a field of the form", () => {
    const keys = Object.keys(EMPTY_NO_CAR_CLAIM_QUERY);
    const hostile = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), fc.constantFrom<unknown>(null, undefined, 0, [], {}));
    fc.assert(
      fc.property(fc.record({ name: hostile, fcQueryIdentifyType: hostile, fcQueryIdentifyNumber: hostile, mobile: hostile, code: hostile }), (values) => {
        const checked = checkNoCarClaimQuery(values);
        if (!checked.ok) for (const issue of checked.issues) expect(keys).toContain(issue.path);
      }),
    );
  });
});

describe("the request payloads", () => {
  it("asks queryNoCarClaimList with the criteria and the account, never the mobile or the code", () => {
    expect(noCarClaimQueryPayload(VALID, "M0001")).toEqual({ name: "谢刚娟", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "420106196708081889", mallId: "M0001" });
  });

  it("asks a guest's query without an account", () => {
    expect(noCarClaimQueryPayload(VALID, "")).toEqual({ name: "谢刚娟", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "420106196708081889" });
  });

  it("checks the code with checkNocarVCode's fields", () => {
    expect(noCarClaimCodeCheckPayload(VALID)).toEqual({ mobile: "13800000000", verifyCode: "123456" });
  });
});
