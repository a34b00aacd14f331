/**
 * Reading an ID card photo for {@link OcrButton}, loaded when the customer has chosen a photo (already checked and
 * scaled down by the uploader): `ocrIdCardFront`, then the customer confirms the name and number read before
 * they fill the applicant. A failed read throws, so the uploader says so and offers a retry.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { OcrBackResponse } from "@micromall/domain";
import { messageBox } from "../../../../ui";
import { translate } from "../../../../i18n";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import { APPLICATION_MUTATIONS } from "../../api/application-queries";
import type { ReadCard } from "./OcrButton";
import { runMutation } from "./run-mutation";

/**
 * Reads `photo` and asks the customer to confirm; answers the card confirmed, or null when declined. Throws when
 * the card is not read.
 * @example const card = await readIdCard(client, photo, mallId)
 */
export async function readIdCard(client: QueryClient, photo: Blob, mallId: string): Promise<ReadCard | null> {
  const card = await runMutation(client, APPLICATION_MUTATIONS.ocrFront(), { file: photo, ...(mallId === "" ? {} : { mallId }) });
  const choice = await messageBox({
    message: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.confirm", { name: card.name, number: card.identifyNumber }),
    actions: [
      { label: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.cancel"), value: "no" },
      { label: translate(APPLICATION_ACTION_MESSAGES, "app.ocr.fill"), value: "fill", primary: true },
    ],
  });
  return choice === "fill" ? { name: card.name, identifyNumber: card.identifyNumber } : null;
}

/**
 * Reads a photo of the card's back (`ocrIdCardBack`): its validity period and issuing authority, which the
 * applicant's section shows read-only (the proposal has no field for them). Throws when the back is not read.
 * @example const back = await readIdCardBack(client, photo, mallId)
 */
export function readIdCardBack(client: QueryClient, photo: Blob, mallId: string): Promise<OcrBackResponse> {
  return runMutation(client, APPLICATION_MUTATIONS.ocrBack(), { file: photo, ...(mallId === "" ? {} : { mallId }) });
}
