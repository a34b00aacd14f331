/**
 * The buy flow's sticky price bar: the amount on the left, the action(s) on the right, drawn in the page's
 * sticky footer (`Page`'s `footer`: `.mm-page__footer`), so the price and the way on stay in sight at any scroll —
 * the product page's 立即投保 and an unpaid order's 去支付 / 取消订单 (customer report 2 G20: the order's pay
 * button sat at y ≈ 880, below the fold). The amount wraps above the actions when they do not fit beside it.
 * @example <Page title={t("order.title")} footer={<PriceFooter price={<Amount value={fen} unit="fen" size="large" />}><PayButton order={order} /></PriceFooter>}>…</Page>
 */
import type { ReactNode } from "react";
import styles from "./PriceFooter.module.css";

/** Props of `PriceFooter`. */
export interface PriceFooterProps {
  /** The amount, usually an `Amount`. */
  readonly price: ReactNode;
  /** The action(s): a link or button, the primary last. */
  readonly children: ReactNode;
}

/** The sticky price bar's content (see the file comment). */
export function PriceFooter({ price, children }: PriceFooterProps) {
  return (
    <div className={styles.bar}>
      <span className={styles.price}>{price}</span>
      <span className={styles.actions}>{children}</span>
    </div>
  );
}
