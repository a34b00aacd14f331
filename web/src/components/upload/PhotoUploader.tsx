/**
 * The mall's one photo uploader (issue 20 item 8), used wherever a customer picks a photo (claim report,
 * complaint, identity-card OCR): "take a photo" (the camera, `capture="environment"`) or "choose from album"
 * (the album, several at once when more than one photo is taken), each an image-only file input inside its
 * visible label, so both are named controls for every assistive technology.
 *
 * Each photo goes: checked (domain's `uploadRefusal`: its first bytes must be an image the gateway reads, at most
 * `UPLOAD_MAX_BYTES`) → compressed in the browser (`scalePhoto`, canvas, domain's photo size) → uploaded as the
 * scaled file itself (a Blob; the security issue's rule: an upload carries the file) → done. A refused file is not
 * kept: the refusal is said at the field (`role="alert"`, domain's message). A failed upload keeps the photo with
 * its preview, the reason and a retry (the same scaled file again) and a remove. The check and the compression
 * load when the first file is chosen (`prepare-photo.ts`), so a form's first view carries only this control. The
 * group and its pickers are `PhotoPicker.tsx`'s, shared with `PickThenLoad` (which shows them before this uploader
 * loads and hands it the photos chosen meanwhile: `initial`).
 *
 * Decisions where the issue is silent:
 * - Progress is by step (compressing, uploading, uploaded: a `<progress>` named after the photo, with the step in
 *   words), not by byte: the gateway calls go through `fetch`, which reports no upload progress, and a scaled
 *   photo is small (domain's photo size), so its upload is one short step.
 * - The preview is an object URL of the scaled photo (the Content-Security-Policy allows `blob:` images for
 *   previews), revoked when the photo is removed or the uploader leaves.
 * - More files than room: the first that fit are taken, and the uploader says how many it takes at most.
 * - The screen learns the uploaded results in order (`onChange`), whether one is still busy (a submit waits)
 *   and how many failed; `onUploaded` hears each result as it arrives (OCR fills the form from it).
 */
import { useEffect, useRef, useState } from "react";
import { formMessage, UPLOAD_REFUSAL_MESSAGE_KEYS } from "@micromall/domain";
import { Button } from "../../ui";
import { useMessages } from "../../i18n";
import { useFormLocale } from "../../i18n/form-locale";
import { GatewayRefusal } from "../../gateway/query";
import { PhotoField, PhotoPicker } from "./PhotoPicker";
import { UPLOADER_MESSAGES } from "./uploader.messages";
import styles from "./uploader.module.css";

/** What the screen learns of the uploader: the uploaded results in order, whether one is under way, how many failed. */
export interface UploaderState<R> {
  readonly uploaded: readonly R[];
  readonly busy: boolean;
  readonly failed: number;
}

/** Props of {@link PhotoUploader}. */
export interface PhotoUploaderProps<R> {
  /** The group's visible name (its legend). */
  readonly label: string;
  /** A line under the name (how many, what happens to the photos). */
  readonly hint?: string;
  /** How many photos at most (1: one photo, no multiple choice). */
  readonly max: number;
  /** The accessible name of the n-th photo's preview (1-based), e.g. "现场照片 1". */
  readonly alt: (n: number) => string;
  /** Uploads one scaled photo; answers what the screen keeps (an image id, a read card). */
  readonly upload: (photo: Blob) => Promise<R>;
  readonly onChange?: (state: UploaderState<R>) => void;
  readonly onUploaded?: (result: R) => void;
  readonly disabled?: boolean;
  /** Photos chosen before the uploader loaded (`PickThenLoad`): taken when it mounts, as if chosen in it. */
  readonly initial?: readonly File[];
}

type Step = "compressing" | "uploading" | "done" | "failed";
const STEP_VALUE: Record<Step, number> = { compressing: 1, uploading: 2, done: 3, failed: 2 };
const STEP_MAX = 3;

interface Item<R> {
  readonly key: number;
  readonly step: Step;
  readonly photo?: Blob;
  readonly preview?: string;
  readonly result?: R;
  readonly reason?: string;
}

/**
 * A photo uploader.
 * @example <PhotoUploader label={t("report.photos")} max={MAX_CLAIM_PHOTOS} alt={(n) => t("report.photoAlt", { n })} upload={(file) => uploadImage(file)} onChange={setPhotos} />
 */
export function PhotoUploader<R>({ label, hint, max, alt, upload, onChange, onUploaded, disabled = false, initial = [] }: PhotoUploaderProps<R>) {
  const t = useMessages(UPLOADER_MESSAGES);
  const locale = useFormLocale();
  const [items, setItems] = useState<readonly Item<R>[]>([]);
  const [refusal, setRefusal] = useState("");
  const serial = useRef(0);
  const room = useRef(max);
  const previews = useRef(new Set<string>());
  const listeners = useRef({ upload, onChange, onUploaded });
  useEffect(() => {
    listeners.current = { upload, onChange, onUploaded };
  });

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  // the photos chosen before the uploader loaded, once (a ref, so StrictMode's second effect run takes none)
  const initialTaken = useRef(false);
  useEffect(() => {
    if (initialTaken.current || initial.length === 0) return;
    initialTaken.current = true;
    pick(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => {
    room.current = max - items.length;
    listeners.current.onChange?.({
      uploaded: items.flatMap((item) => (item.step === "done" && item.result !== undefined ? [item.result] : [])),
      busy: items.some((item) => item.step === "compressing" || item.step === "uploading"),
      failed: items.filter((item) => item.step === "failed").length,
    });
  }, [items, max]);

  const change = (key: number, next: Partial<Item<R>>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...next } : item)));

  async function send(key: number, photo: Blob) {
    change(key, { step: "uploading", reason: "" });
    try {
      const result = await listeners.current.upload(photo);
      change(key, { step: "done", result });
      listeners.current.onUploaded?.(result);
    } catch (error) {
      change(key, { step: "failed", reason: error instanceof GatewayRefusal && error.message !== "" ? error.message : t("upload.network") });
    }
  }

  async function take(file: File, key: number) {
    const { preparePhoto } = await import("./prepare-photo");
    const prepared = await preparePhoto(file, "blob");
    if (!prepared.ok) {
      setItems((current) => current.filter((item) => item.key !== key));
      setRefusal(formMessage(UPLOAD_REFUSAL_MESSAGE_KEYS[prepared.reason], {}, locale));
      return;
    }
    const preview = typeof URL.createObjectURL === "function" ? URL.createObjectURL(prepared.photo) : "";
    if (preview !== "") previews.current.add(preview);
    change(key, { photo: prepared.photo, preview });
    await send(key, prepared.photo);
  }

  function pick(files: readonly File[]) {
    setRefusal("");
    const taken = files.slice(0, Math.max(0, room.current));
    if (files.length > taken.length) setRefusal(t("upload.full", { max }));
    room.current -= taken.length;
    const added = taken.map((file) => ({ file, key: (serial.current += 1) }));
    setItems((current) => [...current, ...added.map(({ key }) => ({ key, step: "compressing" as const }))]);
    void Promise.all(added.map(({ file, key }) => take(file, key)));
  }

  function remove(key: number) {
    const preview = items.find((item) => item.key === key)?.preview ?? "";
    if (preview !== "") {
      URL.revokeObjectURL(preview);
      previews.current.delete(preview);
    }
    setItems((current) => current.filter((item) => item.key !== key));
  }

  const full = items.length >= max;
  const busy = items.some((item) => item.step === "compressing" || item.step === "uploading");
  return (
    <PhotoField label={label} hint={hint} count={items.length} max={max} busy={busy}>
      {items.length === 0 ? null : (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={item.key} className={styles.item}>
              {item.preview === undefined || item.preview === "" ? <span className={styles.blank} aria-hidden="true" /> : <img src={item.preview} alt={alt(index + 1)} />}
              <progress className={styles.progress} max={STEP_MAX} value={STEP_VALUE[item.step]} aria-label={alt(index + 1)} />
              <span className={item.step === "failed" ? `${styles.step} ${styles.failed}` : styles.step} aria-live="polite">
                {item.step === "failed" ? t("upload.failed", { reason: item.reason ?? "" }) : t(`upload.${item.step}`)}
              </span>
              <span className={styles.actions}>
                {item.step === "failed" && item.photo !== undefined ? (
                  <Button onClick={() => item.photo !== undefined && void send(item.key, item.photo)}>{t("upload.retry", { n: index + 1 })}</Button>
                ) : null}
                {item.step === "done" || item.step === "failed" ? <Button onClick={() => remove(item.key)}>{t("upload.remove", { n: index + 1 })}</Button> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PhotoPicker max={max} disabled={disabled || full} onPick={pick} />
      {refusal === "" ? null : (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </PhotoField>
  );
}
