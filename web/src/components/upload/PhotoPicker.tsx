/**
 * The photo field's frame and its pickers, shared by the mall's `PhotoUploader` and `PickThenLoad` (one module, one
 * small chunk):
 * - `PhotoField`: the group (a fieldset named by its legend, with the count, and the hint it is described by);
 * - `PhotoPicker`: "take a photo" (the camera, `capture="environment"`) and "choose from album" (several at once when
 *   more than one photo is taken), each an image-only file input inside its visible label — named controls for every
 *   assistive technology, at least the touch target's height (44 px, 60 px in elder mode: `--mm-target`);
 * - `PickThenLoad`: a photo field whose work loads when the customer has chosen a photo: the field with its pickers at
 *   once, and whatever does the work (checking, scaling, progress, retry, reading: e.g. a `lazy()` uploader given the
 *   files as its `initial`) rendered only once a photo is chosen, handed the chosen files; while it loads, the field
 *   shows busy with its pickers disabled. A native file input opens without script, so the picker works in the
 *   messenger on iOS too (a picker opened from script after an await would not); the heavy part loads after the
 *   choice, never before.
 */
import { Suspense, useId, useState, type ChangeEvent, type ReactNode } from "react";
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

/** Props of {@link PickThenLoad}. */
export interface PickThenLoadProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly max: number;
  readonly disabled?: boolean | undefined;
  /** Hears the choice before the work has loaded (a screen whose submit waits for the photos knows one is coming). */
  readonly onChosen?: ((files: readonly File[]) => void) | undefined;
  /** What works on the photos, rendered once some are chosen (e.g. a lazy uploader given them as its `initial`). */
  readonly children: (files: readonly File[]) => ReactNode;
}

/**
 * The picker now, the rest when a photo is chosen.
 * @example <PickThenLoad label={t("app.ocr")} max={1}>{(files) => <PhotoUploader initial={files} … />}</PickThenLoad>
 */
export function PickThenLoad({ label, hint, max, disabled = false, onChosen, children }: PickThenLoadProps) {
  const [files, setFiles] = useState<readonly File[] | null>(null);
  const field = (busy: boolean) => (
    <PhotoField label={label} hint={hint} count={0} max={max} busy={busy}>
      <PhotoPicker max={max} disabled={disabled || busy} onPick={(chosen) => {
          if (chosen.length === 0) return;
          setFiles(chosen);
          onChosen?.(chosen);
        }}
      />
    </PhotoField>
  );
  if (files === null) return field(false);
  return <Suspense fallback={field(true)}>{children(files)}</Suspense>;
}
