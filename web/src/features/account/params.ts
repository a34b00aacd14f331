/**
 * What the account pages read from their address, read once (issue 19, one `params(url)` per route). The login
 * pages' `?redirect=` is `hooks/use-redirect-query.ts`'s (kept out of /login's chunks).
 */
import { addressParams } from "../../components/address-params";

/** /editPerson: the contact being edited (`?contactId=`; "" when adding one). */
export const contactPage = addressParams((query) => ({ contactId: query.get("contactId") ?? "" }));

/** /newaddress: the address being edited (`?addressId=`; "" when adding one). */
export const addressPage = addressParams((query) => ({ addressId: query.get("addressId") ?? "" }));
