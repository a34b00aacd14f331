/**
 * "Add from frequent contacts" of an insured (logged in only, issue 9 "Insureds", issue 13 "use a contact in a
 * buying form"): a button; the customer's tap loads the picker ({@link ContactPicker}), which reads the
 * frequent contacts (`contactsFindAll`, an encrypted call: the envelope code loads with it, not with the form)
 * and fills the insured from the one chosen.
 */
import { Suspense, lazy, useState } from "react";
import type { Contact } from "@micromall/domain";
import { Button, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MESSAGES } from "../../application.messages";

const ContactPicker = lazy(() => import("./ContactPicker"));

/** Props of {@link ContactFill}. */
export interface ContactFillProps {
  readonly mallId: string;
  /** The contact the customer chose. */
  readonly onPick: (contact: Contact) => void;
}

/** The button that opens the saved-contacts picker of an insured. */
export function ContactFill({ mallId, onPick }: ContactFillProps) {
  const t = useMessages(APPLICATION_MESSAGES);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="default" onClick={() => setOpen(true)}>
        {t("app.fromContacts.open")}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner label={t("app.fromContacts.loading")} />}>
      <ContactPicker mallId={mallId} onPick={onPick} />
    </Suspense>
  );
}
