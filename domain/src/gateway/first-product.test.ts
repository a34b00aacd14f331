import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { firstProductsOf } from "./first-product";

const firstProductOf = (text: string) => firstProductsOf(text, 1)[0] ?? null;
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

describe("firstProductsOf", () => {
  test("the leading products up to the count asked; an unusable entry ends the run, so card n is product n", () => {
    const three = body({ products: [CAR, TRAVEL, CAR] });
    expect(firstProductsOf(three, 2)).toEqual([{ image: CAR.image, name: CAR.productName, summary: CAR.summary, tags: CAR.tags }, { image: TRAVEL.image, name: TRAVEL.productName, summary: TRAVEL.summary, tags: TRAVEL.tags }]);
    expect(firstProductsOf(three, 5)).toHaveLength(3);
    expect(firstProductsOf(three, 0)).toEqual([]);
    expect(firstProductsOf(three, -1)).toEqual([]);
    expect(firstProductsOf(body({ products: [CAR, { ...TRAVEL, image: "" }, CAR] }), 3)).toEqual([{ image: CAR.image, name: CAR.productName, summary: CAR.summary, tags: CAR.tags }]);
    expect(firstProductsOf(body({ products: [null, CAR] }), 2)).toEqual([]);
  });

  test("doc example: the first product's picture and name of a successful answer", () => {
    expect(firstProductOf(body({ products: [CAR, TRAVEL], plans: [] }))).toEqual({ image: CAR.image, name: CAR.productName, summary: CAR.summary, tags: CAR.tags });
  });

  test("numeric result code and status string read as the client reads them", () => {
    expect(firstProductOf(body({ products: [TRAVEL] }, { code: 1, status: "1" }))).toEqual({ image: TRAVEL.image, name: TRAVEL.productName, summary: TRAVEL.summary, tags: TRAVEL.tags });
  });

  test("no product when the answer is not a success with status 1", () => {
    expect(firstProductOf(body({ products: [CAR] }, { code: "X2" }))).toBeNull();
    expect(firstProductOf(body({ products: [CAR] }, { status: 0 }))).toBeNull();
    expect(firstProductOf(body({ products: [CAR] }, { status: null }))).toBeNull();
    expect(firstProductOf("<html>")).toBeNull();
    expect(firstProductOf("")).toBeNull();
    expect(firstProductOf("null")).toBeNull();
  });

  test("no product when the list is empty, missing, or its first entry has no picture, name, selling point or tags", () => {
    expect(firstProductOf(body({ products: [] }))).toBeNull();
    expect(firstProductOf(body({ plans: [] }))).toBeNull();
    expect(firstProductOf(body(null))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: "" }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: " " }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, image: 7 }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, productName: undefined }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, summary: 1 }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, tags: "热销" }] }))).toBeNull();
    expect(firstProductOf(body({ products: [{ ...CAR, tags: ["热销", 2] }] }))).toBeNull();
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
          products: fc.array(fc.record({ productName: fc.string(), summary: fc.string(), tags: fc.array(fc.string()), image: fc.string() })),
        })
        .map(({ code, status, products }) => body({ products }, { code, status })),
    );
    fc.assert(
      fc.property(bodies, (text) => {
        const products = firstProductsOf(text, 3);
        const product = products[0];
        if (product === undefined) return;
        const reading = readGatewayBody(text, { encrypted: false });
        expect(reading.ok && reading.status === 1).toBe(true);
        expect(product.image.trim()).not.toBe("");
      }),
    );
  });
});
