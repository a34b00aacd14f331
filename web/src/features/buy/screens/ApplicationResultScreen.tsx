/**
 * /applicationResulst?orderNo=[&payState=0&reason=] — the result of a payment (issue 9). It replaced the cashier
 * in history, which had replaced the order page (the order page had replaced the form), so back leaves the flow:
 * the product page, never the order, the cashier or the form again (a failed result's 重新支付 and 查看订单 replace
 * it in turn); back is never blocked here (a result that pushed itself again kept the customer on 支付成功 for ever; issue 20
 * item 5). Every way out replaces this page (H1: 查看保单, 开发票 and 返回首页 alike), so back from wherever the customer
 * goes from here leaves the flow (never this page again).
 * - paid (the order is paid / issued): the policy number, where the electronic policy goes — only the channels
 *   the order has (domain's `ePolicyDelivery`, F17: the holder's mobile, the e-mail only when one was given), links
 *   to the policy (/policyDetails?policyNo=) and to invoices (/invoiceQuery), and home;
 * - not paid (the order is still unpaid, e.g. a failed or cancelled payment): why, pay again (the cashier),
 *   and back to the order, which stays payable.
 *
 * Paid, for a logged-in customer, the order's applicant and insureds can be kept as frequent contacts (issue 21
 * "contacts from a purchase": `PurchaseContacts`, its own chunk with `contactsFindAll` and `replaceContact`); a
 * guest's purchase shows no such section.
 *
 * The page's title is spec §2's for the route, "application results" (投保结果 / "Application results"), whatever
 * the outcome (F17: the spec decides, so the title stays); the heading under it says the outcome (支付成功 …).
 *
 * Decisions where the spec is silent: the order's own state decides (not the address), so a reload or an
 * old link always tells the truth; the policy's details come from `getPolicyInfo` when the gateway has them,
 * and the policy number from the order otherwise; a cancelled order shows its state with the way to the order.
 */
import { ePolicyDelivery, isOrderPaid, isOrderUnpaid, statusLabel, type EPolicyDelivery } from "@micromall/domain";
import { Suspense, lazy } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { Amount, DATA_LANG, EmptyState, ErrorState, Page, Result, Spinner, buttonClassName } from "../../../ui";
import { useMessages, useLocale } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { GatewayRefusal } from "../../../gateway/query";
import { issuedPolicyQuery, orderQuery } from "../api/order-queries";
import { ORDER_MESSAGES } from "../order.messages";
import { orderPage } from "../params";
import { useAddressParams } from "../../../components/address-params";
import styles from "../components/application/application.module.css";
import pages from "../components/application/application-pages.module.css";

const PurchaseContacts = lazy(() => import("../components/result/PurchaseContacts"));

/** The payment result screen. */
export default function ApplicationResultScreen() {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  const { orderId: orderNo, reason } = useAddressParams(orderPage);
  const mallId = useAppStore((state) => state.mallId);
  const order = useQuery({ ...orderQuery(orderNo, mallId), enabled: orderNo !== "" });
  const policyNo = order.data?.policyNo ?? "";
  const policy = useQuery({ ...issuedPolicyQuery(policyNo), enabled: policyNo !== "" });
  const orderLink = `/orderDetails?orderId=${encodeURIComponent(orderNo)}`;

  let body;
  if (orderNo !== "" && order.isPending) body = <Spinner label={t("app.loading")} />;
  else if (order.isError && !(order.error instanceof GatewayRefusal)) {
    body = <ErrorState message={t("app.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void order.refetch()} />;
  } else if (order.data === undefined) {
    body = (
      <EmptyState message={t("order.missing")}>
        <Link className={buttonClassName("primary")} to="/applicationEntry" replace>
          {t("order.toOrders")}
        </Link>
      </EmptyState>
    );
  } else if (isOrderPaid(order.data.orderState)) {
    const issued = policy.data;
    body = (
      <Result
        kind="success"
        title={t("result.paid")}
        description={paidText(ePolicyDelivery(order.data.applicant), t)}
        actions={[
          { label: t("result.toPolicy"), to: `/policyDetails?policyNo=${encodeURIComponent(policyNo)}`, replace: true, variant: "primary" },
          { label: t("result.toInvoice"), to: "/invoiceQuery", replace: true },
          { label: t("result.home"), to: "/home", replace: true },
        ]}
      >
        <dl className={pages.rows}>
          <div className={pages.row}>
            <dt lang={DATA_LANG}>{order.data.productName}</dt>
            <dd>
              <Amount value={order.data.sumPremium} unit="fen" />
            </dd>
          </div>
        </dl>
        {policyNo !== "" && <p className={styles.note}>{t("result.policyNo", { policyNo })}</p>}
        {issued !== undefined && <p className={styles.note}>{`${issued.startDate} — ${issued.endDate}`}</p>}
      </Result>
    );
    if (mallId !== "") {
      body = (
        <>
          {body}
          <Suspense fallback={null}>
            <PurchaseContacts mallId={mallId} order={order.data} />
          </Suspense>
        </>
      );
    }
  } else if (isOrderUnpaid(order.data.orderState)) {
    body = (
      <Result
        kind="failure"
        title={t("result.failed")}
        description={t("result.failedText", { reason: reason === "" ? t("result.failedUnknown") : reason })}
        actions={[
          { label: t("result.retry"), to: `${orderLink}&step=cashier`, variant: "primary", replace: true },
          { label: t("result.toOrder"), to: orderLink, replace: true },
        ]}
      />
    );
  } else {
    body = (
      <EmptyState message={statusLabel("order", order.data.orderState, locale)}>
        <Link className={buttonClassName("primary")} to={orderLink} replace>
          {t("result.toOrder")}
        </Link>
      </EmptyState>
    );
  }

  return <Page title={t("result.title")}>{body}</Page>;
}

/** Where the electronic policy goes, in words: only the channels the order has (F17). */
function paidText(delivery: EPolicyDelivery, t: ReturnType<typeof useMessages<typeof ORDER_MESSAGES>>): string {
  switch (delivery.channels) {
    case "mobileAndEmail":
      return t("result.paidText.mobileAndEmail", { mobile: delivery.mobile, email: delivery.email });
    case "mobile":
      return t("result.paidText.mobile", { mobile: delivery.mobile });
    case "email":
      return t("result.paidText.email", { email: delivery.email });
    case "none":
      return t("result.paidText.none");
  }
}
