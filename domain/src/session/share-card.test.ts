import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { MAX_SHARE_TEXT_LENGTH, productShareCard } from "./share-card";

const PAGE = "https://m.example.cn/micromall/insureInfo?productCode=EAJ&code=once&state=%2Fhome#plans";

describe("productShareCard", { timeout: 60_000 }, () => {
  test("title, description and image from the product; the link without hash, code or state", () => {
    expect(productShareCard({ productName: "驾乘意外险", summary: "全家出行一份保障", image: "/static/a.png" }, PAGE)).toEqual({
      title: "驾乘意外险",
      desc: "全家出行一份保障",
      link: "https://m.example.cn/micromall/insureInfo?productCode=EAJ",
      imgUrl: "https://m.example.cn/static/a.png",
    });
  });

  test("an image the messenger cannot fetch (data URI, javascript:) gives no image", () => {
    for (const image of ["data:image/svg+xml,<svg/>", "javascript:alert(1)", ""]) {
      expect(productShareCard({ productName: "A", summary: "B", image }, PAGE).imgUrl).toBe("");
    }
    expect(productShareCard({ productName: "A", summary: "B", image: "https://cdn.example.cn/p.png" }, PAGE).imgUrl).toBe("https://cdn.example.cn/p.png");
  });

  test("total: any texts give a card of strings within the caps", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (productName, summary, image, page) => {
        const card = productShareCard({ productName, summary, image }, page);
        expect(card.title.length).toBeLessThanOrEqual(MAX_SHARE_TEXT_LENGTH);
        expect(card.desc.length).toBeLessThanOrEqual(MAX_SHARE_TEXT_LENGTH);
        expect(typeof card.link).toBe("string");
        expect(card.imgUrl === "" || /^https?:/.test(card.imgUrl)).toBe(true);
      }),
    );
  });
});
