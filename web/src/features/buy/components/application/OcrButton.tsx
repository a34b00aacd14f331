/**
 * "Scan ID card" for the applicant: the customer photographs or chooses the front of an identity card with the
 * mall's `PhotoUploader` (checked, scaled down, progress, retry); the reading ({@link readIdCard}: `ocrIdCardFront`,
 * then the customer's confirmation) loads once a photo is chosen. The confirmed name and number fill the applicant
 * (name, type 01, number; birthday and sex then follow from the number as for a typed one). A failed read says so at
 * the photo, with a retry, and leaves the form as it was. Beside it, the card's back (issue 21, the shared
 * `IdCardBack`): the validity period and issuing authority show read-only — the proposal has no field for them, so
 * they are not sent — and a period that has ended is refused at its field with domain's message.
 *
 * The form's first view carries only the two pickers (`PickThenLoad`: the field with its native file inputs); the
 * uploader and the back's reader load when the customer has chosen a photo, and are handed it — /inputInfo's budget
 * counts what a page renders at once (scripts/size.mjs `AT_ONCE`).
 */
import { lazy } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useMessages } from "../../../../i18n";
import { PickThenLoad } from "../../../../components/upload/PhotoPicker";
import { IDCARD_BACK_LABEL_MESSAGES } from "../../../../components/upload/picker.messages";
import { APPLICATION_MESSAGES } from "../../application.messages";

// on the choice of a photo, not with the form
const IdCardBack = lazy(() => import("../../../../components/upload/IdCardBack").then((module) => ({ default: module.IdCardBack })));
const PhotoUploader = lazy(() => import("../../../../components/upload/PhotoUploader").then((module) => ({ default: module.PhotoUploader<ReadCard | null> })));

/** What the card said, once the customer confirmed it. */
export interface ReadCard {
  readonly name: string;
  readonly identifyNumber: string;
}

/** Props of {@link OcrButton}. */
export interface OcrButtonProps {
  readonly mallId: string;
  readonly onRead: (card: ReadCard) => void;
}

/** The applicant's ID card scan. */
export function OcrButton({ mallId, onRead }: OcrButtonProps) {
  const t = useMessages(APPLICATION_MESSAGES);
  const back = useMessages(IDCARD_BACK_LABEL_MESSAGES);
  const client = useQueryClient();

  async function read(photo: Blob): Promise<ReadCard | null> {
    const { readIdCard } = await import("./read-id-card");
    return readIdCard(client, photo, mallId);
  }

  return (
    <>
      <PickThenLoad label={t("app.ocr")} max={1}>
        {(files) => (
          <PhotoUploader
            label={t("app.ocr")}
            max={1}
            initial={files}
            alt={() => t("app.ocr.photo")}
            upload={read}
            onUploaded={(card) => {
              if (card !== null) onRead(card);
            }}
          />
        )}
      </PickThenLoad>
      <PickThenLoad label={back("idBack.photos")} max={1}>
        {(files) => <IdCardBack initial={files} read={async (photo) => (await import("./read-id-card")).readIdCardBack(client, photo, mallId)} />}
      </PickThenLoad>
    </>
  );
}
