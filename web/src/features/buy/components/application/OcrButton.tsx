/**
 * "Scan ID card" for the applicant: the customer photographs or chooses the front of an identity card; the
 * reading ({@link readIdCard}: scaling the photo down, `ocrIdCardFront`, the customer's confirmation) loads once a
 * photo is chosen, so the form's first view carries only this control. The confirmed name and number fill the
 * applicant (name, type 01, number; birthday and sex then follow from the number as for a typed one).
 *
 * The file input is the control itself (its label is the visible text), so it is reachable and named for
 * every assistive technology; a failed read says so and leaves the form as it was.
 */
import { useId, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MESSAGES } from "../../application.messages";
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
  const client = useQueryClient();
  const [reading, setReading] = useState(false);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined || reading) return;
    setReading(true);
    try {
      const { readIdCard } = await import("./read-id-card");
      const card = await readIdCard(client, file, mallId, t);
      if (card !== null) onRead(card);
    } catch {
      toast(t("app.ocr.failed"));
    } finally {
      setReading(false);
    }
  }

  return (
    <label className={styles.ocr} htmlFor={id}>
      {reading ? t("app.ocr.reading") : t("app.ocr")}
      <input id={id} className={styles.file} type="file" accept="image/*" capture="environment" disabled={reading} onChange={(event) => void read(event)} />
    </label>
  );
}
