import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GATEWAY_CATALOGUE } from "../gateway/catalogue";
import { MULTIPART_CONTENT_TYPE, sealRequest } from "../gateway/request-envelope";
import { messageFor } from "../messages/catalogue";
import { hexHeadBytes, UPLOAD_MAX_BYTES, UPLOAD_REFUSAL_MESSAGE_KEYS, uploadHeadHex, uploadImageKind, uploadRefusal } from "./upload-file";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytes = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe("uploadImageKind: the type by the first bytes (magic number)", () => {
  it("reads JPEG, PNG, GIF and WebP", () => {
    expect(uploadImageKind(JPEG)).toBe("jpeg");
    expect(uploadImageKind(PNG)).toBe("png");
    expect(uploadImageKind(bytes("GIF89a...."))).toBe("gif");
    expect(uploadImageKind(bytes("GIF87a"))).toBe("gif");
    expect(uploadImageKind(bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });
  it("refuses SVG, text, HTML, PDF, a truncated magic number and non-byte input", () => {
    for (const head of ["<svg xmlns", "<?xml vers", "hello", "<html>", "%PDF-1.7", "GIF8", "RIFF\u0000\u0000\u0000\u0000AVI "]) expect(uploadImageKind(bytes(head))).toBeNull();
    expect(uploadImageKind([0xff, 0xd8])).toBeNull();
    expect(uploadImageKind([])).toBeNull();
    expect(uploadImageKind(null)).toBeNull();
    expect(uploadImageKind("ÿØÿ" as never)).toBeNull();
  });
});

describe("uploadRefusal: empty, not an image, too big", () => {
  it("answers each reason, with a zh and en message", () => {
    expect(uploadRefusal(0, JPEG)).toBe("empty");
    expect(uploadRefusal(Number.NaN, JPEG)).toBe("empty");
    expect(uploadRefusal(2_000, bytes("<svg"))).toBe("type");
    expect(uploadRefusal(UPLOAD_MAX_BYTES + 1, JPEG)).toBe("size");
    expect(uploadRefusal(2_000, JPEG)).toBeNull();
    expect(messageFor(UPLOAD_REFUSAL_MESSAGE_KEYS.type)).toContain("JPG");
    expect(messageFor(UPLOAD_REFUSAL_MESSAGE_KEYS.empty, "en")).toMatch(/empty/);
  });
  it("is total over any bytes and sizes", () => {
    fc.assert(fc.property(fc.double(), fc.array(fc.integer({ min: -1, max: 300 })), (size, head) => {
      expect(["empty", "type", "size", null]).toContain(uploadRefusal(size, head));
    }));
  });
});

describe("the head as hex round-trips", () => {
  it("writes lowercase hex of at most 12 bytes and reads it back", () => {
    expect(uploadHeadHex(JPEG)).toBe("ffd8ffe000104a464946");
    expect(hexHeadBytes(uploadHeadHex(PNG))).toEqual(PNG);
    expect(hexHeadBytes("ffzz")).toEqual([255]);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 }), (head) => {
      expect(hexHeadBytes(uploadHeadHex(head))).toEqual(head);
    }));
  });
});

describe("sealRequest sends an upload as multipart/form-data with the file's bytes", () => {
  it("a Blob field becomes a file part of the same bytes; the other fields are text parts", async () => {
    const photo = new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" });
    const sealed = sealRequest(GATEWAY_CATALOGUE.ocrIdCardFront, { file: photo, mallId: " M1 " });
    expect(sealed.contentType).toBe(MULTIPART_CONTENT_TYPE);
    expect(sealed.body).toBeInstanceOf(FormData);
    const form = sealed.body as FormData;
    const file = form.get("file");
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe("file.jpg");
    expect([...new Uint8Array(await (file as Blob).arrayBuffer())]).toEqual(JPEG);
    expect(form.get("mallId")).toBe("M1");
  });
  it("a form call without a file stays urlencoded, and a Blob is never sent as {}", () => {
    const sealed = sealRequest(GATEWAY_CATALOGUE.orderPay, { orderNo: "O1" });
    expect(sealed).toMatchObject({ contentType: "application/x-www-form-urlencoded", body: "orderNo=O1" });
    const upload = sealRequest(GATEWAY_CATALOGUE.uploadBpmImage, { file: new Blob(["x"], { type: "image/png" }) });
    expect(typeof upload.body).not.toBe("string");
  });
});
