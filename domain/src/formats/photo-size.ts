/**
 * How big a customer's photo travels (claim reports, complaints, identity-card OCR): a phone photo is several
 * megabytes, so the mall scales it down in the browser before it is uploaded — quick on a mobile network, and an
 * assessor still reads a plate, a receipt or an identity card.
 *
 * Decisions where the spec is silent: the longer edge at most {@link PHOTO_MAX_EDGE} pixels (aspect kept, never
 * enlarged), JPEG at {@link PHOTO_JPEG_QUALITY}.
 */

/** Longest edge of an uploaded photo, in pixels. */
export const PHOTO_MAX_EDGE = 1280;
/** JPEG quality of an uploaded photo (0–1). */
export const PHOTO_JPEG_QUALITY = 0.8;

/**
 * The size a photo is scaled to: the longer edge at most `maxEdge`, aspect kept, whole pixels, never enlarged, at
 * least 1×1; null for a size that is not a positive finite number.
 * @example scaledPhotoSize(4000, 3000) // { width: 1280, height: 960 }
 * @example scaledPhotoSize(800, 600) // { width: 800, height: 600 }
 */
export function scaledPhotoSize(width: number, height: number, maxEdge: number = PHOTO_MAX_EDGE): { width: number; height: number } | null {
  const usable = (value: number) => typeof value === "number" && Number.isFinite(value) && value > 0;
  if (!usable(width) || !usable(height) || !usable(maxEdge)) return null;
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
