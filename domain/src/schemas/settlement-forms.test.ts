import { describe, expect, it } from "vitest";
import { LENGTH_LIMITS } from "../formats/index";
import { formatMessage } from "../messages/index";
import { decodeEntity } from "./decode-entity";
import { FlightBenefitLookupFormSchema, SettlementLookupFormSchema } from "./settlement-forms";

const ID = "11010519491231002X";
const ORG = "71526726X";
const pathsOf = (result: ReturnType<typeof decodeEntity>) => (result.ok ? [] : [...new Set(result.issues.map((issue) => issue.path))].sort());

describe("SettlementLookupFormSchema (spec §3 settlement lookup, §5 plate 30 and identity number 6 on this screen)", () => {
  const good = { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNo: ID.slice(-6), engineNoLastSix: "A12345" };
  const messagesAt = (values: object, path: string) => {
    const result = decodeEntity(SettlementLookupFormSchema, values);
    return result.ok ? [] : result.issues.filter((issue) => issue.path === path).map((issue) => issue.message);
  };

  it("accepts a person's car and a company's car, with the last six of the insured's number", () => {
    expect(decodeEntity(SettlementLookupFormSchema, good).ok).toBe(true);
    expect(decodeEntity(SettlementLookupFormSchema, { ...good, identifyNo: "31002x" }).ok).toBe(true);
    expect(decodeEntity(SettlementLookupFormSchema, { ...good, insuredName: "某某物流（深圳）有限公司", identifyType: "11", identifyNo: ORG.slice(-6) }).ok).toBe(true);
  });

  it("checks the plate, the last six against the type and the engine's last six; every field is required", () => {
    expect(pathsOf(decodeEntity(SettlementLookupFormSchema, { ...good, licenseNo: "B12345", engineNoLastSix: "A1" }))).toEqual(["engineNoLastSix", "licenseNo"]);
    expect(pathsOf(decodeEntity(SettlementLookupFormSchema, { ...good, identifyNo: "A1002X" }))).toEqual(["identifyNo"]);
    expect(decodeEntity(SettlementLookupFormSchema, { ...good, identifyType: "13", identifyNo: "A1002X" }).ok).toBe(true);
    expect(pathsOf(decodeEntity(SettlementLookupFormSchema, { ...good, identifyType: "13", identifyNo: "A100-X" }))).toEqual(["identifyNo"]);
    expect(pathsOf(decodeEntity(SettlementLookupFormSchema, { licenseNo: "", insuredName: "", identifyType: "01", identifyNo: "", engineNoLastSix: "" }))).toEqual(["engineNoLastSix", "identifyNo", "insuredName", "licenseNo"]);
  });

  it("allows 30 characters of plate here and no more", () => {
    expect(pathsOf(decodeEntity(SettlementLookupFormSchema, { ...good, licenseNo: "粤".repeat(31) }))).toEqual(["licenseNo"]);
  });

  it("takes exactly LENGTH_LIMITS.identityNumber.short (6) characters of the number: the whole number is refused", () => {
    expect(LENGTH_LIMITS.identityNumber.short).toBe(6);
    expect(messagesAt({ ...good, identifyNo: ID }, "identifyNo")).toContain(formatMessage("tooLong", { max: 6 }));
    expect(messagesAt({ ...good, identifyNo: "1002X" }, "identifyNo")).toEqual([formatMessage("schema.idCardLastSix")]);
    expect(messagesAt({ ...good, identifyType: "13", identifyNo: "A100X" }, "identifyNo")).toEqual([formatMessage("schema.identifyNoLastSix")]);
  });

  it("names a blank number once, as required (not also as a wrong last six)", () => {
    expect(messagesAt({ ...good, identifyNo: "" }, "identifyNo")).toEqual([formatMessage("required")]);
  });
});

describe("FlightBenefitLookupFormSchema (spec §5 flight number 1–7 alphanumerics)", () => {
  const good = { flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: ID };

  it("accepts a flight, its date and the traveller's identity", () => {
    expect(decodeEntity(FlightBenefitLookupFormSchema, good).ok).toBe(true);
    expect(decodeEntity(FlightBenefitLookupFormSchema, { ...good, flightNo: "9", identifyType: "06", identifyNumber: "E12345678" }).ok).toBe(true);
  });

  it("refuses a flight number of 8 or with a space, an impossible date, a number not of its type", () => {
    expect(pathsOf(decodeEntity(FlightBenefitLookupFormSchema, { ...good, flightNo: "CA12345X" }))).toEqual(["flightNo"]);
    expect(pathsOf(decodeEntity(FlightBenefitLookupFormSchema, { ...good, flightNo: "CA 123" }))).toEqual(["flightNo"]);
    expect(pathsOf(decodeEntity(FlightBenefitLookupFormSchema, { ...good, flightDate: "2026-02-30" }))).toEqual(["flightDate"]);
    expect(pathsOf(decodeEntity(FlightBenefitLookupFormSchema, { ...good, identifyNumber: "110105194912310021" }))).toEqual(["identifyNumber"]);
  });
});
