/**
 * The customer's frequent contacts and addresses for the application form's pickers (issue 13 "use a contact in a
 * buying form", issue 18 "the pickers of the buying form"). Its own module, imported only by the lazily loaded
 * pickers: `contactsFindAll` and `addressFindAll` are encrypted calls, so the form's first view names no encrypted
 * call and fetches no crypto-js.
 */
import { gatewayMutation, gatewayQuery } from "../../../gateway/query";

/** How long the contacts count as fresh (the customer may add one on /editPerson and come back). */
const CONTACTS_STALE_TIME_MS = 30_000;

/**
 * The customer's frequent contacts (to fill an insured).
 * @example useQuery(frequentContactsQuery(mallId)).data?.[0]?.name
 */
export function frequentContactsQuery(mallId: string) {
  return gatewayQuery("contactsFindAll", { mallId }, { staleTime: CONTACTS_STALE_TIME_MS });
}

/**
 * The customer's frequent addresses (to fill the home's address).
 * @example useQuery(frequentAddressesQuery(mallId)).data?.[0]?.receiver
 */
export function frequentAddressesQuery(mallId: string) {
  return gatewayQuery("addressFindAll", { mallId }, { staleTime: CONTACTS_STALE_TIME_MS });
}

/**
 * Mutation options of the contacts a purchase keeps (issue 21 "contacts from a purchase"): `replaceContact` adds
 * the person or updates the contact holding the same identity number; its success marks the contact lists stale
 * (domain's `CALL_CHANGES`, inside `gatewayMutation`), so the pickers and /contacts read the gateway again. A
 * refusal is the paid page's row to explain.
 * @example useMutation(CONTACT_MUTATIONS.keep()).mutate({ mallId, ...toContactRequest(person, contacts) })
 */
export const CONTACT_MUTATIONS = {
  keep: () => gatewayMutation("replaceContact", { explainsRefusal: true }),
} as const;
