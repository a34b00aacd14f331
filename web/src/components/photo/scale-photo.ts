/**
 * A photo the customer picked (claim report, complaint, identity-card OCR), scaled down in the browser before it
 * is uploaded, by domain's rule (`scaledPhotoSize`: the longer edge at most `PHOTO_MAX_EDGE` pixels, aspect kept,
 * never enlarged; JPEG at `PHOTO_JPEG_QUALITY`). One piece for every feature that uploads a photo.
 *
 * - `as: "blob"` — for a multipart upload (claims, OCR).
 * - `as: "dataUri"` — a JPEG `data:` URI for a JSON body (complaints). The picked file itself is decoded from a
 *   `data:` URI, never through an object URL (the mall's Content-Security-Policy allows `blob:` images only for
 *   previews of the scaled photo).
 *
 * Decisions: a file that is not an `image/*` the browser can decode is refused (null), so the screen asks for
 * another. Decoding uses `createImageBitmap`. Where it is missing (an old in-app browser, the test DOM), a Blob
 * upload takes the original file rather than nothing (slower, but it still arrives); a data URI cannot fall back
 * so (a phone photo of several megabytes in a JSON body), so there an `<img>` decodes the file read as a `data:`
 * URI. Never throws.
 */
import { PHOTO_JPEG_QUALITY, scaledPhotoSize } from "@micromall/domain";

/** How the scaled photo is handed back: a Blob (multipart upload) or a JPEG data URI (JSON body). */
export type ScaledPhotoForm = "blob" | "dataUri";

interface Decoded {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
  close(): void;
}

/**
 * The photo scaled for upload as a Blob, or null when the file is not a readable image.
 * @example const blob = await scalePhoto(input.files[0], { as: "blob" });
 */
export function scalePhoto(file: Blob, options: { readonly as: "blob" }): Promise<Blob | null>;
/**
 * The photo scaled for upload as a JPEG data URI, or null when the file is not a readable image.
 * @example const dataUri = await scalePhoto(input.files[0], { as: "dataUri" });
 */
export function scalePhoto(file: Blob, options: { readonly as: "dataUri" }): Promise<string | null>;
export async function scalePhoto(file: Blob, options: { readonly as: ScaledPhotoForm }): Promise<Blob | string | null> {
  try {
    return await scale(file, options.as);
  } catch {
    return null;
  }
}

async function scale(file: Blob, form: ScaledPhotoForm): Promise<Blob | string | null> {
  if (!file.type.startsWith("image/") || typeof document === "undefined") return null;
  let decoded: Decoded | null;
  if (typeof createImageBitmap === "function") decoded = await decodeBitmap(file);
  else if (form === "blob") return file;
  else decoded = await decodeImage(file);
  if (decoded === null) return null;
  try {
    const size = scaledPhotoSize(decoded.width, decoded.height);
    if (size === null) return null;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (context === null) return form === "blob" ? file : null;
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    if (form === "blob") {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_JPEG_QUALITY));
      return blob ?? file;
    }
    const dataUri = canvas.toDataURL("image/jpeg", PHOTO_JPEG_QUALITY);
    return dataUri.startsWith("data:image/") ? dataUri : null;
  } finally {
    decoded.close();
  }
}

async function decodeBitmap(file: Blob): Promise<Decoded | null> {
  try {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    return null;
  }
}

function readAsDataUri(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

// Read as a data URI, not an object URL: the picked file (any size, any type) is never given an address of its own.
async function decodeImage(file: Blob): Promise<Decoded | null> {
  const source = await readAsDataUri(file);
  if (source === null || !source.startsWith("data:image/")) return null;
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined });
    image.onerror = () => resolve(null);
    image.src = source;
  });
}
