/**
 * The photo field's frame and its pickers, shared by the mall's `PhotoUploader` and `PickThenLoad` (its own module,
 * so a screen that renders the uploader itself does not carry it):
 * - `PhotoField`: the group (a fieldset named by its legend, with the count, and the hint it is described by);
 * - `PhotoPicker`: "take a photo" (the camera, `capture="environment"`) and "choose from album" (several at once when
 *   more than one photo is taken), each an image-only file input inside its visible label — named controls for every
 *   assistive technology, at least the touch target's height (44 px, 60 px in elder mode: `--mm-target`);
 */
import { useId, type ChangeEvent, type ReactNode } from "react";
import { buttonClassName } from "../../ui";
import { useMessages } from "../../i18n";
import { PICKER_MESSAGES } from "./picker.messages";
import styles from "./picker.module.css";

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  /** The group's visible name (its legend). */
  readonly label: string;
  /** A line under the name (how many, what happens to the photos). */
  readonly hint?: string | undefined;
  /** How many photos the field holds now, and at most. */
  readonly count: number;
  readonly max: number;
  /** A photo is being worked on. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * The photo field's group: legend with the count, the hint, then its content.
 * @example <PhotoField label="现场照片" count={0} max={3}><PhotoPicker max={3} onPick={add} /></PhotoField>
 */
export function PhotoField({ label, hint, count, max, busy = false, children }: PhotoFieldProps) {
  const t = useMessages(PICKER_MESSAGES);
  const hintId = useId();
  return (
    <fieldset className={styles.uploader} aria-describedby={hint === undefined ? undefined : hintId} aria-busy={busy}>
      <legend className={styles.legend}>
        {label} <span className={styles.count}>{t("upload.count", { count, max })}</span>
      </legend>
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  /** How many photos at most (more than 1: the album takes several at once). */
  readonly max: number;
  readonly disabled?: boolean | undefined;
  /** The chosen files (the input is emptied after, so the same file can be chosen again). */
  readonly onPick: (files: readonly File[]) => void;
}

/**
 * The camera and album pickers.
 * @example <PhotoPicker max={1} onPick={(files) => take(files)} />
 */
export function PhotoPicker({ max, disabled = false, onPick }: PhotoPickerProps) {
  const t = useMessages(PICKER_MESSAGES);
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    onPick(files);
  }
  return (
    <div className={styles.pickers}>
      <label className={buttonClassName("default", false, styles.picker)}>
        {t("upload.camera")}
        <input className={styles.file} type="file" accept="image/*" capture="environment" disabled={disabled} onChange={pick} />
      </label>
      <label className={buttonClassName("default", false, styles.picker)}>
        {t("upload.album")}
        <input className={styles.file} type="file" accept="image/*" multiple={max > 1} disabled={disabled} onChange={pick} />
      </label>
    </div>
  );
}
