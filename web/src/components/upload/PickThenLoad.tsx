/**
 * A photo field whose work loads when the customer has chosen a photo: the field with its pickers (`PhotoPicker.tsx`)
 * at once, and whatever does the work (checking, scaling, progress, retry, reading: e.g. a `lazy()` uploader given
 * the files as its `initial`) rendered only once a photo is chosen, handed the chosen files; while it loads, the field
 * shows busy with its pickers disabled. A native file input opens without script, so the picker works in the
 * messenger on iOS too (a picker opened from script after an await would not); the heavy part loads after the
 * choice, never before.
 */
import { Suspense, useState, type ReactNode } from "react";
import { PhotoField, PhotoPicker } from "./PhotoPicker";

/** Props of {@link PickThenLoad}. */
export interface PickThenLoadProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly max: number;
  readonly disabled?: boolean | undefined;
  /** What works on the photos, rendered once some are chosen (e.g. a lazy uploader given them as its `initial`). */
  readonly children: (files: readonly File[]) => ReactNode;
}

/**
 * The picker now, the rest when a photo is chosen.
 * @example <PickThenLoad label={t("app.ocr")} max={1}>{(files) => <PhotoUploader initial={files} … />}</PickThenLoad>
 */
export function PickThenLoad({ label, hint, max, disabled = false, children }: PickThenLoadProps) {
  const [files, setFiles] = useState<readonly File[] | null>(null);
  const field = (busy: boolean) => (
    <PhotoField label={label} hint={hint} count={0} max={max} busy={busy}>
      <PhotoPicker max={max} disabled={disabled || busy} onPick={(chosen) => chosen.length > 0 && setFiles(chosen)} />
    </PhotoField>
  );
  if (files === null) return field(false);
  return <Suspense fallback={field(true)}>{children(files)}</Suspense>;
}
