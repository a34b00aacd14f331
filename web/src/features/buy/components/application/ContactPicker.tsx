/**
 * The saved-contacts picker of an insured, loaded when the customer asks for it ({@link ContactFill}): the
 * customer's frequent contacts (`contactsFindAll`) as a select; choosing one fills the insured. While they load, a
 * spinner; a failure, a retry; none saved yet, what to do next (a link to add one on /editPerson). The select keeps
 * the contact chosen (it does not go back to 请选择联系人), so the customer sees whom they filled in.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { ErrorState, SelectField, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { frequentContactsQuery } from "../../api/contact-queries";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import { APPLICATION_MESSAGES } from "../../application.messages";
import type { ContactFillProps } from "./ContactFill";
import styles from "./application.module.css";

/** The picker (the default export, for `lazy`). */
export default function ContactPicker({ mallId, onPick }: ContactFillProps) {
  const t = useMessages(APPLICATION_MESSAGES);
  const m = useMessages(APPLICATION_ACTION_MESSAGES);
  const contacts = useQuery(frequentContactsQuery(mallId));
  const [chosen, setChosen] = useState("");
  if (contacts.isPending) return <Spinner label={t("app.fromContacts.loading")} />;
  if (contacts.isError) return <ErrorState message={t("app.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void contacts.refetch()} />;
  if (contacts.data.length === 0) {
    return (
      <p className={styles.note}>
        {m("app.fromContacts.empty")} <Link to="/editPerson">{m("app.fromContacts.add")}</Link>
      </p>
    );
  }
  const options = contacts.data.map((contact) => ({ value: contact.contactId, label: contact.name }));
  return (
    <SelectField
      label={m("app.fromContacts")}
      placeholder={m("app.fromContacts.none")}
      options={options}
      value={chosen}
      onChange={(contactId) => {
        const contact = contacts.data.find((candidate) => candidate.contactId === contactId);
        if (contact === undefined) return;
        setChosen(contactId);
        onPick(contact);
      }}
    />
  );
}
