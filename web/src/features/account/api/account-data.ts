/**
 * Server state of the account-data screens (issue 13): frequent contacts, frequent addresses and the
 * account's identity authentication, as TanStack Query options over the typed gateway calls.
 *
 * Decisions where the spec is silent:
 * - Every query is keyed with the customer's mall id (the payload), so another account on the same tab never
 *   reads the previous customer's lists.
 * - Lists count as fresh for 30 s; every change (add, edit, delete, default) invalidates its list, so the list
 *   the customer returns to is the gateway's.
 * - Routes prefetch their lists (`prefetch*`), so the call travels with the screen's chunk.
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { verifiedIdentityQuery } from "../../../components/verified-identity";

/** How long a list counts as fresh. */
export const DATA_STALE_TIME_MS = 30_000;

/**
 * The customer's frequent contacts.
 * @example useQuery({ ...contactsQuery(mallId), enabled: mallId !== "" })
 */
export function contactsQuery(mallId: string) {
  return gatewayQuery("contactsFindAll", { mallId }, { staleTime: DATA_STALE_TIME_MS });
}

/**
 * One contact to edit (`?contactId=`); the screen explains a missing one itself.
 * @example useQuery(contactQuery(mallId, "C0000000001"))
 */
export function contactQuery(mallId: string, contactId: string) {
  return gatewayQuery("getContactInfo", { mallId, contactId }, { meta: { explainsRefusal: true } });
}

/**
 * The customer's frequent addresses.
 * @example useQuery(addressesQuery(mallId))
 */
export function addressesQuery(mallId: string) {
  return gatewayQuery("addressFindAll", { mallId }, { staleTime: DATA_STALE_TIME_MS });
}

/**
 * One address to edit (`?addressId=`).
 * @example useQuery(addressQuery(mallId, "A0000000001"))
 */
export function addressQuery(mallId: string, addressId: string) {
  return gatewayQuery("getAddressInfo", { mallId, addressId }, { meta: { explainsRefusal: true } });
}

/**
 * Whether the account's identity is verified.
 * @example useQuery(identityCheckQuery(mallId)).data?.authed
 */
export function identityCheckQuery(mallId: string) {
  return gatewayQuery("checkIdentify", { mallId });
}


/** Mutation options of the account-data changes (each invalidates the lists it changes: domain's CALL_CHANGES). */
export const DATA_MUTATIONS = {
  addContact: () => gatewayMutation("addContact"),
  updateContact: () => gatewayMutation("updateContact"),
  deleteContact: () => gatewayMutation("deleteContact"),
  addAddress: () => gatewayMutation("addAddress"),
  updateAddress: () => gatewayMutation("updateAddress"),
  deleteAddress: () => gatewayMutation("deleteAddress"),
  identify: () => gatewayMutation("indentifyAuth"),
  ocrFront: () => gatewayMutation("ocrIdCardFront", { explainsRefusal: true }),
  /** The ID card's back: validity period and issuing authority (issue 21); a refusal is said at the photo. */
  ocrBack: () => gatewayMutation("ocrIdCardBack", { explainsRefusal: true }),
  checkNumber: () => gatewayMutation("checkIdentifyNumber", { explainsRefusal: true }),
} as const;

/**
 * The /contacts route's prefetch.
 * @example { path: "/contacts", prefetch: prefetchContacts }
 */
export function prefetchContacts(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, contactsQuery(mallId));
}

/**
 * The /address route's prefetch.
 * @example { path: "/address", prefetch: prefetchAddresses }
 */
export function prefetchAddresses(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, addressesQuery(mallId));
}

/**
 * The /identityAuthInfo route's prefetch.
 * @example { path: "/identityAuthInfo", prefetch: prefetchIdentity }
 */
export function prefetchIdentity(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, verifiedIdentityQuery(mallId));
}
