/**
 * The mall's cashier (/orderDetails?orderId=…&step=cashier): with the mock gateway it stands for the payment
 * provider the gateway's pay URL would open. It shows what is paid (the product, and the order number as a payment
 * page names the order) to whom and the amount; "pay" completes the payment (`externalPay`) and opens the result;
 * "cancel" returns to the order, still payable.
 *
 * Decisions where the spec is silent:
 * - Any outcome of the payment lands on /applicationResulst (replacing the cashier in history, so back never
 *   re-opens a used cashier): paid → the paid result; a refusal or a failure → the failed result with the
 *   reason, where the order can be paid again.
 * - The pay button is disabled from the first tap: one tap, one payment.
 * - An order that is no longer unpaid has nothing to pay here: the page says so with the way to the order.
 */
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useMutation } from "@tanstack/react-query";
import { isOrderUnpaid, formatFen, type OrderRecord } from "@micromall/domain";
import { Amount, Button, DataText, EmptyState, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { GatewayRefusal } from "../../../gateway/query";
import { ORDER_MUTATIONS } from "../api/order-queries";
import { ORDER_MESSAGES } from "../order.messages";
import styles from "../components/application/application.module.css";
import pages from "../components/application/application-pages.module.css";

/** Props of {@link Cashier}. */
export interface CashierProps {
  readonly order: OrderRecord;
}

/** The cashier of one order. */
export function Cashier({ order }: CashierProps) {
  const t = useMessages(ORDER_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const pay = useMutation(ORDER_MUTATIONS.cashierPay());
  const orderLink = `/orderDetails?orderId=${encodeURIComponent(order.orderNo)}`;

  if (!isOrderUnpaid(order.orderState) && !pay.isPending && !pay.isSuccess) {
    return (
      <EmptyState message={t("cashier.notPayable")}>
        <Link className={buttonClassName("primary")} to={orderLink} replace>
          {t("result.toOrder")}
        </Link>
      </EmptyState>
    );
  }

  const confirm = async () => {
    if (pay.isPending || pay.isSuccess) return;
    const result = `/applicationResulst?orderNo=${encodeURIComponent(order.orderNo)}`;
    try {
      await pay.mutateAsync({ orderNo: order.orderNo, ...(mallId === "" ? {} : { mallId }) });
      void navigate(result, { replace: true });
    } catch (error) {
      const reason = error instanceof GatewayRefusal ? error.message : error instanceof Error ? error.message : "";
      void navigate(`${result}&payState=0${reason === "" ? "" : `&reason=${encodeURIComponent(reason)}`}`, { replace: true });
    }
  };

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby="cashier-amount">
        <h2 id="cashier-amount" className={pages.itemTitle}>
          {t("cashier.amount")}
        </h2>
        <Amount value={order.sumPremium} unit="fen" size="large" />
        <DataText as="p" className={styles.note}>
          {order.productName}
        </DataText>
        <p className={styles.note}>{t("cashier.orderNo", { orderNo: order.orderNo })}</p>
        <p className={styles.note}>{t("cashier.merchant")}</p>
      </section>
      <div className={pages.actions}>
        <Button variant="primary" block disabled={pay.isPending || pay.isSuccess} onClick={() => void confirm()}>
          {t("cashier.confirm", { amount: formatFen(order.sumPremium) })}
        </Button>
        <Link className={buttonClassName("default", true)} to={orderLink} replace>
          {t("cashier.cancel")}
        </Link>
      </div>
    </div>
  );
}
