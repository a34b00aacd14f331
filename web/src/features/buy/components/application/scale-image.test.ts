import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIDE, scaleImage, scaledSize } from "./scale-image";

describe("scaling a photo for upload", () => {
  it("keeps the aspect and the long side within the limit", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: MAX_IMAGE_SIDE, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: MAX_IMAGE_SIDE });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(0, 0)).toEqual({ width: 1, height: 1 });
  });

  it("sends the original where the browser cannot decode it", async () => {
    const file = new Blob(["not an image"], { type: "image/jpeg" });
    expect(await scaleImage(file)).toBe(file);
  });
});
