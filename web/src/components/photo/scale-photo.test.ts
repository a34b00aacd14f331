import { PHOTO_JPEG_QUALITY, PHOTO_MAX_EDGE } from "@micromall/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scalePhoto } from "./scale-photo";

const jpeg = (size = 7) => new Blob([new Uint8Array(size)], { type: "image/jpeg" });

/** A canvas that records what is drawn and encodes to fixed outputs (jsdom has no canvas drawing). */
function fakeCanvas() {
  const drawn: { width: number; height: number }[] = [];
  const encoded: { type: string | undefined; quality: unknown }[] = [];
  const scaled = new Blob(["scaled"], { type: "image/jpeg" });
  const context = {
    drawImage: (_source: CanvasImageSource, _x: number, _y: number, width: number, height: number) => drawn.push({ width, height }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback, type, quality) => {
    encoded.push({ type, quality });
    callback(scaled);
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation((type, quality) => {
    encoded.push({ type, quality });
    return "data:image/jpeg;base64,c2NhbGVk";
  });
  return { drawn, encoded, scaled };
}

function bitmaps(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal("createImageBitmap", vi.fn(async () => ({ width, height, close })));
  return close;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("scalePhoto", () => {
  it("refuses a file that is not an image, in both forms", async () => {
    const text = new Blob(["x"], { type: "text/plain" });
    expect(await scalePhoto(text, { as: "blob" })).toBeNull();
    expect(await scalePhoto(text, { as: "dataUri" })).toBeNull();
  });

  it("scales the longer edge down to domain's limit and encodes a JPEG Blob", async () => {
    const canvas = fakeCanvas();
    const close = bitmaps(4000, 3000);
    expect(await scalePhoto(jpeg(), { as: "blob" })).toBe(canvas.scaled);
    expect(canvas.drawn).toEqual([{ width: PHOTO_MAX_EDGE, height: 960 }]);
    expect(canvas.encoded).toEqual([{ type: "image/jpeg", quality: PHOTO_JPEG_QUALITY }]);
    expect(close).toHaveBeenCalledOnce();
  });

  it("never enlarges, and answers a JPEG data URI when asked", async () => {
    const canvas = fakeCanvas();
    bitmaps(600, 800);
    expect(await scalePhoto(jpeg(), { as: "dataUri" })).toBe("data:image/jpeg;base64,c2NhbGVk");
    expect(canvas.drawn).toEqual([{ width: 600, height: 800 }]);
    expect(canvas.encoded).toEqual([{ type: "image/jpeg", quality: PHOTO_JPEG_QUALITY }]);
  });

  it("refuses an image the browser cannot decode", async () => {
    fakeCanvas();
    vi.stubGlobal("createImageBitmap", vi.fn(async () => Promise.reject(new DOMException("bad", "InvalidStateError"))));
    expect(await scalePhoto(jpeg(), { as: "blob" })).toBeNull();
    expect(await scalePhoto(jpeg(), { as: "dataUri" })).toBeNull();
  });

  it("uploads the original Blob where the browser cannot decode off screen", async () => {
    vi.stubGlobal("createImageBitmap", undefined);
    const file = jpeg();
    expect(await scalePhoto(file, { as: "blob" })).toBe(file);
  });

  it("keeps the original Blob when the canvas cannot draw or encode, but never an unscaled data URI", async () => {
    bitmaps(4000, 3000);
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const file = jpeg();
    expect(await scalePhoto(file, { as: "blob" })).toBe(file);
    expect(await scalePhoto(file, { as: "dataUri" })).toBeNull();
  });
});
