/**
 * What a customer's photo upload must be (claim photos, complaint photos, identity-card OCR; issue 23 finding 2):
 * a non-empty image of a type the gateway reads, recognised by its first bytes (its magic number), never by its
 * name or its declared type alone — an SVG, a `.txt` renamed `.jpg` or an empty file is refused before it is sent,
 * and the gateway (the mock) refuses it the same way.
 *
 * Decisions where the spec is silent:
 * - the types read are JPEG (`FF D8 FF`), PNG (`89 50 4E 47 0D 0A 1A 0A`), GIF (`GIF87a`/`GIF89a`) and WebP
 *   (`RIFF….WEBP`); SVG is refused (it is script-capable text, and OCR cannot read it);
 * - a picked file is at most {@link UPLOAD_MAX_BYTES} (20 MB: a phone camera's photo fits, a video does not);
 *   the upload itself is the scaled JPEG (photo-size.ts), far below it;
 * - the first {@link UPLOAD_HEAD_BYTES} bytes decide, and the gateway reads them as lowercase hex
 *   ({@link uploadHeadHex}).
 */

/** An image type an upload may carry. */
export type UploadImageKind = "jpeg" | "png" | "gif" | "webp";

/** How many leading bytes decide an upload's type. */
export const UPLOAD_HEAD_BYTES = 12;

/** The largest photo file a customer may pick, in bytes (before it is scaled down). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Why an upload is refused: no bytes, not an image the gateway reads, or too big. */
export type UploadRefusal = "empty" | "type" | "size";

/** The message key (formats catalogue) of each refusal, zh-CN and en in `FORMAT_MESSAGES`. */
export const UPLOAD_REFUSAL_MESSAGE_KEYS = {
  empty: "uploadEmpty",
  type: "uploadType",
  size: "uploadSize",
} as const satisfies Record<UploadRefusal, string>;

/**
 * The image type of a file's first bytes, or null when they are no image an upload may carry. Total: anything
 * that is not a list of byte values is null.
 * @example uploadImageKind([0xff, 0xd8, 0xff, 0xe0]) // "jpeg"
 * @example uploadImageKind([0x3c, 0x73, 0x76, 0x67]) // null ("<svg")
 */
export function uploadImageKind(head: ArrayLike<number> | null | undefined): UploadImageKind | null {
  if (head === null || typeof head !== "object" || typeof head.length !== "number") return null;
  const at = (index: number): number => (index < head.length ? Number(head[index]) : -1);
  const starts = (bytes: readonly number[], from = 0) => bytes.every((byte, index) => at(from + index) === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (at(4) === 0x37 || at(4) === 0x39) && at(5) === 0x61) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * The first {@link UPLOAD_HEAD_BYTES} bytes as lowercase hex (what the gateway reads of an upload's head).
 * @example uploadHeadHex([0xff, 0xd8, 0xff]) // "ffd8ff"
 */
export function uploadHeadHex(head: ArrayLike<number>): string {
  let out = "";
  const count = Math.min(head?.length ?? 0, UPLOAD_HEAD_BYTES);
  for (let index = 0; index < count; index += 1) out += (Number(head[index]) & 0xff).toString(16).padStart(2, "0");
  return out;
}

/**
 * The bytes of a hex head (as {@link uploadHeadHex} writes it); an odd or non-hex text gives what it can up to
 * the first fault. Total, linear.
 * @example hexHeadBytes("ffd8ff") // [255, 216, 255]
 */
export function hexHeadBytes(hex: string): number[] {
  const out: number[] = [];
  if (typeof hex !== "string") return out;
  const limit = Math.min(hex.length, UPLOAD_HEAD_BYTES * 2);
  for (let index = 0; index + 1 < limit; index += 2) {
    const pair = hex.slice(index, index + 2);
    if (!/^[0-9a-fA-F]{2}$/.test(pair)) break;
    out.push(parseInt(pair, 16));
  }
  return out;
}

/**
 * Why a file of `size` bytes starting with `head` may not be uploaded, or null when it may. Total.
 * @example uploadRefusal(0, []) // "empty"
 * @example uploadRefusal(1200, [0x3c, 0x3f, 0x78, 0x6d]) // "type"
 * @example uploadRefusal(1200, [0xff, 0xd8, 0xff, 0xe0]) // null
 */
export function uploadRefusal(size: number, head: ArrayLike<number> | null | undefined): UploadRefusal | null {
  if (typeof size !== "number" || !Number.isFinite(size) || size <= 0) return "empty";
  if (size > UPLOAD_MAX_BYTES) return "size";
  return uploadImageKind(head) === null ? "type" : null;
}
