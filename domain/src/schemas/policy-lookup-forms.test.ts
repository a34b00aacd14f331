import { describe, expect, it } from "vitest";
import { checkForm } from "../application/form-check";
import { POLICY_LINE_LOOKUP_FORM_SHAPE } from "../application/form-shapes/policy-line-lookup.generated";
import { POLICY_NUMBER_FORM_SHAPE } from "../application/form-shapes/policy-number.generated";
import { POLICY_SEARCH_FORM_SHAPE } from "../application/form-shapes/policy-search.generated";
import { POLICY_VEHICLE_LOOKUP_FORM_SHAPE as VEHICLE_LOOKUP_FORM_SHAPE } from "../application/form-shapes/policy-vehicle-lookup.generated";
import { APPLICANT_IDENTITY_TYPES, IDENTITY_TYPES, VEHICLE_LOOKUP_IDENTITY_TYPES } from "../identity/identity-types";
import { POLICY_LINE_IDENTITY_TYPES, POLICY_SEARCH_IDENTITY_TYPES, POLICY_VEHICLE_IDENTITY_TYPES } from "../policies/policy-lookup";

const ID = "11010519491231002X";
const CREDIT_CODE = "91350100M000100Y43";
const paths = (result: { ok: boolean; issues?: readonly { path: string; key: string }[] }) => (result.ok ? [] : (result.issues ?? []).map((issue) => [issue.path, issue.key]));

describe("the policy lookups' identity lists", () => {
  it("offer known codes only: the holder lookup the applicant's list, the lines persons only, the vehicle its three", () => {
    const known = new Set(IDENTITY_TYPES.map((type) => type.code));
    for (const list of [POLICY_SEARCH_IDENTITY_TYPES, POLICY_LINE_IDENTITY_TYPES, POLICY_VEHICLE_IDENTITY_TYPES]) {
      expect(list.length).toBeGreaterThan(0);
      for (const code of list) expect(known.has(code)).toBe(true);
      expect(list[0]).toBe("01");
    }
    expect(POLICY_SEARCH_IDENTITY_TYPES).toEqual(APPLICANT_IDENTITY_TYPES);
    expect(POLICY_VEHICLE_IDENTITY_TYPES).toEqual(VEHICLE_LOOKUP_IDENTITY_TYPES);
    for (const enterprise of ["11", "13", "03", "08"]) expect(POLICY_LINE_IDENTITY_TYPES).not.toContain(enterprise);
  });
});

describe("PolicySearchFormSchema (/policySearch)", () => {
  const values = { holderName: "张三", identifyType: "01", identifyNumber: ID, code: "86753" };
  it("accepts a person or a company (name up to 99 for a company, 30 for a person)", () => {
    expect(checkForm(POLICY_SEARCH_FORM_SHAPE, values).ok).toBe(true);
    expect(checkForm(POLICY_SEARCH_FORM_SHAPE, { ...values, identifyType: "13", identifyNumber: CREDIT_CODE, holderName: "某".repeat(99) }).ok).toBe(true);
    expect(paths(checkForm(POLICY_SEARCH_FORM_SHAPE, { ...values, holderName: "张".repeat(31) }))).toEqual([["holderName", "tooLong"]]);
  });
  it("gives every problem at once: the number by its type, the code", () => {
    const issues = paths(checkForm(POLICY_SEARCH_FORM_SHAPE, { holderName: "", identifyType: "01", identifyNumber: "110105194912310021", code: "" }));
    for (const issue of [["holderName", "required"], ["code", "required"], ["identifyNumber", "identity.reason.checksum"]]) expect(issues).toContainEqual(issue);
  });
});

describe("PolicyLineLookupFormSchema (/policyGas, /policyInternet, /policyOther)", () => {
  const values = { username: "张三", identifytype: "01", identifynumber: ID, birthday: "1949-12-31", sex: "1", mobliephone: "13800138000" };
  it("takes the §3 policy list fields, a personal name up to 30, sex 0/1, a mobile", () => {
    expect(checkForm(POLICY_LINE_LOOKUP_FORM_SHAPE, values).ok).toBe(true);
    expect(paths(checkForm(POLICY_LINE_LOOKUP_FORM_SHAPE, { ...values, username: "张".repeat(31), mobliephone: "12800138000", birthday: "" })).map(([path]) => path)).toEqual([
      "username",
      "birthday",
      "mobliephone",
    ]);
    expect(checkForm(POLICY_LINE_LOOKUP_FORM_SHAPE, { ...values, sex: "2" }).ok).toBe(false);
    expect(paths(checkForm(POLICY_LINE_LOOKUP_FORM_SHAPE, { ...values, identifynumber: "110105194912310021" }))).toEqual([["identifynumber", "identity.reason.checksum"]]);
  });
});

describe("PolicyVehicleLookupFormSchema (/policyVehicle)", () => {
  it("takes a plate, a name and an identity of 01/11/13", () => {
    const values = { licenseNo: "粤BD12345", insuredName: "张三", identifyType: "01", identifyNumber: ID };
    expect(checkForm(VEHICLE_LOOKUP_FORM_SHAPE, values).ok).toBe(true);
    expect(paths(checkForm(VEHICLE_LOOKUP_FORM_SHAPE, { ...values, licenseNo: "粤BI2345" }))).toEqual([["licenseNo", "licensePlate"]]);
    expect(checkForm(VEHICLE_LOOKUP_FORM_SHAPE, { ...values, identifyType: "06" }).ok).toBe(false);
  });
});

describe("PolicyNumberFormSchema (/newPolicyEnquiry)", () => {
  it("takes 1–22 letters or digits (spec §5)", () => {
    expect(checkForm(POLICY_NUMBER_FORM_SHAPE, { policyNo: "PDAA202444030000012345" }).ok).toBe(true);
    expect(paths(checkForm(POLICY_NUMBER_FORM_SHAPE, { policyNo: "PDAA-1" }))).toEqual([["policyNo", "policyNumber"]]);
    expect(paths(checkForm(POLICY_NUMBER_FORM_SHAPE, { policyNo: "P".repeat(23) }))).toContainEqual(["policyNo", "tooLong"]);
    expect(paths(checkForm(POLICY_NUMBER_FORM_SHAPE, { policyNo: "" }))).toEqual([["policyNo", "required"]]);
  });
});
