import { describe, expect, it } from "vitest";
import { APPLICANT_IDENTITY_TYPES, VEHICLE_LOOKUP_IDENTITY_TYPES } from "../identity/identity-types";
import {
  CAR_INVOICE_LOOKUP_IDENTITY_TYPES,
  INVOICE_LOOKUP_IDENTITY_TYPES,
  canRequestInvoice,
  canRequestInvoiceRecord,
  invoiceActions,
  invoiceLinkTarget,
  invoiceRecordActions,
  isSurrenderReversal,
  ownInvoiceLink,
  policyNoFromQuery,
  refundBasis,
  surrenderReversesInvoice,
} from "./after-sales";

describe("invoiceActions", () => {
  it.each([
    ["0", ["request"]],
    ["1", ["view"]],
    ["2", ["view", "download", "email"]],
    ["3", ["request", "view"]],
    ["4", ["request", "view"]],
    ["9", []],
    ["", []],
    ["__proto__", []],
    ["toString", []],
  ])("state %s → %j", (state, actions) => {
    expect(invoiceActions(state)).toEqual(actions);
  });

  it("allows a request exactly in states 0, 3 and 4", () => {
    expect(["0", "1", "2", "3", "4"].filter(canRequestInvoice)).toEqual(["0", "3", "4"]);
  });
});

describe("an invoice a surrender reversed (红冲, customer rehearsal 5)", () => {
  it.each([
    [{ invoiceState: "4" }, ["request", "view"]],
    [{ invoiceState: "4", reversalSurrenderNo: "S1" }, ["view"]],
    [{ invoiceState: "4", reversalSurrenderNo: "" }, ["request", "view"]],
    [{ invoiceState: "2" }, ["view", "download", "email"]],
    [{ invoiceState: "0" }, ["request"]],
  ] as const)("%j → %j", (record, actions) => {
    expect(invoiceRecordActions(record)).toEqual(actions);
  });

  it("is only viewed: never requested, downloaded or sent again, whatever the state's own actions", () => {
    for (const state of ["0", "1", "2", "3", "4"]) {
      const reversed = { invoiceState: state, reversalSurrenderNo: "S1" };
      expect(invoiceRecordActions(reversed).every((action) => invoiceActions(state).includes(action))).toBe(true);
    }
    expect(canRequestInvoiceRecord({ invoiceState: "4", reversalSurrenderNo: "S1" })).toBe(false);
    expect(canRequestInvoiceRecord({ invoiceState: "4" })).toBe(true);
    expect(invoiceRecordActions(null as never)).toEqual([]);
    expect(isSurrenderReversal({ invoiceState: "4", reversalSurrenderNo: "S1" })).toBe(true);
    expect(isSurrenderReversal({ invoiceState: "2", reversalSurrenderNo: "S1" })).toBe(false);
    expect(isSurrenderReversal({ invoiceState: "4" })).toBe(false);
    expect(isSurrenderReversal(undefined as never)).toBe(false);
  });

  it("a surrender reverses an issued invoice or one being issued, nothing else", () => {
    expect(["0", "1", "2", "3", "4", "", "x"].filter(surrenderReversesInvoice)).toEqual(["1", "2"]);
    expect(surrenderReversesInvoice(undefined)).toBe(false);
  });
});

describe("lookup identity types", () => {
  it("offers the applicant's list for a policy and the vehicle list for a car", () => {
    expect(INVOICE_LOOKUP_IDENTITY_TYPES).toEqual(APPLICANT_IDENTITY_TYPES);
    expect(CAR_INVOICE_LOOKUP_IDENTITY_TYPES).toEqual(VEHICLE_LOOKUP_IDENTITY_TYPES);
  });
});

describe("refundBasis", () => {
  it.each([
    [{ usedDays: 40, totalDays: 365 }, { usedDays: 40, unusedDays: 325, totalDays: 365 }],
    [{ usedDays: 0, totalDays: 30 }, { usedDays: 0, unusedDays: 30, totalDays: 30 }],
    [{ usedDays: 400, totalDays: 365 }, { usedDays: 365, unusedDays: 0, totalDays: 365 }],
    [{ usedDays: -3, totalDays: 10 }, { usedDays: 0, unusedDays: 10, totalDays: 10 }],
    [{ usedDays: Number.NaN, totalDays: Number.POSITIVE_INFINITY }, { usedDays: 0, unusedDays: 0, totalDays: 0 }],
  ])("%j → %j", (info, basis) => {
    expect(refundBasis(info)).toEqual(basis);
  });
});

describe("invoiceLinkTarget", () => {
  it.each([
    ["P1", { bound: true, allowed: true, invoiceState: "0" }, "/invoiceRequest?policyNo=P1"],
    ["P1", { bound: true, allowed: true, invoiceState: "3" }, "/invoiceRequest?policyNo=P1"],
    ["P1", { bound: true, allowed: false, invoiceState: "2" }, "/invoiceResuls?policyNo=P1"],
    ["P1", { bound: true, allowed: false, invoiceState: "1" }, "/invoiceResuls?policyNo=P1"],
    ["P1", { bound: true, allowed: false, invoiceState: "0" }, "/invoiceQuery?policyNo=P1"],
    ["P1", { bound: false, allowed: true, invoiceState: "0" }, "/invoiceQuery?policyNo=P1"],
    ["P1", null, "/invoiceQuery?policyNo=P1"],
    ["", null, "/invoiceQuery"],
    ["", { bound: true, allowed: true, invoiceState: "0" }, "/invoiceQuery"],
  ] as const)("%s %j → %s", (policyNo, check, target) => {
    expect(invoiceLinkTarget(policyNo, check)).toBe(target);
  });
});

describe("ownInvoiceLink: 电子发票 of one's own policy, no lookup and no picture code (customer rehearsal 5)", () => {
  it.each([
    [{ invoiceState: "0" }, true, { to: "/invoiceRequest?policyNo=P1", action: "request", state: "0" }],
    [{ invoiceState: "3" }, true, { to: "/invoiceRequest?policyNo=P1", action: "request", state: "3" }],
    [{ invoiceState: "1" }, true, { to: "/invoiceResuls?policyNo=P1", action: "progress", state: "1" }],
    [{ invoiceState: "2" }, true, { to: "/invoiceResuls?policyNo=P1", action: "view", state: "2" }],
    [{ invoiceState: "2" }, false, { to: "/invoiceResuls?policyNo=P1", action: "view", state: "2" }],
    [{ invoiceState: "4", reversalSurrenderNo: "S1" }, false, { to: "/invoiceResuls?policyNo=P1", action: "view", state: "4" }],
    [{ invoiceState: "0" }, false, null],
    [null, true, { to: "/invoiceQuery?policyNo=P1", action: "lookup", state: "" }],
    [null, false, null],
    [{ invoiceState: "9" }, true, null],
  ] as const)("%j offered %s → %j", (record, offered, link) => {
    expect(ownInvoiceLink("P1", record, offered)).toEqual(link);
  });

  it("never leads to the picture-code lookup when the state is known, and never anywhere for a number that is not one", () => {
    for (const state of ["0", "1", "2", "3", "4"]) {
      for (const offered of [true, false]) expect(ownInvoiceLink("P1", { invoiceState: state }, offered)?.to ?? "").not.toMatch(/invoiceQuery/);
    }
    expect(ownInvoiceLink("", { invoiceState: "2" }, true)).toBeNull();
    expect(ownInvoiceLink("<b>", null, true)).toBeNull();
  });
});

describe("policyNoFromQuery", () => {
  it.each([
    ["?policyNo=P4403", "P4403"],
    ["policyNo=ABC123&x=1", "ABC123"],
    ["?policyNo=%3Cb%3E", ""],
    ["?policyNo=" + "1".repeat(23), ""],
    ["", ""],
    ["?other=1", ""],
  ])("%s → %s", (search, policyNo) => {
    expect(policyNoFromQuery(search)).toBe(policyNo);
  });
});
