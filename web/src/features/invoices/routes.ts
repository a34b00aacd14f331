/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const INVOICES_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.invoiceQuery": "发票查询",
    "route.invoiceResult": "可开票保单",
    "route.invoiceRequest": "申请电子发票",
    "route.invoiceRequestSuc": "发票申请已提交",
    "route.invoiceRequestFail": "发票申请未成功",
    "route.invoiceResulst": "我的发票",
    "route.invoiceResuls": "发票详情",
    "route.invoicesessage": "发送发票到邮箱",
    "route.skipInvoice": "打开发票",
  },
  en: {
    "route.invoiceQuery": "Find invoices",
    "route.invoiceResult": "Policies to invoice",
    "route.invoiceRequest": "Request an electronic invoice",
    "route.invoiceRequestSuc": "Invoice requested",
    "route.invoiceRequestFail": "Invoice request not accepted",
    "route.invoiceResulst": "My invoices",
    "route.invoiceResuls": "Invoice details",
    "route.invoicesessage": "Send the invoice by e-mail",
    "route.skipInvoice": "Opening your invoice",
  },
});
const TITLES = INVOICES_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example INVOICES_ROUTES.map((route) => route.path)
 */
export const INVOICES_ROUTES: readonly AppRoute[] = [
  // Invoices (issue 11): every page protected (spec §4). /invoiceRequestSuc ends the flow: it replaces the request
  // form in history, so back from it goes to the lookup the request started from, never the sent form; and it does
  // not block back (app/routes.tsx, `allowBack`). /invoiceRequestFail allows back: it returns to the request form,
  // still filled.
  {
    path: "/invoiceQuery",
    meta: routeMeta(TITLES, "route.invoiceQuery", { requireAuth: true }),
    load: () => import("./screens/InvoiceQueryScreen"),
  },
  {
    path: "/invoiceResult",
    meta: routeMeta(TITLES, "route.invoiceResult", { requireAuth: true }),
    load: () => import("./screens/InvoiceResultScreen"),
  },
  {
    path: "/invoiceRequest",
    meta: routeMeta(TITLES, "route.invoiceRequest", { requireAuth: true }),
    load: () => import("./screens/InvoiceRequestScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/invoiceRequestSuc",
    meta: routeMeta(TITLES, "route.invoiceRequestSuc", { requireAuth: true }),
    load: () => import("./screens/InvoiceRequestSucScreen"),
  },
  {
    path: "/invoiceRequestFail",
    meta: routeMeta(TITLES, "route.invoiceRequestFail", { requireAuth: true }),
    load: () => import("./screens/InvoiceRequestFailScreen"),
  },
  {
    path: "/invoiceResulst",
    meta: routeMeta(TITLES, "route.invoiceResulst", { requireAuth: true }),
    load: () => import("./screens/MyInvoicesScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/invoice-queries")).prefetchMyInvoices),
  },
  {
    path: "/invoiceResuls",
    meta: routeMeta(TITLES, "route.invoiceResuls", { requireAuth: true }),
    load: () => import("./screens/InvoiceDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/invoicesessage",
    meta: routeMeta(TITLES, "route.invoicesessage", { requireAuth: true }),
    load: () => import("./screens/InvoiceEmailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/skipInvoice",
    meta: routeMeta(TITLES, "route.skipInvoice", { requireAuth: true }),
    load: () => import("./screens/SkipInvoiceScreen"),
  },
];
