/**
 * Scales a photo down in the browser before it is uploaded (domain's `scaledPhotoSize`: longer edge at most
 * 1280 px, aspect kept, never enlarged; JPEG at `CLAIM_PHOTO_QUALITY`).
 *
 * Decisions: a file that is not an image the browser can decode is refused (null), so the screen asks for
 * another; where the browser has no way to decode or draw off screen (an old in-app browser without
 * `createImageBitmap`, or the test DOM), the photo is sent as it is rather than not at all.
 */
import { CLAIM_PHOTO_QUALITY, scaledPhotoSize } from "@micromall/domain";

/**
 * The photo to upload, or null when the file is not a readable image.
 * @example const blob = await scalePhoto(input.files[0])
 */
export async function scalePhoto(file: Blob): Promise<Blob | null> {
  if (!file.type.startsWith("image/")) return null;
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const size = scaledPhotoSize(bitmap.width, bitmap.height);
    if (size === null) return null;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (context === null) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", CLAIM_PHOTO_QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
