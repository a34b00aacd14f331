/**
 * Photos of a claim report (/claimApplication): how many, and how big they travel. A phone photo is several
 * megabytes; the mall scales it down in the browser before `uploadBpmImage`, so the upload is quick on a
 * mobile network and the assessor still reads a plate or a receipt.
 *
 * Decisions where the spec is silent: at most {@link MAX_CLAIM_PHOTOS} photos; the longer edge at most
 * {@link CLAIM_PHOTO_MAX_EDGE} pixels (aspect kept, never enlarged); JPEG at {@link CLAIM_PHOTO_QUALITY}.
 */
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_EDGE } from "../formats/photo-size";

/** Most photos one report carries. */
export const MAX_CLAIM_PHOTOS = 6;
/** Longest edge of an uploaded photo, in pixels (formats' `PHOTO_MAX_EDGE`, `scaledPhotoSize`). */
export const CLAIM_PHOTO_MAX_EDGE = PHOTO_MAX_EDGE;
/** JPEG quality of an uploaded photo (0–1). */
export const CLAIM_PHOTO_QUALITY = PHOTO_JPEG_QUALITY;
