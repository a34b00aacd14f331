/**
 * A photo the customer picked, scaled down before upload (domain's `scaledPhotoSize`: longer side at most
 * 1280 px, never enlarged) and encoded as a JPEG data URI. Answers `null` for a file the browser cannot read as
 * an image (never throws), so the screen can say so.
 */
import { ADVICE_PHOTO_MAX_SIDE, scaledPhotoSize } from "@micromall/domain";

/** JPEG quality of an uploaded photo. */
export const PHOTO_QUALITY = 0.8;

function readAsDataUri(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

// Read as a data URI, not an object URL: the mall's Content-Security-Policy allows images from the mall and
// `data:` only (no `blob:`).
async function loadImage(file: Blob): Promise<HTMLImageElement | null> {
  const source = await readAsDataUri(file);
  if (source === null || !source.startsWith("data:image/")) return null;
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = source;
  });
}

/**
 * The photo as a scaled JPEG data URI, or `null`.
 * @example const dataUri = await scalePhoto(input.files[0]);
 */
export async function scalePhoto(file: Blob, maxSide: number = ADVICE_PHOTO_MAX_SIDE): Promise<string | null> {
  try {
    if (!file.type.startsWith("image/")) return null;
    const image = await loadImage(file);
    if (image === null) return null;
    const size = scaledPhotoSize(image.naturalWidth, image.naturalHeight, maxSide);
    if (size === null) return null;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (context === null) return null;
    context.drawImage(image, 0, 0, size.width, size.height);
    const dataUri = canvas.toDataURL("image/jpeg", PHOTO_QUALITY);
    return dataUri.startsWith("data:image/") ? dataUri : null;
  } catch {
    return null;
  }
}
