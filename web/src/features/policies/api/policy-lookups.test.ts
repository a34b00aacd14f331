/**
 * The lookups' table as data: every configuration names a real catalogue call, a domain form shape whose fields
 * are exactly the configured fields, a domain identity list of known codes, an empty form the shape refuses (so a
 * lookup never calls with nothing), and routes that exist in the route table.
 */
import { describe, expect, it } from "vitest";
import { GATEWAY_CATALOGUE, IDENTITY_TYPES, POLICY_LINE_IDENTITY_TYPES, POLICY_SEARCH_IDENTITY_TYPES, POLICY_VEHICLE_IDENTITY_TYPES, checkForm, isGatewayCallName } from "@micromall/domain";
import { ROUTES } from "../../../app/routes";
import { POLICY_LINES, POLICY_SEARCH, lineOfPath, policyDetailPath, type PolicyLookup } from "./policy-lookups";

const PATHS = new Set(ROUTES.map((route) => route.path));
const CODES = new Set(IDENTITY_TYPES.map((type) => type.code));
const LOOKUPS: readonly PolicyLookup[] = [POLICY_SEARCH, ...POLICY_LINES];

describe.each(LOOKUPS.map((lookup) => [lookup.lookup.id, lookup] as const))("%s", (_id, { lookup, lookupPath, columns }) => {
  it("names a real catalogue call and routes of the table", () => {
    expect(isGatewayCallName(lookup.call)).toBe(true);
    expect(GATEWAY_CATALOGUE[lookup.call].path).toMatch(/[Pp]olicy/);
    for (const path of [lookupPath, lookup.resultPath, lookup.notFoundPath ?? lookupPath]) expect(PATHS.has(path)).toBe(true);
    expect(columns.length).toBeGreaterThan(0);
  });

  it("shows exactly the fields its domain form shape checks, and starts from an empty form the shape refuses", () => {
    expect(lookup.fields.map((field) => field.name).sort()).toEqual(lookup.form.fields.map((field) => field.key).sort());
    expect(Object.keys(lookup.empty).sort()).toEqual(lookup.fields.map((field) => field.name).sort());
    expect(checkForm(lookup.form, lookup.empty).ok).toBe(false);
  });

  it("offers a domain identity list of known codes, with the first selected", () => {
    expect(lookup.identityTypes.length).toBeGreaterThan(0);
    for (const code of lookup.identityTypes) expect(CODES.has(code)).toBe(true);
    const typeField = lookup.fields.find((field) => field.kind === "identityType");
    expect(typeField === undefined ? undefined : lookup.empty[typeField.name]).toBe(lookup.identityTypes[0]);
  });

  it("sends only what was typed, by the call's field names", () => {
    const values = Object.fromEntries(lookup.fields.map((field) => [field.name, `v-${field.name}`]));
    const payload = lookup.toPayload(values);
    expect(Object.values(payload).sort()).toEqual(Object.values(values).sort());
  });
});

describe("the lines' table", () => {
  it("has the four lines once each, with their domain identity lists and calls", () => {
    expect(POLICY_LINES.map((line) => line.line)).toEqual(["car", "gas", "internet", "other"]);
    expect(POLICY_SEARCH.lookup.identityTypes).toBe(POLICY_SEARCH_IDENTITY_TYPES);
    expect(POLICY_LINES[0]?.lookup.identityTypes).toBe(POLICY_VEHICLE_IDENTITY_TYPES);
    for (const line of POLICY_LINES.slice(1)) expect(line.lookup.identityTypes).toBe(POLICY_LINE_IDENTITY_TYPES);
    expect(POLICY_LINES.map((line) => line.lookup.call)).toEqual(["queryCarPolicyList", "queryGasPolicyList", "queryInternetPolicyList", "queryOtherPolicyList"]);
  });

  it("gives every line but the vehicle a detail route and a detail call of its own line", () => {
    expect(POLICY_LINES[0]?.detail).toBeNull();
    expect(POLICY_LINES[0]?.lookup.resultPath).toBe("/policyVehicle");
    for (const line of POLICY_LINES.slice(1)) {
      if (line.detail === null) throw new Error(`${line.line} has a detail`);
      expect(PATHS.has(line.detail.path)).toBe(true);
      expect(isGatewayCallName(line.detail.call)).toBe(true);
      expect(line.detail.call.replace("Detail", "List")).toBe(line.lookup.call);
      expect(line.sections.length).toBeGreaterThan(0);
    }
  });

  it("finds a line by any of its routes, and a policy's detail by its line", () => {
    expect(lineOfPath("/policyInterList")?.line).toBe("internet");
    expect(lineOfPath("/policyOtherMessage")?.line).toBe("other");
    expect(lineOfPath("/policyVehicle")?.line).toBe("car");
    expect(lineOfPath("/policySearch")).toBeUndefined();
    expect(policyDetailPath({ kind: "gas", policyNo: "P 1" })).toBe("/policyGasMessage?policyNo=P%201");
    expect(policyDetailPath({ kind: "car", policyNo: "P1" })).toBe("/policyDetails?policyNo=P1");
  });
});
