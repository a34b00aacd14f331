/**
 * /orderDetails?orderId= — an order before and after payment (issue 9): product, plan, period with its
 * day-span label, applicant and insureds (identity numbers and mobiles masked by domain), premium; pay an
 * unpaid order, cancel it (after a confirmation), download the proposal. `&step=cashier` shows the mall's
 * cashier for the order (the mock's stand-in for the payment provider, {@link Cashier}).
 *
 * Decisions where the spec is silent:
 * - Pay: `orderPay` answers where to pay; with the mock gateway that is the in-mall cashier, otherwise the
 *   gateway's URL if domain's `payTarget` allows it (https or same origin), else a clear refusal. The pay
 *   button is disabled while a payment starts, and a paid or cancelled order has no pay button: an order
 *   cannot be paid twice from the page (the gateway refuses a second payment too).
 * - Download: the file's link is shown after the call as a visible link as well as opened, so a messenger
 *   browser that blocks the automatic download still leaves a link the customer can tap or long-press.
 * - `?orderNo=` is read like `?orderId=` (the gateway's own pay URLs name the order so).
 */
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { isOrderPaid, isOrderUnpaid, statusLabel, dateSpanLabel, daysBetween, identityTypeName, parseGatewayLink, relationshipName, type OrderRecord } from "@micromall/domain";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";
import { Amount, Button, DataText, EmptyState, Masked, Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { ORDER_MUTATIONS, orderQuery } from "../api/order-queries";
import { CancelButton, PayButton } from "../components/application/OrderActions";
import { ORDER_MESSAGES } from "../order.messages";
import { Cashier } from "./Cashier";
import styles from "../components/application/application.module.css";

type Translate = ReturnType<typeof useMessages<typeof ORDER_MESSAGES>>;

/**
 * The order number of an order page's address (`?orderId=` or `?orderNo=`).
 * @example orderIdOf(new URLSearchParams("orderNo=O1")) // "O1"
 */
export function orderIdOf(search: URLSearchParams): string {
  return search.get("orderId") ?? search.get("orderNo") ?? "";
}

/** The order screen (and its cashier step). */
export default function OrderDetailsScreen() {
  const t = useMessages(ORDER_MESSAGES);
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);
  const mallId = useAppStore((state) => state.mallId);
  const order = useQuery({ ...orderQuery(orderId, mallId), enabled: orderId !== "" });
  const cashier = search.get("step") === "cashier";

  const toOrders = (
    <Link className={buttonClassName("primary")} to="/applicationEntry">
      {t("order.toOrders")}
    </Link>
  );
  // A number that is not the customer's is refused by the gateway: QueryContent shows "not in your account".
  const body =
    orderId === "" ? (
      <EmptyState message={t("order.missing")}>{toOrders}</EmptyState>
    ) : (
      <QueryContent query={order} loading={t("app.loading")} failed={t("app.loadFailed")} retry={t("app.retry")} notFound={t("order.missing")} notFoundAction={toOrders}>
        {(data) => (cashier ? <Cashier order={data} /> : <OrderView order={data} />)}
      </QueryContent>
    );

  return (
    <Page title={cashier ? t("cashier.title") : t("order.title")} back>
      {body}
    </Page>
  );
}

/** The day-span label of an order's period ("" when its dates cannot be read). */
function spanOf(order: OrderRecord, locale: string): string {
  const days = daysBetween(order.startDate, order.endDate);
  return days === null ? "" : dateSpanLabel(days + 1, locale === "en" ? "en" : "zh-CN");
}

function OrderView({ order }: { order: OrderRecord }) {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "zh-CN";
  const unpaid = isOrderUnpaid(order.orderState);
  const paid = isOrderPaid(order.orderState);
  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby="order-product">
        <h2 id="order-product" className={styles.itemTitle}>
          {order.productName}
        </h2>
        <dl className={styles.rows}>
          <Row term={t("order.plan")}>
            <DataText>{order.planName}</DataText>
          </Row>
          <Row term={t("order.period")}>{t("order.periodValue", { start: order.startDate, end: order.endDate, span: spanOf(order, locale) })}</Row>
          <Row term={t("order.state")}>{statusLabel("order", order.orderState, locale)}</Row>
          <Row term={t("order.orderNo")}>{order.orderNo}</Row>
          {order.proposalNo !== "" && <Row term={t("order.proposalNo")}>{order.proposalNo}</Row>}
          {order.policyNo !== "" && <Row term={t("order.policyNo")}>{order.policyNo}</Row>}
          <Row term={t("order.createTime")}>{order.createTime}</Row>
        </dl>
      </section>
      {order.applicant !== undefined && (
        <section className={styles.section} aria-labelledby="order-applicant">
          <h2 id="order-applicant" className={styles.itemTitle}>
            {t("order.applicant")}
          </h2>
          <dl className={styles.rows}>
            <Row term={order.applicant.name}>
              {identityTypeName(order.applicant.identifyType, lang)} <Masked kind="idNumber" value={order.applicant.identifyNumber} />
            </Row>
            <Row term={t("order.mobile")}>
              <Masked kind="mobile" value={order.applicant.mobile} />
            </Row>
          </dl>
        </section>
      )}
      <section className={styles.section} aria-labelledby="order-insureds">
        <h2 id="order-insureds" className={styles.itemTitle}>
          {t("order.insureds")}
        </h2>
        <dl className={styles.rows}>
          {order.insureds === undefined || order.insureds.length === 0 ? (
            <Row term={t("order.insuredName")}>
              <DataText>{order.insuredName}</DataText>
            </Row>
          ) : (
            order.insureds.map((insured, index) => (
              <Row key={index} term={`${insured.name}${insured.relationship === "" ? "" : `（${relationshipName(insured.relationship, lang)}）`}`}>
                {identityTypeName(insured.identifyType, lang)} <Masked kind="idNumber" value={insured.identifyNumber} />
              </Row>
            ))
          )}
        </dl>
      </section>
      <section className={styles.section} aria-label={t("order.premium")}>
        <dl className={styles.rows}>
          <Row term={t("order.premium")}>
            <Amount value={order.sumPremium} unit="fen" size="large" />
          </Row>
        </dl>
      </section>
      <div className={styles.actions}>
        {unpaid && <PayButton order={order} />}
        {unpaid && <CancelButton order={order} />}
        {paid && (
          <Link className={buttonClassName("primary")} to={`/applicationResulst?orderNo=${encodeURIComponent(order.orderNo)}`}>
            {t("order.viewResult")}
          </Link>
        )}
        {order.proposalNo !== "" && <DownloadButton proposalNo={order.proposalNo} t={t} />}
      </div>
    </div>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Downloads the proposal and leaves its link on the page. */
function DownloadButton({ proposalNo, t }: { proposalNo: string; t: Translate }) {
  const download = useMutation(ORDER_MUTATIONS.download());
  const [file, setFile] = useState<{ url: string; fileName: string } | null>(null);
  const [refused, setRefused] = useState(false);
  const start = async () => {
    try {
      setRefused(false);
      const answer = await download.mutateAsync({ proposalNo });
      // Issue 23 finding 4: the address is followed only under domain's one gateway-link rule.
      const checked = parseGatewayLink(answer.url, { hosts: GATEWAY_LINK_HOSTS.documents, purpose: "download" });
      if (!checked.ok) {
        setFile(null);
        setRefused(true);
        return;
      }
      const fileName = answer.fileName ?? `${proposalNo}.pdf`;
      setFile({ url: checked.url, fileName });
      const link = document.createElement("a");
      link.href = checked.url;
      link.download = fileName;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      // shown once by the shell
    }
  };
  return (
    <>
      <Button disabled={download.isPending} onClick={() => void start()}>
        {t("order.download")}
      </Button>
      {refused && <p role="alert">{t("order.downloadFailed")}</p>}
      {file !== null && (
        <a className={styles.link} href={file.url} download={file.fileName} target="_blank" rel="noopener noreferrer">
          {file.fileName}
        </a>
      )}
    </>
  );
}
