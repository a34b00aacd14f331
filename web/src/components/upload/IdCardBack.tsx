/**
 * The back of an identity card (the national-emblem side, issue 21 "ID card back"), beside the front's reading
 * wherever a screen reads an ID card: the mall's {@link PhotoUploader} for one photo, read by the screen's
 * `ocrIdCardBack` (decoded with domain's shape by the gateway client), then the validity period and the issuing
 * authority shown read-only, as the card prints them. A period that has ended is refused at its field with
 * domain's exact message (`idCardValidityProblem`: 身份证已过有效期); the screen hears
 * the reading with its problem (`onRead`) and refuses to go on while there is one. Removing the photo forgets the
 * reading.
 *
 * Decisions where the issue is silent: the fields are read-only (what the card says is not typed); the problem is
 * judged on the China day the screen renders (the card may end while the page is open: the next render says so).
 */
import { useState } from "react";
import { idCardValidityMessage, idCardValidityProblem, type OcrBackResponse } from "@micromall/domain";
import { DATA_LANG, TextField } from "../../ui";
import { useLocale, useMessages } from "../../i18n";
import { PhotoUploader } from "./PhotoUploader";
import { IDCARD_BACK_LABEL_MESSAGES } from "./picker.messages";
import { IDCARD_BACK_MESSAGES } from "./idcard-back.messages";

/** What the back said, with what is wrong with it (domain's `idCardValidityProblem`), if anything. */
export interface IdCardBackReading extends OcrBackResponse {
  readonly problem: ReturnType<typeof idCardValidityProblem>;
}

/** Props of {@link IdCardBack}. */
export interface IdCardBackProps {
  /** Reads one photo of the back (`ocrIdCardBack`). */
  readonly read: (photo: Blob) => Promise<OcrBackResponse>;
  /** The reading (null once the photo is removed). */
  readonly onRead?: (reading: IdCardBackReading | null) => void;
  /** The clock (tests). */
  readonly now?: () => Date;
  /** The photo chosen before this reader loaded (`PickThenLoad`). */
  readonly initial?: readonly File[];
}

/**
 * The back's reader and its two read-only fields.
 * @example <IdCardBack read={(file) => ocrBack.mutateAsync({ file, mallId })} onRead={setBack} />
 */
export function IdCardBack({ read, onRead, now = () => new Date(), initial }: IdCardBackProps) {
  const t = useMessages(IDCARD_BACK_MESSAGES);
  const name = useMessages(IDCARD_BACK_LABEL_MESSAGES);
  const locale = useLocale();
  const [back, setBack] = useState<OcrBackResponse | null>(null);
  const problem = back === null ? null : idCardValidityProblem(back.validPeriod, now());

  function heard(next: OcrBackResponse | null) {
    setBack(next);
    onRead?.(next === null ? null : { ...next, problem: idCardValidityProblem(next.validPeriod, now()) });
  }

  return (
    <>
      <PhotoUploader<OcrBackResponse>
        label={name("idBack.photos")}
        max={1}
        {...(initial === undefined ? {} : { initial })}
        alt={() => t("idBack.photo")}
        upload={read}
        onChange={(state) => {
          if (state.uploaded.length === 0 && back !== null) heard(null);
        }}
        onUploaded={heard}
      />
      {back === null ? null : (
        <>
          <TextField
            label={t("idBack.validPeriod")}
            lang={DATA_LANG}
            readOnly
            value={back.validPeriod}
            onChange={() => undefined}
            error={problem === null ? undefined : idCardValidityMessage(problem, locale)}
          />
          <TextField label={t("idBack.issuedBy")} lang={DATA_LANG} readOnly value={back.issuedBy} onChange={() => undefined} />
        </>
      )}
    </>
  );
}
