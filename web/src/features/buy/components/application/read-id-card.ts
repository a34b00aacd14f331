/**
 * Reading an ID card photo for {@link OcrButton}, loaded when the customer has chosen a photo: the photo is scaled
 * down in the browser (`scalePhoto`, domain's photo size) and read (`ocrIdCardFront`); the customer confirms the
 * name and number read before they fill the applicant. A failed read says so and leaves the form as it was.
 */
import type { QueryClient } from "@tanstack/react-query";
import { messageBox, toast } from "../../../../ui";
import { getLocale, translate } from "../../../../i18n";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import { preparePhoto } from "../../../../components/upload/prepare-photo";
import { messageFor, UPLOAD_REFUSAL_MESSAGE_KEYS } from "@micromall/domain";
import { APPLICATION_MUTATIONS } from "../../api/application-queries";
import type { ApplicationTranslate } from "./ApplicationForm";
import type { ReadCard } from "./OcrButton";
import { runMutation } from "./run-mutation";

/**
 * Reads `file` and asks the customer to confirm; answers the card confirmed, or null (declined, or not read: said).
 * @example const card = await readIdCard(client, file, mallId, t)
 */
export async function readIdCard(client: QueryClient, file: File, mallId: string, t: ApplicationTranslate): Promise<ReadCard | null> {
  try {
    const prepared = await preparePhoto(file, "blob");
    if (!prepared.ok) {
      toast(messageFor(UPLOAD_REFUSAL_MESSAGE_KEYS[prepared.reason], getLocale()));
      return null;
    }
    const card = await runMutation(client, APPLICATION_MUTATIONS.ocrFront(), { file: prepared.photo, ...(mallId === "" ? {} : { mallId }) });
    const choice = await messageBox({
      message: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.confirm", { name: card.name, number: card.identifyNumber }),
      actions: [
        { label: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.cancel"), value: "no" },
        { label: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.fill"), value: "fill", primary: true },
      ],
    });
    return choice === "fill" ? { name: card.name, identifyNumber: card.identifyNumber } : null;
  } catch {
    toast(t("app.ocr.failed"));
    return null;
  }
}
