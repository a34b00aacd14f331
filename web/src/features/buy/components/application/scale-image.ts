/**
 * Scales a photo down in the browser before it is uploaded (issue 9 "OCR": a 12-megapixel phone photo is
 * 4–8 MB; the identity card's text reads as well at 1600 px). The result is a JPEG no longer than
 * {@link MAX_IMAGE_SIDE} on its long side.
 *
 * Decisions: a file that is already small enough (both sides within the limit and at most
 * {@link SMALL_IMAGE_BYTES}) is sent as it is; a browser that cannot decode or draw the image (no
 * `createImageBitmap`, no canvas) sends the original too: the upload is slower, but OCR still works.
 */

/** Longest side of an uploaded image, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
/** Files up to this size with small enough sides are not re-encoded. */
export const SMALL_IMAGE_BYTES = 1024 * 1024;
/** JPEG quality of a scaled image. */
export const JPEG_QUALITY = 0.85;

/**
 * The size an image of `width` × `height` is drawn at: at most {@link MAX_IMAGE_SIDE} on the long side, aspect kept.
 * @example scaledSize(4000, 3000) // { width: 1600, height: 1200 }
 * @example scaledSize(800, 600) // { width: 800, height: 600 }
 */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const ratio = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * `file` scaled down for upload (or `file` itself when it is small, or cannot be scaled here).
 * @example const upload = await scaleImage(input.files[0])
 */
export async function scaleImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height && file.size <= SMALL_IMAGE_BYTES) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (context === null) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
