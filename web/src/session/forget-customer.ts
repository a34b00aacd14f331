/**
 * Nothing personal stays after the mall login ends or changes hands (issue 19, issue 23 finding 3).
 *
 * The moments are the store's: a logout, a session the check finds gone (`checkMallSession` ends the login
 * through the store's `logout`), and another account logging in over this one (`loginSucceeded` with another
 * mall id). At each, the store itself resets the application state (`Arrlist`) and removes every form draft;
 * this subscription removes the query cache's personal answers and the settled mutations
 * (`forgetPersonalAnswers`) and hides the page's share card (it may carry the customer's card or link).
 *
 * A first login (no mall id before) forgets nothing: what a guest typed before logging in is theirs.
 */
import type { QueryClient } from "@tanstack/react-query";
import { forgetPersonalAnswers } from "../gateway/query-client";
import { forgetPageShare } from "../state/page-share";
import { useAppStore } from "../state/store";

/**
 * Whether going from mall id `previous` to `next` ends or hands over a customer's login. Total.
 * @example loginChangedHands("M1", "") // true (logout)
 * @example loginChangedHands("", "M1") // false (a first login)
 */
export function loginChangedHands(previous: string, next: string): boolean {
  return previous !== "" && next !== previous;
}

/**
 * Forgets the previous customer's answers whenever the mall login ends or changes hands; answers the unsubscribe.
 * @example forgetCustomerOnLogout(queryClient)
 */
export function forgetCustomerOnLogout(client: QueryClient): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (!loginChangedHands(previous.mallId, state.mallId)) return;
    forgetPersonalAnswers(client);
    forgetPageShare();
  });
}
