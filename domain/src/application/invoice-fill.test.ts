import { describe, expect, it } from "vitest";
import { INVOICE_LOOKUP_IDENTITY_TYPES } from "./after-sales";
import { invoiceEmail, invoiceLookupFill, personalInvoiceTitle } from "./invoice-fill";

describe("invoiceLookupFill (F9)", () => {
  it("fills the policy's first insured with their identity", () => {
    expect(invoiceLookupFill({ policyNo: "P1", insuredName: "张伟|李娜", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X|420106196708081889" })).toEqual({
      policyNo: "P1",
      insuredName: "张伟",
      identifyType: "01",
      identifyNumber: "11010519491231002X",
    });
  });
  it("leaves the identity to the customer when the lookup does not offer its type, or the number is missing", () => {
    expect(invoiceLookupFill({ policyNo: "P1", insuredName: "张伟", insuredIdentifyType: "zz", insuredIdentifyNumber: "X1" })).toEqual({ policyNo: "P1", insuredName: "张伟" });
    expect(invoiceLookupFill({ policyNo: "P1", insuredName: "张伟", insuredIdentifyType: "01", insuredIdentifyNumber: "" })).toEqual({ policyNo: "P1", insuredName: "张伟" });
  });
  it("fills a company's credit code, a type the lookup offers", () => {
    expect(INVOICE_LOOKUP_IDENTITY_TYPES).toContain("13");
    expect(invoiceLookupFill({ policyNo: "P2", insuredName: "厦门海岸线会展服务有限公司", insuredIdentifyType: "13", insuredIdentifyNumber: "91350100M000100Y43" }).identifyNumber).toBe("91350100M000100Y43");
  });
  it("a policy without insureds fills only its number", () => {
    expect(invoiceLookupFill({ policyNo: "P1", insuredName: "", insuredIdentifyType: "", insuredIdentifyNumber: "" })).toEqual({ policyNo: "P1", insuredName: "" });
  });
});

describe("personalInvoiceTitle (F9)", () => {
  it("a person's policy: the policyholder's name", () => {
    expect(personalInvoiceTitle({ applyName: "张伟", applyIdentifyType: "01" })).toBe("张伟");
    expect(personalInvoiceTitle({ applyName: "Wang Lei", applyIdentifyType: "06" })).toBe("Wang Lei");
  });
  it("a company's policy or an unreadable holder: no personal title", () => {
    expect(personalInvoiceTitle({ applyName: "厦门海岸线会展服务有限公司", applyIdentifyType: "13" })).toBe("");
    expect(personalInvoiceTitle({ applyName: "张伟|李娜", applyIdentifyType: "01" })).toBe("");
  });
});

describe("invoiceEmail", () => {
  it("the policyholder's e-mail, as the policy keeps it", () => {
    expect(invoiceEmail({ applyEmail: "zhang.wei@example.com" })).toBe("zhang.wei@example.com");
    expect(invoiceEmail({ applyEmail: " zhang.wei@example.com " })).toBe("zhang.wei@example.com");
  });
  it("no e-mail, or one the invoice would refuse: nothing filled", () => {
    expect(invoiceEmail({})).toBe("");
    expect(invoiceEmail({ applyEmail: "" })).toBe("");
    expect(invoiceEmail({ applyEmail: "zhang wei@example" })).toBe("");
    expect(invoiceEmail({ applyEmail: 42 as unknown as string })).toBe("");
  });
});
