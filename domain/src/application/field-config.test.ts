import { describe, expect, test } from "vitest";
import { applyChannelRules, fieldError, needsBlacklistCheck, YB_READONLY_KEYS, type FieldConfig } from "./field-config";
import { FORMAT_MESSAGES } from "../messages/formats";

const field = (key: string, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  key,
  state: true,
  readonly: false,
  regularType: "",
  typeNum: 0,
  disabled: false,
  disableNum: 0,
  formType: "text",
  keyType: "",
  label: key,
  placeholder: "",
  maxlength: 30,
  ...extra,
});
const nameField = field("insuredName", { regularType: "isnewName", maxlength: 10 });
const numberField = field("insuredIdentifyNumber", { regularType: "isIdCard", maxlength: 18 });

describe("doc examples", () => {
  test("channel rules, blacklist, field errors", () => {
    expect(applyChannelRules([nameField], "yb")[0]?.readonly).toBe(true);
    expect(applyChannelRules([nameField], "wx")[0]?.readonly).toBe(nameField.readonly);
    expect(needsBlacklistCheck({ ...numberField, prptBlack: { typeNum: 1 } })).toBe(true);
    expect(fieldError({ regularType: "isMobile", maxlength: 11 }, "1380013800")).toBe("mobile");
    expect(fieldError({ regularType: "isMobile", maxlength: 11 }, "138001380001")).toBe("tooLong");
  });
});

describe("applyChannelRules (spec §3)", () => {
  const fields = [
    field("insuredRelationship", { formType: "select" }),
    nameField,
    field("insuredIdentifyType", { formType: "choosetype" }),
    numberField,
    field("insuredMobile", { regularType: "isMobile" }),
    field("insuredBirthday", { formType: "date" }),
  ];
  test("channel yb locks relationship, name, identity type and number only", () => {
    const out = applyChannelRules(fields, "yb");
    expect(out.filter((f) => f.readonly).map((f) => f.key)).toEqual([
      "insuredRelationship",
      "insuredName",
      "insuredIdentifyType",
      "insuredIdentifyNumber",
    ]);
    expect(YB_READONLY_KEYS).toContain("applyIdentifyNumber");
  });
  test("other channels (and a differently cased yb) change nothing; inputs are never mutated", () => {
    expect(applyChannelRules(fields, "YB")).toEqual(fields);
    expect(applyChannelRules(fields, "")).toEqual(fields);
    applyChannelRules(fields, "yb");
    expect(fields.every((f) => !f.readonly)).toBe(true);
  });
  test("an already read-only field stays read-only", () => {
    const locked = field("insuredMobile", { readonly: true });
    expect(applyChannelRules([locked], "yb")[0]?.readonly).toBe(true);
  });
});

describe("needsBlacklistCheck", () => {
  test("only identity-number fields with prptBlack", () => {
    expect(needsBlacklistCheck(numberField)).toBe(false);
    expect(needsBlacklistCheck({ ...nameField, prptBlack: { typeNum: 1 } })).toBe(false);
    for (const key of ["applyIdentifyNumber", "identifyNo", "identifynumber", "fcQueryIdentifyNumber", "carIdentifyNumber"]) {
      expect(needsBlacklistCheck({ key, prptBlack: { typeNum: 2 } }), key).toBe(true);
    }
  });
});

describe("fieldError", () => {
  test("validator kinds, message keys that exist, empty values and unknown kinds", () => {
    expect(fieldError(nameField, "Li-Si")).toBe("insuredName");
    expect(fieldError(nameField, "李四")).toBeNull();
    expect(fieldError(nameField, "")).toBeNull();
    expect(fieldError(numberField, "11010519491231002X")).toBeNull();
    expect(fieldError(numberField, "110105194912310021")).toBe("idCard");
    expect(fieldError({ regularType: "isWhatever", maxlength: 5 }, "abc")).toBeNull();
    expect(fieldError({ regularType: "constructor", maxlength: 5 }, "abc")).toBeNull();
    const key = fieldError({ regularType: "isEmail", maxlength: 60 }, "nope");
    expect(key).toBe("email");
    expect(FORMAT_MESSAGES["zh-CN"][key ?? "required"]).toBeTruthy();
  });
});

describe("fieldError: a space in a name is named as the fault (customer report F13)", () => {
  test.each([
    ["isName", "Wang Lei"],
    ["isnewName", "Li Si"],
    ["isEnterpriseFpName", "某某 公司"],
    ["isName", "王\u3000磊"],
  ])("%s rejects %j with nameSpace", (regularType, value) => {
    expect(fieldError({ regularType, maxlength: 30 }, value)).toBe("nameSpace");
  });
  test("a name without a space keeps its own message; the text mentions the space in both languages", () => {
    expect(fieldError({ regularType: "isName", maxlength: 30 }, "Wang!Lei")).toBe("name");
    expect(fieldError({ regularType: "isName", maxlength: 30 }, "WangLei")).toBeNull();
    expect(FORMAT_MESSAGES["zh-CN"].nameSpace).toContain("空格");
    // beside its identity type a person's name follows the type (customer report 2 G2)
    expect(fieldError({ regularType: "isName", maxlength: 30 }, "Li Lei", "06")).toBeNull();
    expect(fieldError({ regularType: "isnewName", maxlength: 10 }, "Li  Lei", "06")).toBe("nameSpacing");
    expect(fieldError({ regularType: "isnewName", maxlength: 10 }, "Li Lei", "01")).toBe("nameSpace");
    expect(FORMAT_MESSAGES.en.nameSpace).toMatch(/space/i);
  });
});
