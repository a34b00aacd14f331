import { describe, expect, it } from "vitest";
import { accidentDateRange, accidentOutsideCover, claimInsuredNames, policyPickNames, claimProgress, coverDays, daysToEnd, renewalDueAt, policyBadgeAt, scaledPhotoSize, EXPIRING_WITHIN_DAYS } from "../index";

// 2026-11-23 12:00 in China.
const NOW = new Date("2026-11-23T04:00:00Z");

describe("policyBadgeAt", () => {
  it("reads the gateway's state and the end date seen from today in China", () => {
    expect(policyBadgeAt({ policyState: "1", endDate: "2027-07-02" }, NOW)).toBe("inForce");
    expect(policyBadgeAt({ policyState: "1", endDate: "2026-11-23" }, NOW)).toBe("expiring");
    expect(policyBadgeAt({ policyState: "1", endDate: "2026-12-23" }, NOW)).toBe("expiring");
    expect(policyBadgeAt({ policyState: "1", endDate: "2026-12-24" }, NOW)).toBe("inForce");
    expect(policyBadgeAt({ policyState: "1", endDate: "2026-11-22" }, NOW)).toBe("expired");
    expect(policyBadgeAt({ policyState: "2", endDate: "2027-01-01" }, NOW)).toBe("expired");
    expect(policyBadgeAt({ policyState: "3", endDate: "2027-01-01" }, NOW)).toBe("surrendered");
    expect(policyBadgeAt({ policyState: "4", endDate: "2026-12-01" }, NOW)).toBe("notYet");
    expect(policyBadgeAt({ policyState: "1", endDate: "?" }, NOW)).toBe("inForce");
  });

  it("a short cover (a trip, a show) is in force to its end, never expiring; a year's cover is expiring in its last 30 days", () => {
    // NOW is 2026-11-23 in China
    expect(policyBadgeAt({ policyState: "1", startDate: "2026-11-23", endDate: "2026-11-25" }, NOW)).toBe("inForce");
    expect(policyBadgeAt({ policyState: "1", startDate: "2026-11-24", endDate: "2026-12-23" }, NOW)).toBe("inForce");
    expect(policyBadgeAt({ policyState: "1", startDate: "2025-12-24", endDate: "2026-12-23" }, NOW)).toBe("expiring");
    expect(policyBadgeAt({ policyState: "1", startDate: "2026-11-20", endDate: "2026-11-22" }, NOW)).toBe("expired");
    expect(policyBadgeAt({ policyState: "1", startDate: "?", endDate: "2026-11-25" }, NOW)).toBe("expiring");
  });

  it("uses the China date, not the machine's: 23:30 UTC on the 22nd is already the 23rd", () => {
    expect(policyBadgeAt({ policyState: "1", endDate: "2026-11-22" }, new Date("2026-11-22T16:30:00Z"))).toBe("expired");
    expect(daysToEnd("2026-11-23", new Date("2026-11-22T16:30:00Z"))).toBe(0);
  });
});

describe("renewalDueAt", () => {
  it("is due from the last day back to 30 days before, never after the end", () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(30);
    expect(renewalDueAt({ endDate: "2026-11-23" }, NOW)).toBe(true);
    expect(renewalDueAt({ endDate: "2026-12-23" }, NOW)).toBe(true);
    expect(renewalDueAt({ endDate: "2026-12-24" }, NOW)).toBe(false);
    expect(renewalDueAt({ endDate: "2026-11-22" }, NOW)).toBe(false);
    expect(renewalDueAt({ endDate: "" }, NOW)).toBe(false);
  });
});

describe("coverDays", () => {
  it("counts both ends", () => {
    expect(coverDays("2026-01-01", "2026-12-31")).toBe(365);
    expect(coverDays("2026-11-22", "2026-11-22")).toBe(1);
    expect(coverDays("2026-11-22", "2026-11-21")).toBeNull();
    expect(coverDays("x", "2026-11-21")).toBeNull();
  });
});

describe("claimProgress", () => {
  const step = (code: string, done: boolean, time = done ? `2026-11-0${code} 10:00:00` : "") => ({ code, done, time, note: done ? `note ${code}` : "" });

  it("maps the five gateway steps in order; the first undone one is current", () => {
    const progress = claimProgress([step("1", true), step("2", true), step("3", false), step("4", false), step("5", false)]);
    expect(progress.steps.map((s) => s.id)).toEqual(["reported", "accepted", "assessed", "approved", "paid"]);
    expect(progress.current).toBe(2);
    expect(progress.steps[1]).toEqual({ id: "accepted", done: true, time: "2026-11-02 10:00:00", note: "note 2" });
    expect(progress.steps[2]?.time).toBe("");
  });

  it("is complete when all five are done, and reads steps in any order", () => {
    const progress = claimProgress(["5", "3", "1", "4", "2"].map((code) => step(code, true)));
    expect(progress.current).toBe(5);
    expect(progress.steps.every((s) => s.done)).toBe(true);
  });

  it("never moves backwards: a done step after an undone one does not become current", () => {
    expect(claimProgress([step("1", true), step("2", false), step("3", true)]).current).toBe(1);
  });

  it("hides the time of a step that is not done", () => {
    expect(claimProgress([{ code: "1", done: false, time: "2026-11-01 10:00:00" }]).steps[0]?.time).toBe("");
  });

  it("falls back to the claim state when there are no steps", () => {
    expect(claimProgress([], "3").current).toBe(3);
    expect(claimProgress([], "5").current).toBe(5);
    expect(claimProgress([], "x").current).toBe(0);
  });
});

describe("scaledPhotoSize", () => {
  it("keeps the aspect, caps the longer edge and never enlarges", () => {
    expect(scaledPhotoSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(scaledPhotoSize(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(scaledPhotoSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledPhotoSize(10_000, 1)).toEqual({ width: 1280, height: 1 });
    expect(scaledPhotoSize(0, 600)).toBeNull();
    expect(scaledPhotoSize(Number.NaN, 600)).toBeNull();
  });
});

describe("claimBindFacts", () => {
  it("fills birthday and the binding's sex code (0 male, 1 female) from an identity card", async () => {
    const { claimBindFacts } = await import("../index");
    expect(claimBindFacts("01", "11010519491231002X")).toEqual({ birthday: "1949-12-31", sex: "1" });
    expect(claimBindFacts("01", "110105194912310013")?.sex ?? "invalid").toMatch(/^[01]$|invalid/);
    expect(claimBindFacts("06", "E12345678")).toBeNull();
  });
});

describe("toPolicyFile", () => {
  it("opens an embedded PDF or an https page, or says it was e-mailed", async () => {
    const { toPolicyFile } = await import("../index");
    expect(toPolicyFile("data:application/pdf;base64,JVBERi0xLjQK", "P1.pdf")).toEqual({ kind: "pdf", base64: "JVBERi0xLjQK", fileName: "P1.pdf" });
    expect(toPolicyFile("https://files.example.com/p/1.pdf", "../x.exe", ["files.example.com"])).toEqual({ kind: "page", href: "https://files.example.com/p/1.pdf", fileName: "policy.pdf" });
    expect(toPolicyFile("")).toEqual({ kind: "emailed" });
  });

  it("refuses what cannot be opened safely", async () => {
    const { toPolicyFile } = await import("../index");
    for (const url of ["http://files.example.com/1.pdf", "data:text/html;base64,PGI+", "data:application/pdf;base64,@@@", "javascript:alert(1)", "/micromall/x.pdf", "https:///x", "https://a.example/ b", "https://evil.example/1.pdf", "https://u:p@files.example.com/1.pdf", "https://files.example.com/1.html"]) {
      expect(toPolicyFile(url, "a.pdf", ["files.example.com"]), url).toBeNull();
    }
  });
});

describe("policyNotices", () => {
  it("gathers the policy's claims, endorsements and due renewal, newest first, and no other policy's", async () => {
    const { policyNotices } = await import("../index");
    const notices = policyNotices(
      "P1",
      {
        renewals: [{ policyNo: "P1", endDate: "2026-12-10", renewalPremium: 100 }, { policyNo: "P2", endDate: "2026-12-01", renewalPremium: 1 }],
        endorsements: [
          { policyNo: "P1", endorseNo: "E1", endorseDate: "2026-10-01", content: "变更电话" },
          { policyNo: "P2", endorseNo: "E2", endorseDate: "2026-11-20", content: "x" },
        ],
        claims: [{ policyNo: "P1", claimNo: "C1", kind: "car", reportDate: "2026-11-15 10:00:00", claimState: "2" }],
      },
      NOW,
    );
    expect(notices.map((notice) => notice.kind)).toEqual(["claim", "renewal", "endorsement"]);
    // the claim's state as its code, so the screen says the mall's word for it in the customer's language (issue 20)
    expect(notices[0]).toEqual({ kind: "claim", date: "2026-11-15", claimNo: "C1", claimKind: "car", claimState: "2" });
    expect(notices[1]).toEqual({ kind: "renewal", date: "2026-11-10", endDate: "2026-12-10", renewalPremium: 100 });
  });

  it("leaves out a renewal that is not due", async () => {
    const { policyNotices } = await import("../index");
    expect(policyNotices("P1", { renewals: [{ policyNo: "P1", endDate: "2027-07-02", renewalPremium: 1 }], endorsements: [], claims: [] }, NOW)).toEqual([]);
  });
});

describe("isReportableAccidentTime", () => {
  it("takes a real China time, not in the future, within a year", async () => {
    const { isReportableAccidentTime, chinaDateTimeText } = await import("../index");
    expect(chinaDateTimeText(NOW)).toBe("2026-11-23T12:00");
    expect(isReportableAccidentTime("2026-11-23T12:00", NOW)).toBe(true);
    expect(isReportableAccidentTime("2026-11-20T08:30", NOW)).toBe(true);
    expect(isReportableAccidentTime("2026-11-23T12:01", NOW)).toBe(false);
    expect(isReportableAccidentTime("2025-11-23T10:00", NOW)).toBe(true);
    expect(isReportableAccidentTime("2025-11-22T10:00", NOW)).toBe(false);
    expect(isReportableAccidentTime("2026-02-30T10:00", NOW)).toBe(false);
    expect(isReportableAccidentTime("2026-11-20 10:00", NOW)).toBe(false);
    expect(isReportableAccidentTime("", NOW)).toBe(false);
  });
});

describe("accident time chosen in parts (date, hour, minute)", () => {
  it("writes a complete choice as the form's YYYY-MM-DDTHH:mm, a partial one so that it reads back the same", async () => {
    const { accidentTimeText, accidentTimeParts } = await import("../index");
    expect(accidentTimeText({ date: "2026-11-20", hour: "08", minute: "05" })).toBe("2026-11-20T08:05");
    expect(accidentTimeText({ date: "", hour: "", minute: "" })).toBe("");
    for (const parts of [
      { date: "2026-11-20", hour: "", minute: "" },
      { date: "", hour: "08", minute: "" },
      { date: "", hour: "", minute: "59" },
      { date: "2026-11-20", hour: "", minute: "30" },
      { date: "2026-11-20", hour: "08", minute: "05" },
    ]) {
      expect(accidentTimeParts(accidentTimeText(parts))).toEqual(parts);
    }
  });

  it("reads anything else as nothing chosen (total)", async () => {
    const { accidentTimeParts } = await import("../index");
    const none = { date: "", hour: "", minute: "" };
    for (const text of [undefined, null, 12, "", "2026-11-20 10:00", "T24:", "T:60", "2026-11-2T08:05", "x2026-11-20T08:05"]) {
      expect(accidentTimeParts(text)).toEqual(none);
    }
  });

  it("names what is missing first, then whether the time may be reported", async () => {
    const { accidentTimeFault } = await import("../index");
    expect(accidentTimeFault("", NOW)).toBe("date");
    expect(accidentTimeFault("T08:05", NOW)).toBe("date");
    expect(accidentTimeFault("2026-11-20T:05", NOW)).toBe("hour");
    expect(accidentTimeFault("2026-11-20T08:", NOW)).toBe("minute");
    expect(accidentTimeFault("2026-11-23T12:01", NOW)).toBe("range");
    expect(accidentTimeFault("2025-11-22T10:00", NOW)).toBe("range");
    expect(accidentTimeFault("2026-11-20T08:05", NOW)).toBeNull();
  });
});

describe("claimInsuredNames (who a claim report may name)", () => {
  it("every insured the policy names, each once, in its order", () => {
    expect(claimInsuredNames({ insuredName: "张伟|李娜|张小明" })).toEqual(["张伟", "李娜", "张小明"]);
    expect(claimInsuredNames({ insuredName: "张伟" })).toEqual(["张伟"]);
    expect(claimInsuredNames({ insuredName: "张伟| 张伟 ||" })).toEqual(["张伟"]);
  });
  it("none for a policy that names nobody, or an unreadable one", () => {
    expect(claimInsuredNames({ insuredName: "" })).toEqual([]);
    expect(claimInsuredNames({ insuredName: 7 as never })).toEqual([]);
    expect(claimInsuredNames(null as never)).toEqual([]);
  });
});

// customer rehearsal 5: the date picker offered a year back, while the chosen policy covered two days
describe("accidentDateRange", () => {
  const now = new Date("2026-11-30T04:00:00Z");
  it("the report window (a year back to today) when no policy is chosen", () => {
    expect(accidentDateRange(now)).toEqual({ min: "2025-11-30", max: "2026-11-30" });
  });
  it("within the chosen policy's cover: from its first day, to its last or today, whichever comes first", () => {
    expect(accidentDateRange(now, { startDate: "2026-11-29", endDate: "2026-12-01" })).toEqual({ min: "2026-11-29", max: "2026-11-30" });
    expect(accidentDateRange(now, { startDate: "2026-01-10", endDate: "2026-06-30" })).toEqual({ min: "2026-01-10", max: "2026-06-30" });
    expect(accidentDateRange(now, { startDate: "2020-01-01", endDate: "2030-01-01" })).toEqual({ min: "2025-11-30", max: "2026-11-30" });
  });
  it("an unreadable cover is ignored; a cover that ends before the window leaves the window's first day", () => {
    expect(accidentDateRange(now, { startDate: "", endDate: "x" })).toEqual({ min: "2025-11-30", max: "2026-11-30" });
    const past = accidentDateRange(now, { startDate: "2024-01-01", endDate: "2024-12-31" });
    expect(past.min <= past.max).toBe(true);
  });
});

describe("accidentOutsideCover", () => {
  const cover = { startDate: "2026-11-30", endDate: "2027-11-29" };
  it("before the first day, after the last, or within", () => {
    expect(accidentOutsideCover("2026-11-29T23:59", cover)).toBe("before");
    expect(accidentOutsideCover("2026-11-30T00:00", cover)).toBeNull();
    expect(accidentOutsideCover("2027-11-29 23:59", cover)).toBeNull();
    expect(accidentOutsideCover("2027-11-30T00:00", cover)).toBe("after");
  });
  it("says nothing of what it cannot read", () => {
    expect(accidentOutsideCover("", cover)).toBeNull();
    expect(accidentOutsideCover(7, cover)).toBeNull();
    expect(accidentOutsideCover("2026-11-29T10:00", { startDate: "", endDate: "" })).toBeNull();
    expect(accidentOutsideCover("2026-11-29T10:00", null as never)).toBeNull();
  });
});

describe("policyPickNames (a policy named in a select: short, and told apart)", () => {
  it("names a policy by its product, and by the number's last 4 digits too where two share the product", () => {
    const names = policyPickNames([
      { policyNo: "PLAY202642010293741303", riskName: "境内旅行意外险" },
      { policyNo: "PEAJ202642010293745577", riskName: "学生意外险" },
      { policyNo: "PLAY202642010293749921", riskName: "境内旅行意外险" },
    ]);
    expect(names.get("PLAY202642010293741303")).toBe("境内旅行意外险 …1303");
    expect(names.get("PEAJ202642010293745577")).toBe("学生意外险");
    expect(names.get("PLAY202642010293749921")).toBe("境内旅行意外险 …9921");
  });
  it("takes what is not a list of policies as no policies", () => {
    expect(policyPickNames(null as never).size).toBe(0);
    expect(policyPickNames([null, { policyNo: 3 }] as never).size).toBe(0);
  });
});
