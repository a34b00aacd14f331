/**
 * The confirmation before a delete (how screens are built: confirm before delete): a message box with
 * "cancel" and a primary "delete"; answers whether the customer confirmed.
 */
import { messageBox } from "../../../../ui";

/**
 * @example if (await confirmDelete(t("data.contacts.deleteAsk", { name }), t("data.cancel"), t("data.confirmDelete"))) remove()
 */
export async function confirmDelete(message: string, cancelLabel: string, deleteLabel: string): Promise<boolean> {
  const chosen = await messageBox({ message, actions: [{ label: cancelLabel, value: "cancel" }, { label: deleteLabel, value: "delete", primary: true }] });
  return chosen === "delete";
}
