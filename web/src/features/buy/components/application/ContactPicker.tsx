/**
 * The saved-contacts picker of an insured, loaded when the customer asks for it ({@link ContactFill}): the
 * customer's frequent contacts (`contactsFindAll`) in the {@link SavedPicker}; choosing one fills the insured;
 * none saved yet links to /editPerson.
 */
import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../../../i18n";
import { frequentContactsQuery } from "../../api/contact-queries";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import { APPLICATION_MESSAGES } from "../../application.messages";
import type { ContactFillProps } from "./ContactFill";
import { SavedPicker } from "./SavedPicker";

/** The picker (the default export, for `lazy`). */
export default function ContactPicker({ mallId, onPick }: ContactFillProps) {
  const t = useMessages(APPLICATION_MESSAGES);
  const m = useMessages(APPLICATION_ACTION_MESSAGES);
  const contacts = useQuery(frequentContactsQuery(mallId));
  return (
    <SavedPicker
      items={contacts}
      loading={t("app.fromContacts.loading")}
      label={m("app.fromContacts")}
      placeholder={m("app.fromContacts.none")}
      empty={m("app.fromContacts.empty")}
      add={{ label: m("app.fromContacts.add"), to: "/editPerson" }}
      option={(contact) => ({ value: contact.contactId, label: contact.name })}
      onPick={onPick}
    />
  );
}
