/**
 * Photos of a claim report (/claimApplication): how many, and how big they travel. A phone photo is several
 * megabytes; the mall scales it down in the browser before `uploadBpmImage`, so the upload is quick on a
 * mobile network and the assessor still reads a plate or a receipt.
 *
 * Decisions where the spec is silent: at most {@link MAX_CLAIM_PHOTOS} photos; the longer edge at most
 * {@link CLAIM_PHOTO_MAX_EDGE} pixels (aspect kept, never enlarged); JPEG at {@link CLAIM_PHOTO_QUALITY}.
 */

/** Most photos one report carries. */
export const MAX_CLAIM_PHOTOS = 6;
/** Longest edge of an uploaded photo, in pixels. */
export const CLAIM_PHOTO_MAX_EDGE = 1280;
/** JPEG quality of an uploaded photo (0–1). */
export const CLAIM_PHOTO_QUALITY = 0.8;

/**
 * The size a photo is scaled to: the longer edge at most `maxEdge`, aspect kept, never enlarged, at least
 * 1×1; null for a size that is not a positive finite number.
 * @example scaledPhotoSize(4000, 3000) // { width: 1280, height: 960 }
 * @example scaledPhotoSize(800, 600) // { width: 800, height: 600 }
 */
export function scaledPhotoSize(width: number, height: number, maxEdge: number = CLAIM_PHOTO_MAX_EDGE): { width: number; height: number } | null {
  const usable = (value: number) => typeof value === "number" && Number.isFinite(value) && value > 0;
  if (!usable(width) || !usable(height) || !usable(maxEdge)) return null;
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
