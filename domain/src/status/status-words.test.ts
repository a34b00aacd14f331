import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  STATUS_KINDS,
  UNKNOWN_STATUS_WORD,
  isBenefitPending,
  isBenefitStateOpen,
  isCardActive,
  isCardExpired,
  isClaimClosed,
  isInvoiceIssued,
  isOrderPaid,
  isOrderDeletable,
  isOrderRebuyable,
  isOrderExpired,
  isOrderUnpaid,
  statusLabel,
  type StatusKind,
} from "./status-words";

describe("statusLabel: the mall's own word for a status code", () => {
  it.each([
    ["order", "0", "待支付", "Awaiting payment"],
    ["order", "2", "已出单", "Policy issued"],
    ["policy", "1", "有效", "In force"],
    ["claim", "5", "已结案", "Closed"],
    ["invoice", "2", "已开票", "Issued"],
    // a surrender's refund reverses an issued invoice (customer rehearsal 5)
    ["invoice", "4", "已红冲", "Reversed"],
    ["surrender", "2", "已退保，已退费", "Surrendered, refunded"],
    ["card", "0", "待激活", "Not activated"],
    ["benefit", "1", "可使用", "Ready to use"],
    ["serviceRequest", "1", "已受理", "Received"],
  ] as const)("%s %s is %s / %s", (kind, code, zh, en) => {
    expect(statusLabel(kind, code, "zh-CN")).toBe(zh);
    expect(statusLabel(kind, code, "en")).toBe(en);
    expect(statusLabel(kind, code)).toBe(zh);
  });

  it("gives every code of every kind words in both languages, English without Chinese", () => {
    for (const kind of STATUS_KINDS) {
      for (const code of ["0", "1", "2", "3", "4", "5"]) {
        const zh = statusLabel(kind, code, "zh-CN");
        const en = statusLabel(kind, code, "en");
        expect(zh).not.toBe("");
        expect(en).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it("answers an unknown code, kind or locale with a neutral word, never the code or an inherited property", () => {
    expect(statusLabel("order", "9", "zh-CN")).toBe(UNKNOWN_STATUS_WORD["zh-CN"]);
    expect(statusLabel("order", "9", "en")).toBe(UNKNOWN_STATUS_WORD.en);
    expect(statusLabel("order", "__proto__", "en")).toBe(UNKNOWN_STATUS_WORD.en);
    expect(statusLabel("toString" as StatusKind, "0", "en")).toBe(UNKNOWN_STATUS_WORD.en);
    expect(statusLabel("order", "0", "fr" as "en")).toBe("待支付");
    expect(statusLabel("order", null as unknown as string, "en")).toBe(UNKNOWN_STATUS_WORD.en);
  });

  it("is total: any kind, code and locale give a non-empty string", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (kind, code, locale) => {
        const word = statusLabel(kind as StatusKind, code, locale as "en");
        expect(typeof word).toBe("string");
        expect(word).not.toBe("");
      }),
    );
  });
});

describe("deleting an order (issue 21)", () => {
  const today = "2026-11-27";
  it("an unpaid order has expired once its cover would start before today", () => {
    expect(isOrderExpired({ orderState: "0", startDate: "2026-11-26" }, today)).toBe(true);
    expect(isOrderExpired({ orderState: "0", startDate: "2026-11-27" }, today)).toBe(false);
    expect(isOrderExpired({ orderState: "2", startDate: "2020-01-01" }, today)).toBe(false);
    expect(isOrderExpired({ orderState: "0", startDate: "" }, today)).toBe(false);
    expect(isOrderExpired({ orderState: "0", startDate: "soon" }, today)).toBe(false);
  });
  it("a cancelled or an expired unpaid order can be deleted, nothing else", () => {
    expect(isOrderDeletable({ orderState: "3", startDate: "2030-01-01" }, today)).toBe(true);
    expect(isOrderDeletable({ orderState: "0", startDate: "2026-11-01" }, today)).toBe(true);
    expect(isOrderDeletable({ orderState: "0", startDate: "2026-12-01" }, today)).toBe(false);
    expect(isOrderDeletable({ orderState: "1", startDate: "2020-01-01" }, today)).toBe(false);
    expect(isOrderDeletable({ orderState: "2", startDate: "2020-01-01" }, today)).toBe(false);
  });
  it("a paid or an expired unpaid order can be bought again; a payable or cancelled one cannot (issue 21)", () => {
    expect(isOrderRebuyable({ orderState: "2", startDate: "2020-01-01" }, today)).toBe(true);
    expect(isOrderRebuyable({ orderState: "1", startDate: "2030-01-01" }, today)).toBe(true);
    expect(isOrderRebuyable({ orderState: "0", startDate: "2026-11-01" }, today)).toBe(true);
    expect(isOrderRebuyable({ orderState: "0", startDate: "2026-12-01" }, today)).toBe(false);
    expect(isOrderRebuyable({ orderState: "3", startDate: "2020-01-01" }, today)).toBe(false);
    for (const value of [null, undefined, 0, "", {}, { orderState: 2 }]) expect(isOrderRebuyable(value as never, today)).toBe(false);
  });
  it("is total: anything that is not an order is not deletable", () => {
    for (const value of [null, undefined, 0, "", {}, { orderState: 3 }, { orderState: "3", startDate: 1 }]) {
      expect(isOrderDeletable(value as never, today)).toBe(value !== null && typeof value === "object" && (value as { orderState?: unknown }).orderState === "3");
      expect(isOrderExpired(value as never, today)).toBe(false);
    }
  });
});

describe("status predicates", () => {
  it("reads order, claim, invoice, card and benefit codes as the gateway sends them", () => {
    expect(["0", "1", "2", "3"].map(isOrderUnpaid)).toEqual([true, false, false, false]);
    expect(["0", "1", "2", "3"].map(isOrderPaid)).toEqual([false, true, true, false]);
    expect(["1", "4", "5"].map(isClaimClosed)).toEqual([false, false, true]);
    expect(["0", "1", "2", "3"].map(isInvoiceIssued)).toEqual([false, false, true, false]);
    expect(["0", "1", "2"].map(isCardActive)).toEqual([false, true, false]);
    expect(["0", "1", "2"].map(isCardExpired)).toEqual([false, false, true]);
    expect(["0", "1", "2", "3"].map(isBenefitStateOpen)).toEqual([true, true, false, false]);
    expect(["0", "1", "2", "3"].map(isBenefitPending)).toEqual([true, false, false, false]);
  });

  it("answers false for anything that is not a known code", () => {
    for (const value of [null, undefined, 0, 2, "", " 2", "02", {}]) {
      for (const predicate of [isOrderUnpaid, isOrderPaid, isClaimClosed, isInvoiceIssued, isCardActive, isCardExpired, isBenefitStateOpen, isBenefitPending]) {
        expect(predicate(value as string)).toBe(false);
      }
    }
  });
});

describe("a surrender and its policy say the same state (F11)", () => {
  it("an accepted surrender reads as the surrendered policy, with where its refund is", () => {
    for (const locale of ["zh-CN", "en"] as const) {
      for (const code of ["1", "2"]) expect(statusLabel("surrender", code, locale).startsWith(statusLabel("policy", "3", locale)), `${code} ${locale}`).toBe(true);
    }
    expect(statusLabel("surrender", "1")).toBe("已退保，退费处理中");
  });
});
