/**
 * A photo the customer picked, scaled down before upload (domain's `scaledPhotoSize`: longer side at most
 * 1280 px, never enlarged) and encoded as a JPEG data URI. Answers `null` for a file the browser cannot read as
 * an image (never throws), so the screen can say so.
 */
import { ADVICE_PHOTO_MAX_SIDE, scaledPhotoSize } from "@micromall/domain";

/** JPEG quality of an uploaded photo. */
export const PHOTO_QUALITY = 0.8;

function loadImage(file: Blob): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
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
