import { describe, expect, it } from "vitest";
import { checkForm } from "../application/form-check";
import { FORM_SHAPES } from "../application/form-shapes.generated";
import { decodeAnswer } from "./contracts";
import { decodeEntity } from "./decode-entity";
import { InvoiceEmailFormSchema, InvoiceRequestFormSchema, SurrenderFormSchema } from "./invoice-forms";
import { InvoiceLookupSchema } from "./lookups";

const CREDIT_CODE = "91350100M000100Y43";
const REQUEST = { custtype: "05", custname: "张三", custtaxno: "", invoiceContent: "保险费", telephone: "13800138000", buymailbox: "a@b.cn", nameRemark: "" };
const paths = (result: { ok: boolean; issues?: readonly { path: string; key: string }[] }) => (result.ok ? [] : (result.issues ?? []).map((issue) => [issue.path, issue.key]));

describe("InvoiceRequestFormSchema", () => {
  it("accepts a personal buyer without a tax number", () => {
    expect(decodeEntity(InvoiceRequestFormSchema, REQUEST).ok).toBe(true);
  });

  it("requires an enterprise buyer's tax number, and an enterprise name (brackets allowed)", () => {
    const enterprise = { ...REQUEST, custtype: "03", custname: "某某科技（深圳）有限公司" };
    expect(paths(decodeEntity(InvoiceRequestFormSchema, enterprise))).toEqual([["custtaxno", "required"]]);
    expect(decodeEntity(InvoiceRequestFormSchema, { ...enterprise, custtaxno: CREDIT_CODE }).ok).toBe(true);
    expect(paths(decodeEntity(InvoiceRequestFormSchema, { ...enterprise, custtaxno: "91350100M000100Y44" }))).toEqual([["custtaxno", "custtaxno"]]);
    // brackets are for enterprises: a personal name with brackets is not a name
    expect(paths(decodeEntity(InvoiceRequestFormSchema, { ...REQUEST, custname: "张三（深圳）" }))).toEqual([["custname", "name"]]);
  });

  it("checks a typed tax number even for a person, the remark limit of 50, the e-mail and the telephone all at once", () => {
    const result = decodeEntity(InvoiceRequestFormSchema, { ...REQUEST, custtaxno: "123", nameRemark: "x".repeat(51), buymailbox: "a@", telephone: "12" });
    expect(paths(result)).toEqual([
      ["custtaxno", "custtaxno"],
      ["telephone", "phone"],
      ["buymailbox", "email"],
      ["nameRemark", "tooLong"],
    ]);
    expect(decodeEntity(InvoiceRequestFormSchema, { ...REQUEST, nameRemark: "x".repeat(50) }).ok).toBe(true);
  });

  it("is checked the same by the browser's generated shape", () => {
    const values = { ...REQUEST, custtype: "03", custname: "某某科技（深圳）有限公司" };
    expect(paths(checkForm(FORM_SHAPES.invoiceRequest, values))).toEqual([["custtaxno", "required"]]);
  });
});

describe("the lookups as forms", () => {
  it("checks the name by holder kind and the number by identity type", () => {
    const lookup = { policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "110105194912310021", code: "86753" };
    expect(paths(checkForm(FORM_SHAPES.invoiceLookup, lookup))).toEqual([["identifyNumber", "identity.reason.checksum"]]);
    expect(paths(checkForm(FORM_SHAPES.invoiceLookup, { ...lookup, identifyNumber: "11010519491231002X", insuredName: "张".repeat(31) }))).toEqual([["insuredName", "tooLong"]]);
    expect(checkForm(FORM_SHAPES.invoiceLookup, { ...lookup, identifyType: "13", identifyNumber: CREDIT_CODE, insuredName: "某某科技（深圳）有限公司" }).ok).toBe(true);
    expect(decodeEntity(InvoiceLookupSchema, { ...lookup, identifyNumber: "11010519491231002X" }).ok).toBe(true);
  });
});

describe("InvoiceEmailFormSchema and SurrenderFormSchema", () => {
  it("checks the address and needs the acknowledgement", () => {
    expect(paths(decodeEntity(InvoiceEmailFormSchema, { buymailbox: "a@" }))).toEqual([["buymailbox", "email"]]);
    expect(paths(decodeEntity(SurrenderFormSchema, { reasonCode: "", understood: false }))).toEqual([
      ["reasonCode", "required"],
      ["understood", "schema.surrenderUnderstood"],
    ]);
  });
});

describe("result-list answers (spec §4)", () => {
  const record = { riskName: "r", policyNo: "P1", startDate: "2026-01-01", endDate: "2026-12-31", sumPremium: 100, insuredName: "张三", invoiceState: "0", invoiceStateName: "未开票" };
  it("decode from an array or from a single record", () => {
    expect(decodeAnswer("queryInvoice", [record])).toMatchObject({ ok: true, value: [record] });
    expect(decodeAnswer("queryInvoice", record)).toMatchObject({ ok: true, value: record });
    expect(decodeAnswer("myInvoice", { policyNo: "P1" }).ok).toBe(false);
  });
});
