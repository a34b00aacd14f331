/**
 * Server state of an order after the application: the order page's detail (`queryOrderDetail`), the interim
 * order being paid (`interimOrderInfo`: the cashier's and the payment result's read), paying it (`orderPay`
 * starts a payment; the cashier's `externalPay` completes it), cancelling an unpaid one, deleting a cancelled or
 * expired one (`delOrder`), the proposal's file (`downProposal`) and the issued policy's (`download`),
 * the policy a payment issued, the customer's orders by state (paged) and the proposal lookup with its captcha.
 *
 * Decisions where the spec is silent:
 * - An order is fresh for 10 s only: its state changes with payment; every payment or cancellation
 *   invalidates the order, the order lists and the customer summary.
 * - An unknown order, the policy lookup and the proposal lookup explain their refusals on the page.
 * - `orderPay` is sent with `payType: "online"`: it starts an online payment and answers where to pay.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { OrderState } from "@micromall/domain";
import { gatewayMutation, gatewayPagedQuery, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { orderPage, ordersPage } from "../params";

/** How long an order counts as fresh. */
export const ORDER_STALE_TIME_MS = 10_000;
/** The pay type the pay button starts. */
export const ONLINE_PAY_TYPE = "online";

/**
 * The interim order by its number (issue 21: the order the gateway keeps while it is unpaid; after payment it
 * answers the paid order): the payment result's read.
 * @example useQuery(orderQuery("O2026000000000001", mallId))
 */
export function orderQuery(orderId: string, mallId: string) {
  return gatewayQuery("interimOrderInfo", { orderId, ...(mallId === "" ? {} : { mallId }) }, { staleTime: ORDER_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The gateway's order detail (issue 21 "order detail"): the order page's read.
 * @example useQuery(orderDetailQuery("O2026000000000001", mallId))
 */
export function orderDetailQuery(orderNo: string, mallId: string) {
  return gatewayQuery("queryOrderDetail", { orderNo, ...(mallId === "" ? {} : { mallId }) }, { staleTime: ORDER_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The policy a paid order issued.
 * @example useQuery(issuedPolicyQuery("P…"))
 */
export function issuedPolicyQuery(policyNo: string) {
  return gatewayQuery("getPolicyInfo", { policyNo }, { meta: { explainsRefusal: true } });
}

/**
 * The customer's orders of one state, page by page.
 * @example useInfiniteQuery(ordersQuery(mallId, "0"))
 */
export function ordersQuery(mallId: string, orderState: OrderState) {
  return gatewayPagedQuery("queryOrderList", { mallId, orderState }, { staleTime: ORDER_STALE_TIME_MS });
}

/**
 * A fresh image captcha (never cached: each one is used once).
 * @example useQuery(captchaQuery())
 */
export function captchaQuery() {
  return { ...gatewayQuery("getCaptcha", {}), staleTime: 0, gcTime: 0 };
}

/** Mutation options of the order's calls. */
export const ORDER_MUTATIONS = {
  /** Starts a payment: answers where to pay. A refusal (paid meanwhile, cancelled) is the page's to explain. */
  pay: () => gatewayMutation("orderPay", { explainsRefusal: true }),
  /** The cashier's payment: a refusal is the result page's reason. */
  cashierPay: () => gatewayMutation("externalPay", { explainsRefusal: true }),
  cancel: () => gatewayMutation("cancelUndwrtByOrderNo"),
  /** Deletes a cancelled or expired unpaid order (domain's `isOrderDeletable`): it leaves every list. */
  remove: () => gatewayMutation("delOrder"),
  /** A new proposal drafted from a paid or expired order's (issue 21 "buy again"). */
  buyAgain: () => gatewayMutation("toNewProposa"),
  /** The proposal's file. */
  download: () => gatewayMutation("downProposal"),
  /** The issued policy's electronic document (`order/download`). */
  policyFile: () => gatewayMutation("download"),
  lookup: () => gatewayMutation("proposalApplication", { explainsRefusal: true }),
} as const;

/**
 * The /applicationResulst route's prefetch: the order of `?orderNo=` (or `?orderId=`).
 * @example { path: "/applicationResulst", prefetch: prefetchOrder }
 */
export function prefetchOrder(client: QueryClient, location: URL): boolean {
  const { orderId } = orderPage(location.search);
  return orderId === "" ? false : startQuery(client, orderQuery(orderId, useAppStore.getState().mallId));
}

/**
 * The /orderDetails route's prefetch: the order detail of `?orderId=` (or `?orderNo=`).
 * @example { path: "/orderDetails", prefetch: prefetchOrderDetail }
 */
export function prefetchOrderDetail(client: QueryClient, location: URL): boolean {
  const { orderId } = orderPage(location.search);
  return orderId === "" ? false : startQuery(client, orderDetailQuery(orderId, useAppStore.getState().mallId));
}

/**
 * The /applicationEntry route's prefetch: the orders of the tab `?state=` names (the unpaid ones without one).
 * @example { path: "/applicationEntry", prefetch: prefetchOrders }
 */
export function prefetchOrders(client: QueryClient, location: URL): boolean {
  const mallId = useAppStore.getState().mallId;
  if (mallId === "") return false;
  const { tab } = ordersPage(location.search);
  void client.prefetchInfiniteQuery(ordersQuery(mallId, tab));
  return client.getQueryData(ordersQuery(mallId, tab).queryKey) !== undefined;
}
