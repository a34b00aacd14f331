/**
 * What the account pages read from their address, read once (issue 19, one `params(url)` per route).
 */
import { REDIRECT_PARAM } from "@micromall/domain";
import { addressParams } from "../../components/address-params";

/** /editPerson: the contact being edited (`?contactId=`; "" when adding one). */
export const contactPage = addressParams((query) => ({ contactId: query.get("contactId") ?? "" }));

/** /newaddress: the address being edited (`?addressId=`; "" when adding one). */
export const addressPage = addressParams((query) => ({ addressId: query.get("addressId") ?? "" }));

/** /login, /register, /resetPassword: where the journey goes after the login (`?redirect=`; null when none). */
export const loginPage = addressParams((query) => ({ redirect: query.get(REDIRECT_PARAM) }));
