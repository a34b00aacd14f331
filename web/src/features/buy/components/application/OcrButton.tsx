/**
 * "Scan ID card" for the applicant: the customer photographs or chooses the front of an identity card; the
 * photo is scaled down in the browser (`scalePhoto`, domain's photo size) and read (`ocrIdCardFront`); the customer confirms
 * the name and number read before they fill the applicant (name, type 01, number; birthday and sex then follow
 * from the number as for a typed one).
 *
 * The file input is the control itself (its label is the visible text), so it is reachable and named for
 * every assistive technology; a failed read says so and leaves the form as it was.
 */
import { useId, type ChangeEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { messageBox, toast } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MUTATIONS } from "../../api/application-queries";
import { APPLICATION_MESSAGES } from "../../application-messages";
import { scalePhoto } from "../../../../components/photo/scale-photo";
import styles from "./application.module.css";

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
  const id = useId();
  const ocr = useMutation(APPLICATION_MUTATIONS.ocrFront());

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined || ocr.isPending) return;
    try {
      const image = await scalePhoto(file, { as: "blob" });
      if (image === null) throw new Error("not a readable image");
      const card = await ocr.mutateAsync({ file: image, ...(mallId === "" ? {} : { mallId }) });
      const choice = await messageBox({
        message: t("app.ocr.confirm", { name: card.name, number: card.identifyNumber }),
        actions: [
          { label: t("app.ocr.cancel"), value: "no" },
          { label: t("app.ocr.fill"), value: "fill", primary: true },
        ],
      });
      if (choice === "fill") onRead({ name: card.name, identifyNumber: card.identifyNumber });
    } catch {
      toast(t("app.ocr.failed"));
    }
  }

  return (
    <label className={styles.ocr} htmlFor={id}>
      {ocr.isPending ? t("app.ocr.reading") : t("app.ocr")}
      <input id={id} className={styles.file} type="file" accept="image/*" capture="environment" disabled={ocr.isPending} onChange={(event) => void read(event)} />
    </label>
  );
}
