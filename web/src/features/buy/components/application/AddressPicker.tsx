/**
 * The saved-addresses picker of the home's address, loaded when the customer asks for it ({@link AddressFill}):
 * the customer's frequent addresses (`addressFindAll`) in the {@link SavedPicker}, each shown as its receiver and
 * its one-line address (domain's `addressText`); choosing one fills the home's address; none saved yet links to
 * /newaddress.
 */
import { useQuery } from "@tanstack/react-query";
import { addressText, type Address } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { frequentAddressesQuery } from "../../api/contact-queries";
import { APPLICATION_ACTION_MESSAGES } from "../../application-action.messages";
import type { AddressFillProps } from "./AddressFill";
import { SavedPicker } from "./SavedPicker";

/** The picker (the default export, for `lazy`). */
export default function AddressPicker({ mallId, onPick }: AddressFillProps) {
  const m = useMessages(APPLICATION_ACTION_MESSAGES);
  const addresses = useQuery(frequentAddressesQuery(mallId));
  return (
    <SavedPicker
      items={addresses}
      loading={m("app.fromAddresses.loading")}
      label={m("app.fromAddresses")}
      placeholder={m("app.fromAddresses.none")}
      empty={m("app.fromAddresses.empty")}
      add={{ label: m("app.fromAddresses.add"), to: "/newaddress" }}
      option={(address: Address) => ({ value: address.addressId, label: `${address.receiver} ${addressText(address)}` })}
      onPick={(address) => onPick(addressText(address))}
    />
  );
}
