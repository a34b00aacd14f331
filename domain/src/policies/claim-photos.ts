/**
 * Photos of a claim report (/claimApplication): how many, and how big they travel. A phone photo is several
 * megabytes; the mall scales it down in the browser before `uploadBpmImage`, so the upload is quick on a
 * mobile network and the assessor still reads a plate or a receipt.
 *
 * Decisions where the spec is silent: at most {@link MAX_CLAIM_PHOTOS} photos; their size is formats'
 * `scaledPhotoSize` (`PHOTO_MAX_EDGE`, `PHOTO_JPEG_QUALITY`), as for every photo the mall uploads.
 */

/** Most photos one report carries. */
export const MAX_CLAIM_PHOTOS = 6;
