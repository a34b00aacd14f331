/**
 * /applicationEntry — my orders (logged in; issue 9 "My orders"): the customer's orders by state, unpaid first
 * (tabs unpaid / paid / cancelled), page by page as the list scrolls (`queryOrderList`, `InfiniteScroll`);
 * an unpaid order can be paid or cancelled right here; a cancelled one, or an unpaid one whose cover would
 * already have started (expired: domain's `isOrderExpired`), can be deleted after a confirmation (issue 21,
 * `delOrder`: it leaves every list); a paid or expired one can be bought again (再次投保, `toNewProposa`); every
 * order opens its details; a link leads to the proposal lookup. The personal centre's "my orders" tile and cell lead here.
 *
 * Decisions where the spec is silent: "paid" lists the issued orders (state 2; an order under underwriting,
 * state 1, is rare in the mall's instant covers and shows under its details); the tab is kept in the address
 * (`?state=`), so back from an order returns to the same tab.
 */
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useAddressParams } from "../../../components/address-params";
import { ordersPage, type OrderTab } from "../params";
import { useInfiniteQuery } from "@tanstack/react-query";
import { chinaDateParts, formatDateParts, insuredNamesText, isOrderDeletable, isOrderExpired, isOrderRebuyable, isOrderUnpaid, statusLabel, type OrderRecord } from "@micromall/domain";
import { Amount, DATA_LANG, DataText, EmptyState, ErrorState, InfiniteScroll, Page, Spinner, Tabs, buttonClassName } from "../../../ui";
import { useMessages, useLocale } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { ordersQuery } from "../api/order-queries";
import { ORDER_MESSAGES } from "../order.messages";
import { BuyAgainButton, CancelButton, DeleteButton, PayButton } from "../components/application/OrderActions";
import styles from "../components/application/application.module.css";
import pages from "../components/application/application-pages.module.css";

const TABS = [
  { state: "0", key: "entry.unpaid" },
  { state: "2", key: "entry.paid" },
  { state: "3", key: "entry.cancelled" },
] as const satisfies readonly { state: OrderTab; key: string }[];

/** The order list screen. */
export default function ApplicationEntryScreen() {
  const t = useMessages(ORDER_MESSAGES);
  const [, setSearch] = useSearchParams();
  const { tab } = useAddressParams(ordersPage);
  const mallId = useAppStore((state) => state.mallId);
  const orders = useInfiniteQuery({ ...ordersQuery(mallId, tab), enabled: mallId !== "" });
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  const tabName = t(TABS.find((entry) => entry.state === tab)?.key ?? "entry.unpaid");

  let list;
  if (orders.data === undefined) {
    list = orders.isError ? (
      <ErrorState message={t("app.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void orders.refetch()} />
    ) : (
      <Spinner label={t("app.loading")} />
    );
  } else if (rows.length === 0) {
    list = (
      <EmptyState message={t("entry.empty", { state: tabName })}>
        <Link className={buttonClassName("primary")} to="/productList">
          {t("app.toProducts")}
        </Link>
      </EmptyState>
    );
  } else {
    list = (
      <InfiniteScroll hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onLoadMore={() => orders.fetchNextPage()} endText={t("entry.end")}>
        <ul className={pages.list} aria-label={t("entry.list")}>
          {rows.map((order) => (
            <OrderItem key={order.orderNo} order={order} />
          ))}
        </ul>
      </InfiniteScroll>
    );
  }

  return (
    <Page title={t("entry.title")} back>
      <Tabs
        label={t("entry.tabs")}
        items={TABS.map((entry) => ({ value: entry.state, label: t(entry.key) }))}
        value={tab}
        onChange={(next) => setSearch({ state: next }, { replace: true })}
      >
        {list}
      </Tabs>
      <p className={styles.form}>
        <Link className={pages.link} to="/applicationQuery">
          {t("entry.lookup")}
        </Link>
      </p>
    </Page>
  );
}

function OrderItem({ order }: { order: OrderRecord }) {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  const today = formatDateParts(chinaDateParts(new Date()));
  const expired = isOrderExpired(order, today);
  const payable = isOrderUnpaid(order.orderState) && !expired;
  return (
    <li className={pages.item}>
      <DataText as="h2" className={pages.itemTitle}>
        {order.productName}
      </DataText>
      <dl className={pages.rows}>
        <div className={pages.row}>
          <dt>{t("order.plan")}</dt>
          <dd lang={DATA_LANG}>{order.planName}</dd>
        </div>
        <div className={pages.row}>
          <dt>{t("order.insuredName")}</dt>
          <dd lang={DATA_LANG}>{insuredNamesText(order.insuredName)}</dd>
        </div>
        <div className={pages.row}>
          <dt>{t("order.period")}</dt>
          <dd>
            {/* each date one piece a line never breaks inside (its hyphens would be break points) */}
            <span className="mm-nowrap">{order.startDate}</span> — <span className="mm-nowrap">{order.endDate}</span>
          </dd>
        </div>
        <div className={pages.row}>
          <dt>{statusLabel("order", order.orderState, locale)}</dt>
          <dd>
            <Amount value={order.sumPremium} unit="fen" />
          </dd>
        </div>
      </dl>
      {expired && <p className={styles.note}>{t("order.expired")}</p>}
      <div className={pages.actions}>
        <Link className={buttonClassName("default")} to={`/orderDetails?orderId=${encodeURIComponent(order.orderNo)}`}>
          {t("entry.details")}
        </Link>
        {payable && <CancelButton order={order} />}
        {payable && <PayButton order={order} />}
        {isOrderDeletable(order, today) && <DeleteButton order={order} />}
        {isOrderRebuyable(order, today) && <BuyAgainButton order={order} />}
      </div>
    </li>
  );
}
