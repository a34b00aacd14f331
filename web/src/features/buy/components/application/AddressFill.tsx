/**
 * "Fill from saved addresses" of the home's address (logged in only, issue 18): a button; the customer's tap loads
 * the picker ({@link AddressPicker}), which reads the frequent addresses (`addressFindAll`, an encrypted call: the
 * envelope code loads with it, not with the form) and fills the address from the one chosen.
 */
import { Suspense, lazy, useState } from "react";
import { Button, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";

const AddressPicker = lazy(() => import("./AddressPicker"));

/** Props of {@link AddressFill}. */
export interface AddressFillProps {
  readonly mallId: string;
  /** The chosen address as one line. */
  readonly onPick: (address: string) => void;
}

/** The button that opens the saved-addresses picker. */
export function AddressFill({ mallId, onPick }: AddressFillProps) {
  const m = useMessages(APPLICATION_ACTION_MESSAGES);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="default" onClick={() => setOpen(true)}>
        {m("app.fromAddresses.open")}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner label={m("app.fromAddresses.loading")} />}>
      <AddressPicker mallId={mallId} onPick={onPick} />
    </Suspense>
  );
}
