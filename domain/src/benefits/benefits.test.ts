import { describe, expect, test } from "vitest";
import type { ServiceBenefit } from "../gateway/payloads";
import { benefitActivationOutcome, benefitHistory, benefitStartsLater, isBenefitCode, isBenefitUsable } from "./benefits";
import { benefitLinkTarget } from "./handover";

const BASE: ServiceBenefit = {
  benefitId: "B1",
  name: "道路救援",
  description: "拖车、搭电、换胎",
  icon: "",
  state: "1",
  stateName: "可使用",
  validTo: "2026-12-31",
  timesLeft: 2,
  link: "/roadRescue",
  kind: "rescue",
  timesTotal: 3,
  howToUse: "拨打95518",
};
const NOW = new Date("2026-11-23T04:00:00Z");

describe("isBenefitCode", () => {
  test("8–20 letters or digits", () => {
    for (const good of ["HX2026GIFT01", "abcdefgh", "A".repeat(20), "12345678"]) expect(isBenefitCode(good)).toBe(true);
    for (const bad of ["", "HX-2026-1", "ABC1234", "A".repeat(21), " HX2026GIFT01", "红酒礼盒12345", "HX2026 GIFT"]) expect(isBenefitCode(bad)).toBe(false);
  });
});

describe("isBenefitUsable", () => {
  test("active, uses left, not past its last day in China", () => {
    expect(isBenefitUsable(BASE, NOW)).toBe(true);
    expect(isBenefitUsable({ ...BASE, timesLeft: 0 }, NOW)).toBe(false);
    expect(isBenefitUsable({ ...BASE, state: "0" }, NOW)).toBe(false);
    expect(isBenefitUsable({ ...BASE, validTo: "2026-11-23" }, NOW)).toBe(true);
    expect(isBenefitUsable({ ...BASE, validTo: "2026-11-22" }, NOW)).toBe(false);
    // 23:30 UTC on the 22nd is already the 23rd in China.
    expect(isBenefitUsable({ ...BASE, validTo: "2026-11-22" }, new Date("2026-11-22T17:30:00Z"))).toBe(false);
  });

  // customer rehearsal 5: the video doctor of a policy whose cover starts in a week read 可使用
  test("not before its first day: a benefit of a policy not yet in force starts later", () => {
    expect(isBenefitUsable({ ...BASE, validFrom: "2026-11-23" }, NOW)).toBe(true);
    expect(isBenefitUsable({ ...BASE, validFrom: "2026-11-24" }, NOW)).toBe(false);
    expect(benefitStartsLater({ ...BASE, validFrom: "2026-11-24" }, NOW)).toBe(true);
    expect(benefitStartsLater({ ...BASE, validFrom: "2026-11-23" }, NOW)).toBe(false);
    expect(benefitStartsLater(BASE, NOW)).toBe(false);
    // only an active benefit with uses left waits for its day; one to activate or used up is what it is
    expect(benefitStartsLater({ ...BASE, state: "0", validFrom: "2026-12-01" }, NOW)).toBe(false);
    expect(benefitStartsLater({ ...BASE, timesLeft: 0, validFrom: "2026-12-01" }, NOW)).toBe(false);
    // 23:30 UTC on the 22nd is already the 23rd in China
    expect(isBenefitUsable({ ...BASE, validFrom: "2026-11-23" }, new Date("2026-11-22T17:30:00Z"))).toBe(true);
    expect(benefitStartsLater({ ...BASE, validFrom: 42 } as never, NOW)).toBe(false);
  });
});

describe("benefitHistory", () => {
  test("used and activated lines, newest first; untouched benefits give none", () => {
    const history = benefitHistory([
      { ...BASE, benefitId: "A", activatedAt: "2026-01-02 10:00:00", usedAt: "2026-02-01 09:00:00" },
      { ...BASE, benefitId: "B", activatedAt: "2026-03-01 08:00:00" },
      { ...BASE, benefitId: "C" },
    ]);
    expect(history.map((line) => [line.benefit.benefitId, line.event, line.at])).toEqual([
      ["B", "activated", "2026-03-01 08:00:00"],
      ["A", "used", "2026-02-01 09:00:00"],
      ["A", "activated", "2026-01-02 10:00:00"],
    ]);
  });
});

describe("benefitActivationOutcome", () => {
  test("a refusal is the failure page with the gateway's reason", () => {
    expect(benefitActivationOutcome({ ok: false, reason: "激活码不存在" })).toEqual({ page: "/errorquery", failure: { kind: "refused", reason: "激活码不存在" } });
  });
  test("an active benefit is the success page", () => {
    expect(benefitActivationOutcome({ ok: true, benefit: BASE })).toEqual({ page: "/successfulquery", benefit: BASE });
  });
  test("a used benefit is the already-used page, when and by whom masked", () => {
    const used = { ...BASE, state: "2" as const, timesLeft: 0, usedAt: "2026-03-01 10:00:00", usedBy: "王小明" };
    expect(benefitActivationOutcome({ ok: true, benefit: used })).toEqual({ page: "/queriedquery", benefit: used, usedAt: "2026-03-01 10:00:00", usedBy: "王*明" });
    const anonymous = { ...BASE, state: "2" as const };
    expect(benefitActivationOutcome({ ok: true, benefit: anonymous })).toMatchObject({ page: "/queriedquery", usedAt: "", usedBy: "" });
  });
  test("an expired or still pending benefit is the failure page with that reason", () => {
    expect(benefitActivationOutcome({ ok: true, benefit: { ...BASE, state: "3" } })).toEqual({ page: "/errorquery", failure: { kind: "expired" } });
    expect(benefitActivationOutcome({ ok: true, benefit: { ...BASE, state: "0" } })).toEqual({ page: "/errorquery", failure: { kind: "notActivated" } });
  });
});

describe("benefitLinkTarget", () => {
  const ORIGIN = "https://mall.example.cn";
  test("app paths are routes, same-origin or https pages are opened, anything else goes to the fallback", () => {
    expect(benefitLinkTarget("/roadRescue", ORIGIN, "/serviceIndex")).toEqual({ kind: "route", to: "/roadRescue" });
    expect(benefitLinkTarget("https://partner.example.cn/a?t=1", ORIGIN, "/serviceIndex", ["partner.example.cn"])).toEqual({ kind: "external", href: "https://partner.example.cn/a?t=1" });
    for (const bad of ["http://partner.example.cn/a", "https://evil.example/a", "https://u:p@partner.example.cn/a", "javascript:alert(1)", "//evil.example", "/%2e%2e/%2e%2e/x", "", undefined]) {
      expect(benefitLinkTarget(bad, ORIGIN, "/serviceIndex", ["partner.example.cn"])).toEqual({ kind: "route", to: "/serviceIndex" });
    }
  });
});
