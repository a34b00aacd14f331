/**
 * The check every photo upload makes before anything leaves the browser (issue 23 finding 2): the picked file
 * must be a non-empty image the gateway reads, by its first bytes (domain's `uploadRefusal`: an SVG, a text file
 * renamed `.jpg` or an empty file is refused), at most `UPLOAD_MAX_BYTES`; then it is scaled down
 * (`scalePhoto`, domain's photo size). The scaled photo is what is uploaded, as a multipart file.
 * Never throws.
 */
import { UPLOAD_HEAD_BYTES, uploadRefusal, type UploadRefusal } from "@micromall/domain";
import { scalePhoto } from "../photo/scale-photo";

/** A photo ready to upload, or why the picked file is refused. */
export type PreparedPhoto<T> = { readonly ok: true; readonly photo: T } | { readonly ok: false; readonly reason: UploadRefusal };

/**
 * Why `file` may not be uploaded, read from its size and first bytes, or null when it may.
 * @example await pickedFileRefusal(new File(["<svg/>"], "a.svg", { type: "image/svg+xml" })) // "type"
 */
export async function pickedFileRefusal(file: Blob): Promise<UploadRefusal | null> {
  try {
    const head = new Uint8Array(await readHead(file));
    return uploadRefusal(file.size, head);
  } catch {
    return "type";
  }
}

/**
 * Checks `file` and scales it for upload: a Blob (multipart upload) or a JPEG data URI (JSON body).
 * @example const prepared = await preparePhoto(input.files[0], "blob"); if (prepared.ok) upload(prepared.photo)
 */
export async function preparePhoto(file: Blob, as: "blob"): Promise<PreparedPhoto<Blob>>;
export async function preparePhoto(file: Blob, as: "dataUri"): Promise<PreparedPhoto<string>>;
export async function preparePhoto(file: Blob, as: "blob" | "dataUri"): Promise<PreparedPhoto<Blob | string>> {
  const refusal = await pickedFileRefusal(file);
  if (refusal !== null) return { ok: false, reason: refusal };
  const scaled = as === "blob" ? await scalePhoto(file, { as: "blob" }) : await scalePhoto(file, { as: "dataUri" });
  return scaled === null ? { ok: false, reason: "type" } : { ok: true, photo: scaled };
}

/** The first bytes of a Blob (FileReader where `Blob.arrayBuffer` is missing: older in-app browsers, the test DOM). */
function readHead(file: Blob): Promise<ArrayBuffer> {
  const slice = file.slice(0, UPLOAD_HEAD_BYTES);
  if (typeof slice.arrayBuffer === "function") return slice.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error("unreadable")));
    reader.onerror = () => reject(new Error("unreadable"));
    reader.readAsArrayBuffer(slice);
  });
}
