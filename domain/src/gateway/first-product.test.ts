import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { firstProductOf } from "./first-product";
import { readGatewayBody } from "./response";

/** A queryPlanList body as the gateway sends it (shared/design.md "Wire format"). */
function body(data: unknown, { code = "1" as unknown, status = 1 as unknown } = {}): string {
  return JSON.stringify({ common: { resultCode: code, resultMsg: "成功" }, status, data });
}

const CAR = {
  productCode: "DAA",
  riskCode: "0501",
  productName: "家用车综合保险",
  summary: "交强险 + 商业险",
  minPremiumFen: 95000,
  category: "car",
  image: "data:image/svg+xml;charset=utf-8,%3Csvg%3E",
  tags: ["热销"],
  link: "/insureRight?productCode=DAA",
};
const TRAVEL = { ...CAR, productCode: "TRV", productName: "境外旅行险", minPremiumFen: 3000, category: "travel", image: "https://img.example.cn/t.png" };

describe("firstProductOf", () => {
  test("doc example: the first product's picture and name of a successful answer", () => {
    expect(firstProductOf(body({ products: [CAR, TRAVEL], plans: [] }))).toEqual({ image: CAR.image, name: CAR.productName });
  });

  test("numeric result code and status string read as the client reads them", () => {
    expect(firstProductOf(body({ products: [TRAVEL] }, { code: 1, status: "1" }))).toEqual({ image: TRAVEL.image, name: TRAVEL.productName });
  });

  test("no product when the answer is not a success with status 1", () => {
    expect(firstProductOf(body({ products: [CAR] }, { code: "X2" }))).toBeNull();
    expect(firstProductOf(body({ products: [CAR] }, { status: 0 }))).toBeNull();
    expect(firstProductOf(body({ products: [CAR] }, { status: null }))).toBeNull();
    expect(firstProductOf("<html>")).toBeNull();
    expect(firstProductOf("")).toBeNull();
    expect(firstProductOf("null")).toBeNull();
  });

  test("no product when the list is empty, missing, or its first entry has no picture or name", () => {
    expect(firstProductOf(body({ products: [] }))).toBeNull();
    expect(firstProductOf(body({ plans: [] }))).toBeNull();
    expect(firstProductOf(body(null))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: "" }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: " " }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: 7 }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, productName: undefined }] }))).toBeNull();
    expect(firstProductOf(body({ products: ["x"] }))).toBeNull();
    expect(firstProductOf(body({ products: CAR }))).toBeNull();
  });

  test("never throws, and only answers a product for a body the client reads as success with status 1", () => {
    const bodies = fc.oneof(
      fc.string(),
      fc
        .record({
          code: fc.constantFrom<unknown>("1", 1, "X2", null),
          status: fc.constantFrom<unknown>(1, "1", 0, -1, null),
          products: fc.array(fc.record({ productName: fc.string(), image: fc.string() })),
        })
        .map(({ code, status, products }) => body({ products }, { code, status })),
    );
    fc.assert(
      fc.property(bodies, (text) => {
        const product = firstProductOf(text);
        if (product === null) return;
        const reading = readGatewayBody(text, { encrypted: false });
        expect(reading.ok && reading.status === 1).toBe(true);
        expect(product.image.trim()).not.toBe("");
      }),
    );
  });
});
