/**
 * "Scan ID card" for the applicant: the customer photographs or chooses the front of an identity card with the
 * mall's `PhotoUploader` (checked, scaled down, progress, retry); the reading ({@link readIdCard}: `ocrIdCardFront`,
 * then the customer's confirmation) loads once a photo is chosen, so the form's first view carries only the
 * uploader. The confirmed name and number fill the applicant (name, type 01, number; birthday and sex then follow
 * from the number as for a typed one). A failed read says so at the photo, with a retry, and leaves the form as
 * it was.
 */
import { useQueryClient } from "@tanstack/react-query";
import { PhotoUploader } from "../../../../components/upload/PhotoUploader";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MESSAGES } from "../../application.messages";

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
    <PhotoUploader
      label={t("app.ocr")}
      max={1}
      alt={() => t("app.ocr.photo")}
      upload={read}
      onUploaded={(card) => {
        if (card !== null) onRead(card);
      }}
    />
  );
}
