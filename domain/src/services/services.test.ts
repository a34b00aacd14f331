import { describe, expect, it } from "vitest";
import { ADVICE_MAX_LENGTH, adviceCharactersLeft, adviceTypeName } from "./advice";
import { distanceKm, formatDistance, mapLinkFor, outletHoursText, outletTypeName, sortByDistance } from "./outlets";
import { searchQuestions } from "./help";

const BEIJING = { latitude: 39.9042, longitude: 116.4074 };
const SHANGHAI = { latitude: 31.2304, longitude: 121.4737 };

describe("distanceKm", () => {
  it("is the great-circle distance (Beijing–Shanghai ≈ 1067 km)", () => {
    expect(distanceKm(BEIJING, SHANGHAI)).toBeCloseTo(1067.3, 0);
    expect(distanceKm(SHANGHAI, BEIJING)).toBeCloseTo(distanceKm(BEIJING, SHANGHAI), 9);
  });

  it("is 0 at the same point and about 111.2 km per degree of latitude", () => {
    expect(distanceKm(BEIJING, BEIJING)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2);
  });

  it("is NaN for a position that is not real", () => {
    expect(distanceKm({ latitude: 91, longitude: 0 }, BEIJING)).toBeNaN();
    expect(distanceKm(BEIJING, { latitude: 0, longitude: Number.NaN })).toBeNaN();
    expect(distanceKm(BEIJING, { latitude: 0, longitude: 181 })).toBeNaN();
  });
});

describe("formatDistance", () => {
  it("reads metres under 1 km, one decimal under 100 km, whole km above", () => {
    expect(formatDistance(0.4567)).toBe("457米");
    expect(formatDistance(0.9999)).toBe("1.0公里");
    expect(formatDistance(12.34)).toBe("12.3公里");
    expect(formatDistance(12.34, "en")).toBe("12.3 km");
    expect(formatDistance(0.05, "en")).toBe("50 m");
    expect(formatDistance(1067.3)).toBe("1067公里");
  });

  it("gives '' for what is not a distance", () => {
    expect(formatDistance(-1)).toBe("");
    expect(formatDistance(Number.NaN)).toBe("");
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("sortByDistance", () => {
  it("puts the nearest first and unknown positions last, keeping ties in order", () => {
    const near = { id: "near", ...SHANGHAI };
    const far = { id: "far", ...BEIJING };
    const nowhere = { id: "nowhere", latitude: 100, longitude: 0 };
    const twin = { id: "twin", ...SHANGHAI };
    const here = { latitude: 31.2, longitude: 121.4 };
    expect(sortByDistance([nowhere, far, near, twin], here).map((item) => item.id)).toEqual(["near", "twin", "far", "nowhere"]);
  });
});

describe("mapLinkFor", () => {
  it("is an https AMap marker link with the position and the name", () => {
    const link = new URL(mapLinkFor({ ...BEIJING, name: "北京朝阳客户服务中心" }));
    expect(link.protocol).toBe("https:");
    expect(link.hostname).toBe("uri.amap.com");
    expect(link.searchParams.get("position")).toBe("116.4074,39.9042");
    expect(link.searchParams.get("name")).toBe("北京朝阳客户服务中心");
  });

  it("is '' without a real position", () => {
    expect(mapLinkFor({ latitude: Number.NaN, longitude: 0, name: "x" })).toBe("");
  });
});

describe("outlet and advice names", () => {
  it("names the codes in both languages, an unknown code as itself", () => {
    expect(outletTypeName("claim")).toBe("理赔服务点");
    expect(outletTypeName("repair", "en")).toBe("Partner repair shop");
    expect(outletTypeName("toString")).toBe("toString");
    expect(adviceTypeName("1")).toBe("投诉");
    expect(adviceTypeName("2", "en")).toBe("Suggestion");
    expect(adviceTypeName("9")).toBe("9");
  });
});

describe("advice text", () => {
  it("counts the characters left of the 500 limit", () => {
    expect(ADVICE_MAX_LENGTH).toBe(500);
    expect(adviceCharactersLeft("你好")).toBe(498);
    expect(adviceCharactersLeft("x".repeat(501))).toBe(-1);
  });
});

describe("searchQuestions", () => {
  const questions = [
    { question: "退保后多久到账？", answer: "退保审核通过后，退费将在3-7个工作日内原路退回。" },
    { question: "如何申请电子发票？", answer: "在“发票服务”中查询保单后填写开票信息。" },
    { question: "What is IMEI?", answer: "The phone's serial number." },
  ];

  it("matches every word in the question or the answer, ignoring case and full width", () => {
    expect(searchQuestions(questions, "退保").map((item) => item.question)).toEqual(["退保后多久到账？"]);
    expect(searchQuestions(questions, "发票 保单")).toHaveLength(1);
    expect(searchQuestions(questions, "imei")).toHaveLength(1);
    expect(searchQuestions(questions, "ＩＭＥＩ")).toHaveLength(1);
    expect(searchQuestions(questions, "发票 理赔")).toHaveLength(0);
  });

  it("a question asked in the customer's own words finds the one about it (rehearsal: 发票怎么开 found nothing)", () => {
    expect(searchQuestions(questions, "发票怎么开").map((item) => item.question)).toEqual(["如何申请电子发票？"]);
    expect(searchQuestions(questions, "退保多久能到账").map((item) => item.question)).toEqual(["退保后多久到账？"]);
    // filler alone finds nothing, nor a subject no question is about
    expect(searchQuestions(questions, "怎么办")).toHaveLength(0);
    expect(searchQuestions(questions, "宠物怎么保")).toHaveLength(0);
  });

  it("matches everything for an empty search", () => {
    expect(searchQuestions(questions, "  ")).toHaveLength(3);
  });
});

describe("outletHoursText (hours a line never breaks inside)", () => {
  it("makes each hyphen between digits non-breaking and leaves the rest as written", () => {
    expect(outletHoursText("周一至周日 09:00-18:00")).toBe("周一至周日 09:00\u201118:00");
    expect(outletHoursText("2026-12-19 至 2027-01-01")).toBe("2026\u201112\u201119 至 2027\u201101\u201101");
    expect(outletHoursText("全天 - 节假日除外")).toBe("全天 - 节假日除外");
    expect(outletHoursText("")).toBe("");
  });
});
