import { describe, expect, it } from "vitest";
import { messageFor } from "../messages/catalogue";
import {
  CAR_COVER_SUMS,
  COMPULSORY_COVER_CODE,
  COMPULSORY_LIMIT_FEN,
  DEFAULT_CAR_COVERS,
  carApplicationConfig,
  carChoiceOfRisks,
  carCoverProblems,
  carKindsText,
  carSumLabel,
  defaultCarSum,
  toCarCoverChoice,
  renewalStartDate,
  renewalTiming,
} from "./car-insure";
import { CAR_COVER_CODES, toCarCover } from "./car-covers";
import { carCoverName } from "./car-cover-names";

const WAN = 1_000_000; // ¥10,000 in fen

describe("car cover sums (code table)", () => {
  it("offers each commercial cover its own ascending sums, the default among them", () => {
    for (const [code, sums] of Object.entries(CAR_COVER_SUMS)) {
      expect(sums.length, code).toBeGreaterThan(1);
      expect([...sums].sort((a, b) => a - b), code).toEqual(sums);
    }
    for (const [code, sum] of Object.entries(DEFAULT_CAR_COVERS)) expect(CAR_COVER_SUMS[code as keyof typeof CAR_COVER_SUMS]).toContain(sum);
    expect(CAR_COVER_SUMS.DDB).toContain(200 * WAN);
    expect(CAR_COVER_SUMS.DDE).toEqual([200_000, 500_000, 1 * WAN, 2 * WAN]);
  });

  it("adds a cover at the default choice's sum, else at the smallest offered", () => {
    expect(defaultCarSum("DDB")).toBe(200 * WAN);
    expect(defaultCarSum("DDE")).toBe(200_000);
  });

  it("names the compulsory cover and every commercial one in both languages", () => {
    expect(carCoverName(COMPULSORY_COVER_CODE)).toBe("机动车交通事故责任强制保险");
    expect(carCoverName(COMPULSORY_COVER_CODE, "en")).toBe("Compulsory traffic accident liability cover");
    expect(carCoverName("DDB")).toBe("机动车第三者责任保险");
    expect(carCoverName("DDX")).toBe("");
  });

  it("names each commercial cover as its page does", () => {
    for (const code of CAR_COVER_CODES) {
      for (const locale of ["zh-CN", "en"] as const) expect(carCoverName(code, locale), `${code} ${locale}`).toBe(toCarCover(code, locale)?.name);
    }
  });
});

describe("carCoverProblems", () => {
  it("accepts the default choice", () => {
    expect(carCoverProblems(DEFAULT_CAR_COVERS)).toEqual([]);
  });

  it("asks for vehicle damage before the scratch rider, and for a liability cover before the medical rider", () => {
    expect(carCoverProblems({ DDE: 500_000 })).toEqual([{ path: "DDE", key: "car.needsDamage", params: {} }]);
    expect(carCoverProblems({ DDF: 2 * WAN })).toEqual([{ path: "DDF", key: "car.needsLiability", params: {} }]);
    expect(carCoverProblems({ DDC: 1 * WAN, DDF: 2 * WAN })).toEqual([]);
  });

  it("refuses a sum the table does not offer", () => {
    expect(carCoverProblems({ DDB: 123 })).toEqual([{ path: "DDB", key: "car.sumNotOffered", params: {} }]);
  });

  it("has texts for its keys in both languages", () => {
    for (const key of ["car.needsDamage", "car.needsLiability", "car.sumNotOffered"]) {
      expect(messageFor(key)).not.toBe(key);
      expect(messageFor(key, "en")).not.toBe(key);
    }
  });
});

describe("carKindsText / toCarCoverChoice", () => {
  it("writes the compulsory cover first and the chosen covers in the mall's order, pipe-joined", () => {
    expect(carKindsText({ DDB: 200 * WAN, DDA: 15 * WAN })).toBe(`BZ:${COMPULSORY_LIMIT_FEN}|DDA:${15 * WAN}|DDB:${200 * WAN}`);
  });

  it("reads back what it wrote, and refuses what it did not", () => {
    const choice = { DDA: 15 * WAN, DDC: 1 * WAN };
    expect(toCarCoverChoice(carKindsText(choice))).toEqual(choice);
    expect(toCarCoverChoice("")).toEqual({});
    expect(toCarCoverChoice("DDX:1")).toBeNull();
    expect(toCarCoverChoice("DDA:abc")).toBeNull();
    expect(toCarCoverChoice("DDA:1|DDA:2")).toBeNull();
  });
});

describe("carChoiceOfRisks", () => {
  it("takes the commercial covers of the current policy, each at the nearest offered sum", () => {
    const risks = [
      { kindCode: "BZ", sumInsured: 20 * WAN },
      { kindCode: "DDA", sumInsured: 13 * WAN },
      { kindCode: "DDB", sumInsured: 200 * WAN },
      { kindCode: "ZZZ", sumInsured: 5 },
    ];
    expect(carChoiceOfRisks(risks)).toEqual({ DDA: 12 * WAN, DDB: 200 * WAN });
  });
});

describe("renewalStartDate", () => {
  const now = new Date("2026-11-23T04:00:00Z"); // 23 Nov in China
  it("starts the day after the current policy ends when that is still ahead", () => {
    expect(renewalStartDate("2026-12-31", now)).toBe("2027-01-01");
  });
  it("starts tomorrow when the current policy has ended, ends today or is unknown", () => {
    expect(renewalStartDate("2026-10-01", now)).toBe("2026-11-24");
    expect(renewalStartDate("2026-11-23", now)).toBe("2026-11-24");
    expect(renewalStartDate("", now)).toBe("2026-11-24");
  });
});

describe("renewalTiming (customer rehearsal 5: a renewal 221 days before the end said nothing of when it starts)", () => {
  const now = new Date("2026-11-29T04:00:00Z"); // 29 Nov in China
  it("follows on from a current policy still running: starts the day after it ends, which is left as it is", () => {
    expect(renewalTiming("2027-07-08", now)).toEqual({ startDate: "2027-07-09", follows: true });
    expect(renewalTiming("2026-11-30", now)).toEqual({ startDate: "2026-12-01", follows: true });
  });
  it("starts tomorrow, after a gap, when the current policy has ended or ends today", () => {
    expect(renewalTiming("2026-10-01", now)).toEqual({ startDate: "2026-11-30", follows: false });
    expect(renewalTiming("2026-11-29", now)).toEqual({ startDate: "2026-11-30", follows: true });
    expect(renewalTiming("", now)).toEqual({ startDate: "2026-11-30", follows: false });
  });
  it("always starts on renewalStartDate's day", () => {
    for (const end of ["2027-07-08", "2026-10-01", "2026-11-29", "x"]) expect(renewalTiming(end, now).startDate).toBe(renewalStartDate(end, now));
  });
});

describe("carApplicationConfig", () => {
  it("asks for the applicant only (the insured is the vehicle's owner from the lookup) for one year", () => {
    const config = carApplicationConfig("");
    expect(config.productCode).toBe("DAA");
    expect(config.insured).toEqual([]);
    expect(config.subject).toEqual([]);
    expect(config.applicant.map((entry) => entry.key)).toContain("applyMobile");
    expect(config.period.unit).toBe("year");
  });
});

describe("carSumLabel", () => {
  it("shows whole ten-thousands as 万元, other sums in yuan, and yuan in English", () => {
    expect(carSumLabel(200 * WAN)).toBe("200万元");
    expect(carSumLabel(500_000)).toBe("5,000元");
    expect(carSumLabel(200 * WAN, "en")).toBe("¥2,000,000");
    expect(carSumLabel(-1)).toBe("");
  });
});
