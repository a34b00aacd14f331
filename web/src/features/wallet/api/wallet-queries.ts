/**
 * Server state of the card wallet: the customer's cards, one card shared by a reference, activating a card
 * (with its password, or receiving a shared one with the reference).
 *
 * Decisions where the spec is silent: the list is keyed with the mall id (another account never reads it) and
 * fresh for 30 s; activation invalidates it and the customer summary (its card count); the shared card's
 * lookup explains its own refusal (an invalid link is the page's state, not a toast).
 */
import { shareRefOf } from "@micromall/domain";
import type { QueryClient } from "@tanstack/react-query";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";

/** How long the card list counts as fresh. */
export const CARDS_STALE_TIME_MS = 30_000;

/**
 * The customer's wallet cards.
 * @example useQuery({ ...cardsQuery(mallId), enabled: mallId !== "" })
 */
export function cardsQuery(mallId: string) {
  return gatewayQuery("queryInsuranceCardList", { mallId }, { staleTime: CARDS_STALE_TIME_MS });
}

/**
 * The card a share reference names (who sent it, what it covers, its state).
 * @example useQuery(sharedCardQuery("R1a2b3c4d5"))
 */
export function sharedCardQuery(shareRef: string) {
  return gatewayQuery("queryInsuranceCardList", { shareRef }, { meta: { explainsRefusal: true } });
}


/**
 * Activating a card (number and password, or a share reference).
 * @example useMutation(activateCardMutation())
 */
export function activateCardMutation() {
  // the activation form says a refusal at its field (issue 20 item 8), not in a toast over the card number
  return gatewayMutation("activeCard", { explainsRefusal: true });
}

/**
 * The /myCard and /cardShare routes' prefetch.
 * @example { path: "/myCard", prefetch: prefetchCards }
 */
export function prefetchCards(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, cardsQuery(mallId));
}

/**
 * The /cardShareTo route's prefetch: the shared card of the address's `ref`, read as the screen reads it
 * (`shareRefOf`: a reference the rules refuse is none, so nothing is asked for it).
 * @example { path: "/cardShareTo", prefetch: prefetchSharedCard }
 */
export function prefetchSharedCard(client: QueryClient, location: URL): boolean {
  const ref = shareRefOf(location.search);
  return ref === null ? false : startQuery(client, sharedCardQuery(ref));
}
