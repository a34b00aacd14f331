import { describe, expect, test } from "vitest";
import fc from "fast-check";
import * as Schema from "effect/Schema";
import {
  ApplicantSchema,
  ApplicationLookupSchema,
  ApplicationRecordSchema,
  BasicMsgInfoSchema,
  CarInvoiceLookupSchema,
  ClaimQuerySchema,
  ExhibitionCoverSchema,
  InsuredPersonSchema,
  InvoiceLookupSchema,
  InvoiceRecordSchema,
  InvoiceRequestSchema,
  MobileCoverSchema,
  SettlementLookupSchema,
  SettlementQuerySchema,
  SurrenderLookupSchema,
  SurrenderRecordSchema,
  VehicleLookupSchema,
  decodeEntity,
  decodeEntityList,
  identityNumberProblem,
} from "./index";
import { defaultBasicMsgInfo, type BasicMsgInfo } from "../application/index";
import { validIdCardArb } from "../identity/id-card.arb";
import { validCreditCodeArb } from "../identity/credit-code.arb";
import { validOrgCodeArb } from "../identity/org-code.arb";
import { messageFor } from "../messages/catalogue";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

const ID = "11010519491231002X";
const ID_BAD = "110105194912310021";
const CREDIT = "91350100M000100Y43";
const ORG = "71526726X";

const paths = (result: { ok: boolean; issues?: { path: string }[] }) => (result.ok ? [] : result.issues!.map((i) => i.path).sort());
const keyAt = (result: { ok: boolean; issues?: { path: string; key: string }[] }, path: string) =>
  result.ok ? undefined : result.issues!.find((i) => i.path === path)?.key;

const insured = {
  insuredRelationship: "601005",
  insuredName: "张三",
  insuredIdentifyType: "01",
  insuredIdentifyNumber: ID,
  insuredBirthday: "1949/12/31",
  insuredSex: "106002",
  insuredMobile: "",
  businessDetail: "99",
};
const applicant = {
  applyName: "张三",
  applyIdentifyType: "01",
  applyIdentifyNumber: ID,
  applyBirthday: "1949-12-31",
  applySex: "106002",
  applyMobile: "13800138000",
  applyEmail: "",
};
const invoiceLookup = { policyNo: "PDAA202444030000012345", insuredName: "张三", identifyType: "01", identifyNumber: ID, code: "a1b2c" };

describe("entity schemas: valid samples decode", { timeout: PROPERTY_TIMEOUT }, () => {
  test.each([
    ["InsuredPerson", InsuredPersonSchema, insured],
    ["Applicant", ApplicantSchema, applicant],
    ["Applicant (company)", ApplicantSchema, { ...applicant, applyName: "福建某某科技有限公司（厦门分公司）", applyIdentifyType: "13", applyIdentifyNumber: CREDIT }],
    ["ExhibitionCover", ExhibitionCoverSchema, { enterpriseCategory: "展商", managementContent: "电子产品", exhibitionAddress: "上海国家会展中心", expoTheme: "进博会", venueBoothNum: "5.1H-A01", boothDuration: "5" }],
    ["MobileCover", MobileCoverSchema, { model: "Mate 60", information: "", imei: "490154203237518", sales: "", salesman: "李四" }],
    ["SettlementLookup", SettlementLookupSchema, { licenseNo: "粤B12345", insuredName: "张三", identifyNo: ID.slice(-6), engineNoLastSix: "A12345" }],
    ["SettlementQuery", SettlementQuerySchema, { username: "张三", identifytype: "01", identifynumber: ID, birthday: "19491231", sex: "1", mobliephone: "13800138000" }],
    ["ClaimQuery", ClaimQuerySchema, { name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: ID }],
    ["ClaimQuery (HK/Macao)", ClaimQuerySchema, { name: "CHAN", fcQueryIdentifyType: "120007", fcQueryIdentifyNumber: "H12345678" }],
    ["InvoiceLookup", InvoiceLookupSchema, invoiceLookup],
    ["SurrenderLookup", SurrenderLookupSchema, invoiceLookup],
    ["CarInvoiceLookup", CarInvoiceLookupSchema, { licenseNo: "京AD12345", carInsuredName: "某某物流有限公司", carIdentifyType: "11", carIdentifyNumber: ORG, carCode: "12345" }],
    ["ApplicationLookup", ApplicationLookupSchema, { proposalNo: "TDAA202444030000012345", insuredName: "张三", identifyType: "01", identifyNumber: ID, code: "12345" }],
    ["VehicleLookup", VehicleLookupSchema, { licenseNo: "沪A12345F", insuredName: "某某科技有限公司", identifyType: "13", identifyNumber: CREDIT }],
    ["InvoiceRequest (personal)", InvoiceRequestSchema, { custtype: "05", custname: "张三", invoiceContent: "保险费", invoicePremium: 12800, telephone: "13800138000", buymailbox: "zhang@example.com" }],
    ["InvoiceRequest (enterprise)", InvoiceRequestSchema, { policyNo: "PDAA202444030000012345", custtype: "03", custname: "某某科技有限公司", invoiceContent: "保险费", invoicePremium: "128.00", telephone: "010-12345678", buymailbox: "fin@example.com", custtaxno: "91440300MA5FXXXX1Y", nameRemark: "" }],
    ["InvoiceRecord", InvoiceRecordSchema, { riskName: "意外险", policyNo: "P1", startDate: "2024-01-01", endDate: "2024-12-31", sumPremium: 12800, insuredName: "张三", invoiceState: "0", invoiceStateName: "可申请" }],
    ["SurrenderRecord", SurrenderRecordSchema, { policyNo: "P1", sumPaid: "100.00", period: "1年" }],
    ["ApplicationRecord", ApplicationRecordSchema, { proposalNo: "T1", sumPremiuml: 5000, productName: "旅行险" }],
    ["BasicMsgInfo", BasicMsgInfoSchema, defaultBasicMsgInfo()],
  ] as const)("%s", (_name, schema, sample) => {
    const result = decodeEntity(schema as Schema.ConstraintDecoder<unknown>, sample);
    expect(result).toMatchObject({ ok: true });
  });

  test("records keep fields the spec does not name; forms drop them", () => {
    const record = decodeEntity(InvoiceRecordSchema, { policyNo: "P1", invoiceStateName: "可申请", invoiceNo: "N1" });
    expect(record).toEqual({ ok: true, value: { policyNo: "P1", invoiceStateName: "可申请", invoiceNo: "N1" } });
    const form = decodeEntity(ClaimQuerySchema, { name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: ID, extra: 1 });
    expect(form.ok && "extra" in form.value).toBe(false);
  });

  test("the basic-info schema decodes to application's BasicMsgInfo", () => {
    const decoded = decodeEntity(BasicMsgInfoSchema, defaultBasicMsgInfo());
    if (!decoded.ok) throw new Error("expected ok");
    const typed: BasicMsgInfo = decoded.value;
    expect(typed).toEqual(defaultBasicMsgInfo());
  });
});

describe("entity schemas: wrong samples give issues at the right path", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc example: a bad identity-card checksum at the number's path, in zh-CN and en", () => {
    const bad = { name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: ID_BAD };
    expect(decodeEntity(ClaimQuerySchema, bad)).toEqual({
      ok: false,
      issues: [{ path: "fcQueryIdentifyNumber", key: "identity.reason.checksum", message: messageFor("identity.reason.checksum") }],
    });
    const en = decodeEntity(ClaimQuerySchema, bad, "en");
    expect(en.ok === false && en.issues[0]!.message).toBe(messageFor("identity.reason.checksum", "en"));
  });

  test("the settlement lookup's identifyNo is the last six characters of the number (spec §5 '6 on one')", () => {
    const lookup = { licenseNo: "粤B12345", insuredName: "张三", identifyNo: ID, engineNoLastSix: "A12345" };
    expect(keyAt(decodeEntity(SettlementLookupSchema, lookup), "identifyNo")).toBe("schema.identifyNoLastSix");
    expect(keyAt(decodeEntity(SettlementLookupSchema, { ...lookup, identifyNo: "1002X" }), "identifyNo")).toBe("schema.identifyNoLastSix");
    expect(decodeEntity(SettlementLookupSchema, { ...lookup, identifyNo: "31002x" }).ok).toBe(true);
  });

  test("field formats", () => {
    const result = decodeEntity(InsuredPersonSchema, { ...insured, insuredName: "张三3", insuredMobile: "12800138000", insuredBirthday: "2023-02-29", insuredSex: "3" });
    expect(paths(result)).toEqual(["insuredBirthday", "insuredMobile", "insuredName", "insuredSex"]);
    expect(keyAt(result, "insuredName")).toBe("insuredName");
    expect(keyAt(result, "insuredMobile")).toBe("mobile");
    expect(keyAt(result, "insuredBirthday")).toBe("dateInvalid");
    expect(keyAt(result, "insuredSex")).toBe("schema.choice");
  });

  test("missing and blank required fields are 'required'", () => {
    const result = decodeEntity(ApplicantSchema, { ...applicant, applyMobile: "  ", applyName: undefined });
    expect(keyAt(result, "applyMobile")).toBe("required");
    expect(keyAt(result, "applyName")).toBe("required");
  });

  test("length limits name the limit", () => {
    const result = decodeEntity(ClaimQuerySchema, { name: "张".repeat(11), fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: ID });
    expect(result).toEqual({ ok: false, issues: [{ path: "name", key: "tooLong", message: "最多可输入10个字符" }] });
  });

  test("identity number checked against its type (vehicle lookup 01/11/13)", () => {
    const base = { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNumber: ID };
    expect(keyAt(decodeEntity(VehicleLookupSchema, { ...base, identifyNumber: ID.slice(0, 17) }), "identifyNumber")).toBe("identity.reason.length");
    expect(keyAt(decodeEntity(VehicleLookupSchema, { ...base, identifyNumber: CREDIT }), "identifyNumber")).toBe("identity.reason.charset");
    expect(keyAt(decodeEntity(VehicleLookupSchema, { ...base, identifyType: "11", insuredName: "某某公司", identifyNumber: "71526726Y" }), "identifyNumber")).toBe("identity.orgCode.invalid");
    expect(keyAt(decodeEntity(VehicleLookupSchema, { ...base, identifyType: "13", insuredName: "某某公司", identifyNumber: ID }), "identifyNumber")).toMatch(/^identity\.creditCode\.reason\./);
    expect(keyAt(decodeEntity(VehicleLookupSchema, { ...base, identifyType: "06" }), "identifyType")).toBe("schema.choice");
  });

  test("holder names: a company name needs an enterprise type", () => {
    const result = decodeEntity(ApplicantSchema, { ...applicant, applyName: "某某（厦门）有限公司" });
    expect(keyAt(result, "applyName")).toBe("name");
  });

  test("invoice request: enterprise needs a taxpayer number", () => {
    const request = { custtype: "03", custname: "某某科技有限公司", invoiceContent: "保险费", invoicePremium: 100, telephone: "13800138000", buymailbox: "a@b.cn" };
    expect(keyAt(decodeEntity(InvoiceRequestSchema, request), "custtaxno")).toBe("required");
    expect(keyAt(decodeEntity(InvoiceRequestSchema, { ...request, invoicePremium: "1.005", custtaxno: "x" }), "invoicePremium")).toBeDefined();
    expect(keyAt(decodeEntity(InvoiceRequestSchema, { ...request, custtaxno: "x" }), "custtaxno")).toBe("custtaxno");
  });

  test("records need their number; amounts are numbers or decimal text", () => {
    expect(keyAt(decodeEntity(InvoiceRecordSchema, { riskName: "x" }), "policyNo")).toBe("required");
    expect(keyAt(decodeEntity(InvoiceRecordSchema, { policyNo: "P1", sumPremium: "12元" }), "sumPremium")).toBeDefined();
    expect(keyAt(decodeEntity(BasicMsgInfoSchema, { ...defaultBasicMsgInfo(), endHour: 25, insuredCount: 0 }), "endHour")).toBe("schema.hour");
  });

  test("not an object at all", () => {
    expect(decodeEntity(ClaimQuerySchema, "x")).toEqual({ ok: false, issues: [{ path: "", key: "schema.invalid", message: messageFor("schema.invalid") }] });
    expect(decodeEntity(ClaimQuerySchema, null).ok).toBe(false);
  });
});

describe("decodeEntityList", { timeout: PROPERTY_TIMEOUT }, () => {
  test("a single object becomes the first entry; issue paths start with the index", () => {
    expect(decodeEntityList(InvoiceRecordSchema, { policyNo: "P1" })).toEqual({ ok: true, value: [{ policyNo: "P1" }] });
    expect(decodeEntityList(InvoiceRecordSchema, null)).toEqual({ ok: true, value: [] });
    const bad = decodeEntityList(SurrenderRecordSchema, [{ policyNo: "P1" }, { sumPaid: 1 }, 7]);
    expect(paths(bad)).toEqual(["1.policyNo", "2"]);
  });
});

describe("schema properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("every generated valid identity number decodes for its type; one changed digit of an ID card fails at the number", () => {
    fc.assert(
      fc.property(validIdCardArb, fc.nat(16), fc.integer({ min: 1, max: 9 }), (id, at, delta) => {
        const ok = decodeEntity(VehicleLookupSchema, { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNumber: id });
        expect(ok.ok).toBe(true);
        const digit = (Number(id[at]) + delta) % 10;
        const changed = id.slice(0, at) + String(digit) + id.slice(at + 1);
        const bad = decodeEntity(VehicleLookupSchema, { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNumber: changed });
        expect(paths(bad)).toEqual(["identifyNumber"]);
      }),
    );
    fc.assert(
      fc.property(validCreditCodeArb, validOrgCodeArb, (credit, org) => {
        expect(identityNumberProblem("13", credit)).toBeNull();
        expect(identityNumberProblem("11", org)).toBeNull();
      }),
    );
  });

  test("decodeEntity never throws, on any input", () => {
    const schemas = [InsuredPersonSchema, ApplicantSchema, InvoiceRequestSchema, VehicleLookupSchema, InvoiceRecordSchema, BasicMsgInfoSchema] as Schema.ConstraintDecoder<unknown>[];
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, input) => {
        const result = decodeEntity(schema, input);
        if (!result.ok) for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (name, type, number) => {
        decodeEntity(VehicleLookupSchema, { licenseNo: name, insuredName: name, identifyType: type, identifyNumber: number });
        decodeEntity(ApplicantSchema, { ...applicant, applyName: name, applyIdentifyType: type, applyIdentifyNumber: number });
        identityNumberProblem(type, number);
        identityNumberProblem(type, number, true);
      }),
    );
  });

  test("every issue message is catalogue text, never an effect-internal message", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(insured), "x"), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (input) => {
        const result = decodeEntity(InsuredPersonSchema, input);
        if (!result.ok) for (const issue of result.issues) expect(messageFor(issue.key)).not.toBe(issue.key);
      }),
    );
  });
});
