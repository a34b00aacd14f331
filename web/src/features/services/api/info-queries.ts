/**
 * Server state of the information and service screens (svc-a): outlets of a city, the account's rescue
 * benefits, the page content (introductions, milestones), products and their questions, customer service,
 * complaints and their photos: the queries the routes prefetch.
 *
 * Decisions where the spec is silent:
 * - Outlets, questions and content change rarely: fresh for 5 minutes. The page content is the home's own
 *   answer (`pageInitMall` with no payload, the same key), so coming from home it is already cached.
 * - The rescue benefits are keyed with the mall id (another account never reads them), fresh for 30 s.
 * - This module is imported by the route table (the entry), so it imports no domain code (the prefetches read
 *   the address themselves) and holds only what a prefetch needs; the rest is `info-actions.ts`.
 */
import { outletsPage } from "../params";
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";

/** How long outlets, questions and content count as fresh. */
export const INFO_STALE_TIME_MS = 5 * 60_000;
/** How long the rescue benefits count as fresh. */
export const RESCUE_STALE_TIME_MS = 30_000;

/**
 * The service outlets of a city (`valueAdd` with `serviceType: "outlet"`).
 * @example useQuery(outletsQuery("深圳市"))
 */
export function outletsQuery(city: string) {
  return gatewayQuery("valueAdd", { serviceType: "outlet", city }, { staleTime: INFO_STALE_TIME_MS });
}

/**
 * The account's road-rescue benefits and what is left of them.
 * @example useQuery({ ...rescueBenefitsQuery(mallId), enabled: mallId !== "" })
 */
export function rescueBenefitsQuery(mallId: string) {
  return gatewayQuery("valueAdd", { serviceType: "rescue", mallId }, { staleTime: RESCUE_STALE_TIME_MS });
}

const NO_PAYLOAD = {};

/**
 * The mall's page content (introductions, milestones): the home's answer.
 * @example useQuery(pageContentQuery())
 */
export function pageContentQuery() {
  return gatewayQuery("pageInitMall", NO_PAYLOAD, { staleTime: INFO_STALE_TIME_MS });
}

/**
 * The products that have questions (complaint categories).
 * @example useQuery(questionProductsQuery())
 */
export function questionProductsQuery() {
  return gatewayQuery("prpdCode", NO_PAYLOAD, { staleTime: INFO_STALE_TIME_MS });
}

/**
 * The questions of one product (`prpdCodeProblem`), or every question with `""` (`selectProblem`).
 * @example useQuery(questionsQuery("DAA"))
 */
export function questionsQuery(prpdCode: string) {
  return prpdCode === ""
    ? gatewayQuery("selectProblem", NO_PAYLOAD, { staleTime: INFO_STALE_TIME_MS })
    : gatewayQuery("prpdCodeProblem", { prpdCode }, { staleTime: INFO_STALE_TIME_MS });
}




/**
 * The /dotquery route's prefetch: the outlets of the address's `city` (or the default city).
 * @example { path: "/dotquery", prefetch: prefetchOutlets }
 */
export function prefetchOutlets(client: QueryClient, location: URL): boolean {
  return startQuery(client, outletsQuery(outletsPage(location.search).city));
}

/**
 * The /roadRescue route's prefetch: the rescue benefits of a logged-in customer.
 * @example { path: "/roadRescue", prefetch: prefetchRescueBenefits }
 */
export function prefetchRescueBenefits(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, rescueBenefitsQuery(mallId));
}

/**
 * The /introduceIndex, /introduceDetails and /bigBusinessEvents prefetch: the page content.
 * @example { path: "/introduceIndex", prefetch: prefetchPageContent }
 */
export function prefetchPageContent(client: QueryClient): boolean {
  return startQuery(client, pageContentQuery());
}

/**
 * The /complaint route's prefetch: the complaint categories.
 * @example { path: "/complaint", prefetch: prefetchQuestionProducts }
 */
export function prefetchQuestionProducts(client: QueryClient): boolean {
  return startQuery(client, questionProductsQuery());
}

/**
 * The /customerService route's prefetch: every common question.
 * @example { path: "/customerService", prefetch: prefetchQuestions }
 */
export function prefetchQuestions(client: QueryClient): boolean {
  return startQuery(client, questionsQuery(""));
}
