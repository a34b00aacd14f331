import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { firstBannerOf } from "./first-banner";
import { readGatewayBody } from "./response";

/** A pageInitMall body as the gateway sends it (shared/design.md "Wire format"). */
function body(data: unknown, { code = "1" as unknown, status = 1 as unknown } = {}): string {
  return JSON.stringify({ common: { resultCode: code, resultMsg: "成功" }, status, data });
}

const CAR = { id: "banner-car", title: "车险续保享优惠", image: "data:image/svg+xml;charset=utf-8,%3Csvg%3E", link: "/insureRight?productCode=DAA" };
const TRAVEL = { id: "banner-travel", title: "境外旅行 一键投保", image: "https://img.example.cn/t.png", link: "/insureInfo" };

describe("firstBannerOf", () => {
  test("doc example: the first banner's image and title of a successful answer", () => {
    expect(firstBannerOf(body({ banners: [CAR, TRAVEL], products: [], services: [] }))).toEqual({ image: CAR.image, title: CAR.title });
  });

  test("numeric result code and status string read as the client reads them", () => {
    expect(firstBannerOf(body({ banners: [TRAVEL] }, { code: 1, status: "1" }))).toEqual({ image: TRAVEL.image, title: TRAVEL.title });
  });

  test("no banner when the answer is not a success with status 1", () => {
    expect(firstBannerOf(body({ banners: [CAR] }, { code: "X2" }))).toBeNull();
    expect(firstBannerOf(body({ banners: [CAR] }, { status: 0 }))).toBeNull();
    expect(firstBannerOf(body({ banners: [CAR] }, { status: null }))).toBeNull();
    expect(firstBannerOf("<html>")).toBeNull();
    expect(firstBannerOf("")).toBeNull();
    expect(firstBannerOf("null")).toBeNull();
  });

  test("no banner when the list is empty, missing, or its first entry is unusable", () => {
    expect(firstBannerOf(body({ banners: [] }))).toBeNull();
    expect(firstBannerOf(body({ products: [] }))).toBeNull();
    expect(firstBannerOf(body(null))).toBeNull();
    expect(firstBannerOf(body({ banners: [{ ...CAR, image: "" }] }))).toBeNull();
    expect(firstBannerOf(body({ banners: [{ ...CAR, image: "  " }] }))).toBeNull();
    expect(firstBannerOf(body({ banners: [{ ...CAR, image: 7 }] }))).toBeNull();
    expect(firstBannerOf(body({ banners: [{ ...CAR, title: undefined }] }))).toBeNull();
    expect(firstBannerOf(body({ banners: ["x"] }))).toBeNull();
    expect(firstBannerOf(body({ banners: CAR }))).toBeNull();
  });

  test("never throws, and only answers a banner for a body the client reads as success with status 1", () => {
    const bodies = fc.oneof(
      fc.string(),
      fc.record({ code: fc.constantFrom<unknown>("1", 1, "X2", null), status: fc.constantFrom<unknown>(1, "1", 0, -1, null), banners: fc.array(fc.record({ title: fc.string(), image: fc.string() })) }).map(({ code, status, banners }) =>
        body({ banners }, { code, status }),
      ),
    );
    fc.assert(
      fc.property(bodies, (text) => {
        const banner = firstBannerOf(text);
        if (banner === null) return;
        const reading = readGatewayBody(text, { encrypted: false });
        expect(reading.ok && reading.status === 1).toBe(true);
        expect(banner.image.trim()).not.toBe("");
      }),
    );
  });
});
