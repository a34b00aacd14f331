/**
 * "Scan ID card" for the applicant: the customer photographs or chooses the front of an identity card with the
 * mall's `PhotoUploader` (checked, scaled down, progress, retry); the reading ({@link readIdCard}: `ocrIdCardFront`,
 * then the customer's confirmation) loads once a photo is chosen, so the form's first view carries only the
 * uploader, itself a chunk of its own loaded with the form. The confirmed name and number fill the applicant (name, type 01, number; birthday and sex then follow
 * from the number as for a typed one). A failed read says so at the photo, with a retry, and leaves the form as
 * it was. Beside it, the card's back (issue 21, the shared `IdCardBack`, its own chunk too): the validity period and
 * issuing authority show read-only — the proposal has no field for them, so they are not sent — and a period that
 * has ended is refused at its field with domain's message.
 */
import { Suspense, lazy } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MESSAGES } from "../../application.messages";

// the uploader loads beside the form, not in it: /inputInfo's own bytes are within 0.1 KB of the route budget
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
  const client = useQueryClient();

  async function read(photo: Blob): Promise<ReadCard | null> {
    const { readIdCard } = await import("./read-id-card");
    return readIdCard(client, photo, mallId);
  }

  return (
    <Suspense fallback={<p>{t("app.ocr")}</p>}>
      <PhotoUploader
        label={t("app.ocr")}
        max={1}
        alt={() => t("app.ocr.photo")}
        upload={read}
        onUploaded={(card) => {
          if (card !== null) onRead(card);
        }}
      />
      <IdCardBack read={async (photo) => (await import("./read-id-card")).readIdCardBack(client, photo, mallId)} />
    </Suspense>
  );
}
