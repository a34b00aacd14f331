/**
 * What the buy pages read from their address, read once (issue 19, one `params(url)` per route): each route's
 * prefetch and its screen use these, so they agree on the product, the order or the list the page is about.
 */
import { CAR_PRODUCT_CODE } from "@micromall/domain";
import { addressParams } from "../../components/address-params";
import { categoryFromParam } from "./hooks/product-categories";

/** /insureInfo, /insuranceGuide, /inputInfo: `?productCode=` (trimmed, "" when none) and `?planCode=` ("" when none). */
export const productPage = addressParams((query) => ({
  productCode: (query.get("productCode") ?? "").trim(),
  planCode: (query.get("planCode") ?? "").trim(),
}));

/** /insureRight: the car product of `?productCode=` (the car product without one) and the step asked for (`?step=`). */
export const carPage = addressParams((query) => ({
  productCode: (query.get("productCode") ?? "").trim() || CAR_PRODUCT_CODE,
  step: query.get("step") ?? "",
}));

/**
 * /orderDetails, /applicationResulst: the order of `?orderId=` (or `?orderNo=`, the cashier's return), whether the
 * cashier step is asked for (`?step=cashier`), and the payment's `?reason=` ("" when none).
 */
export const orderPage = addressParams((query) => ({
  orderId: (query.get("orderId") || query.get("orderNo")) ?? "",
  cashier: query.get("step") === "cashier",
  reason: query.get("reason") ?? "",
}));

/** The order list's tabs (/applicationEntry `?state=`): unpaid, paid, cancelled. */
export const ORDER_TABS = ["0", "2", "3"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** /applicationEntry: the tab of `?state=` (unpaid when none or unknown). */
export const ordersPage = addressParams((query) => ({
  tab: ORDER_TABS.find((tab) => tab === query.get("state")) ?? "0",
}));

/** /productList: the category chip of `?category=` ("all" when none or unknown). */
export const productListPage = addressParams((query) => ({ category: categoryFromParam(query.get("category")) }));
