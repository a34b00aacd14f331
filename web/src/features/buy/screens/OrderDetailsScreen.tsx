/**
 * /orderDetails?orderId= — an order before and after payment (issue 9): the gateway's order detail
 * (`queryOrderDetail`, issue 21): product, plan, period with its day-span label, applicant and insureds (identity
 * numbers and mobiles masked by domain), premium; pay an unpaid order, cancel it (after a confirmation); its
 * documents ({@link OrderDocuments}: the proposal, and the electronic policy once paid, each a file in one tap).
 * `&step=cashier` shows the mall's cashier for the order (the mock's stand-in for the payment provider,
 * {@link Cashier}). A paid or expired order offers 再次投保 (`toNewProposa`, issue 21), which replaces this page
 * with the filled application form.
 *
 * The order shows in the shared `DetailSections` shape (issue 20 item 7): the order's rows (each number under its
 * label), what is insured (`useInsuredObjectSection`: the exhibition, its address and booth; the handset's brand
 * and model once and its IMEI), the policyholder (a company's name and 联系电话; its credit code whole, a
 * person's identity number masked: domain's `identityNumberMask`) and 被保险人 once per insured person.
 * An order of covers reads 续保方案 as its plan when it renews a policy with the covers its renewal offered, else
 * 自选方案 (domain's `orderPlanKind`), and shows the renewal discount it got (续保优惠 −¥… （已减6%）, domain's
 * `orderRenewalDiscount`; customer rehearsal 5); it lists the covers
 * with their sums (保障项目: each name in the customer's language where the gateway gave it, domain's
 * `coverNameText`; the sum in domain's one format); a car's plate is its insured object.
 *
 * Decisions where the spec is silent:
 * - Pay: `orderPay` answers where to pay; with the mock gateway that is the in-mall cashier, otherwise the
 *   gateway's URL if domain's `payTarget` allows it (https or same origin), else a clear refusal. The pay
 *   button is disabled while a payment starts, and a paid or cancelled order has no pay button: an order
 *   cannot be paid twice from the page (the gateway refuses a second payment too).
 * - `?orderNo=` is read like `?orderId=` (the gateway's own pay URLs name the order so).
 * - An unpaid order's 取消订单 / 去支付 sit with the amount in the page's sticky footer (`PriceFooter`, as the
 *   product page's 立即投保), not after the sections where they fell below the fold (customer report 2 G20).
 */
import { Link } from "../../../ui/Link";
import { useAddressParams } from "../../../components/address-params";
import { orderPage } from "../params";
import { useQuery } from "@tanstack/react-query";
import {
  chinaDateParts,
  coverNameText,
  formatDateParts,
  formatFen,
  formatSumInsured,
  orderPlanKind,
  orderRenewalDiscount,
  isOrderPaid,
  isOrderRebuyable,
  isOrderUnpaid,
  isOrganisationIdentityType,
  identityNumberMask,
  statusLabel,
  dateSpanLabel,
  daysBetween,
  identityTypeName,
  insuredNamesText,
  type Locale,
  type OrderCover,
  type OrderParty,
  type OrderRecord,
} from "@micromall/domain";
import { Amount, EmptyState, Page, buttonClassName } from "../../../ui";
import { DetailSections, type DetailRow, type DetailSection } from "../../../components/detail/DetailSections";
import { useInsuredObjectSection } from "../../../components/detail/insured-object";
import { useInsuredPersonSections } from "../../../components/detail/insured-persons";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { orderDetailQuery } from "../api/order-queries";
import { BuyAgainButton, CancelButton, PayButton } from "../components/application/OrderActions";
import { OrderDocuments } from "../components/application/OrderDocuments";
import { PriceFooter } from "../components/PriceFooter";
import { ORDER_MESSAGES } from "../order.messages";
import { Cashier } from "./Cashier";
import styles from "../components/application/application.module.css";
import pages from "../components/application/application-pages.module.css";

type Translate = ReturnType<typeof useMessages<typeof ORDER_MESSAGES>>;

/** The order screen (and its cashier step). */
export default function OrderDetailsScreen() {
  const t = useMessages(ORDER_MESSAGES);
  const { orderId, cashier } = useAddressParams(orderPage);
  const mallId = useAppStore((state) => state.mallId);
  const order = useQuery({ ...orderDetailQuery(orderId, mallId), enabled: orderId !== "" });

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

  // An unpaid order's pay and cancel, with the amount, stay in sight in the page's sticky footer (G20).
  const unpaid = !cashier && order.data !== undefined && isOrderUnpaid(order.data.orderState) ? order.data : undefined;
  const footer =
    unpaid === undefined ? undefined : (
      <PriceFooter price={<Amount value={unpaid.sumPremium} unit="fen" size="large" />}>
        <CancelButton order={unpaid} />
        <PayButton order={unpaid} replace />
      </PriceFooter>
    );

  return (
    <Page title={cashier ? t("cashier.title") : t("order.title")} back footer={footer}>
      {body}
    </Page>
  );
}

/** The day-span label of an order's period ("" when its dates cannot be read). */
function spanOf(order: OrderRecord, locale: string): string {
  const days = daysBetween(order.startDate, order.endDate);
  return days === null ? "" : dateSpanLabel(days + 1, locale === "en" ? "en" : "zh-CN");
}

/** The plan row: a plan's name, or the renewal plan / the customer's own covers (domain's `orderPlanKind`). */
function planRow(order: OrderRecord, t: Translate): DetailRow {
  const kind = orderPlanKind(order);
  if (kind === "plan") return { label: t("order.plan"), value: order.planName, data: true };
  return { label: t("order.plan"), value: t(kind === "renewal" ? "order.planRenewal" : "order.planChosen") };
}

/** The renewal discount the order got, as the offer showed it (domain's `orderRenewalDiscount`); none without one. */
function renewalDiscountRows(order: OrderRecord, t: Translate): DetailRow[] {
  const discount = orderRenewalDiscount(order);
  if (discount === null) return [];
  return [{ label: t("order.renewalDiscount"), value: t("order.renewalDiscountValue", { amount: formatFen(discount.fen), percent: discount.percent }) }];
}

/** The section of the covers an order's customer chose (none for an order of a plan). */
function coversSection(covers: readonly OrderCover[] | undefined, t: Translate, lang: Locale): DetailSection[] {
  if (covers === undefined || covers.length === 0) return [];
  const rows = covers.map((cover, index): DetailRow => {
    const name = coverNameText(cover, lang);
    return { key: `${index}`, label: name.text, dataLabel: name.lang !== "en", value: t("order.coverSum", { amount: formatSumInsured(cover.sumInsuredFen, lang) }) };
  });
  return [{ title: t("order.covers"), key: "covers", rows }];
}

/** The applicant's rows: a company's name and phone are labelled as a company's (issue 20 item 7). */
function applicantRows(applicant: OrderParty, t: Translate, lang: Locale): DetailRow[] {
  const company = isOrganisationIdentityType(applicant.identifyType);
  return [
    { label: company ? t("order.companyName") : t("order.name"), value: applicant.name, data: true },
    { label: t("order.idType"), value: identityTypeName(applicant.identifyType, lang) },
    ...idNumberRow(applicant.identifyType, applicant.identifyNumber, t),
    { label: company ? t("order.phone") : t("order.mobile"), value: applicant.mobile, mask: "mobile" },
  ];
}

/** An identity number shown by domain's rule: a person's masked, an organisation's whole. */
function idNumberRow(type: string, number: string, t: Translate): DetailRow[] {
  const mask = identityNumberMask(type);
  return [mask === null ? { label: t("order.idNumber"), value: number } : { label: t("order.idNumber"), value: number, mask }];
}

/**
 * The insured sections: the shared insured-persons sections (one per person, 被保险人 1/2/3 when several, G11); an
 * order without a list (the exhibitor or handset owner is the applicant) names its insured once, "same as the
 * policyholder" when it is the applicant.
 */
function insuredSections(order: OrderRecord, t: Translate, persons: readonly DetailSection[]): readonly DetailSection[] {
  if (persons.length > 0) return persons;
  const same = order.applicant !== undefined && order.insuredName === order.applicant.name;
  const value = same ? t("order.sameAsApplicant") : insuredNamesText(order.insuredName);
  return [{ title: t("order.insureds"), key: "insured", rows: [{ label: t("order.name"), value, data: !same }] }];
}

function OrderView({ order }: { order: OrderRecord }) {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "zh-CN";
  const paid = isOrderPaid(order.orderState);
  const object = useInsuredObjectSection(order.subject);
  const persons = useInsuredPersonSections(order.insureds ?? []);
  const sections: DetailSection[] = [
    {
      title: t("order.info"),
      key: "order",
      rows: [
        { label: t("order.product"), value: order.productName, data: true },
        planRow(order, t),
        ...renewalDiscountRows(order, t),
        { label: t("order.period"), value: t("order.periodValue", { start: order.startDate, end: order.endDate, span: spanOf(order, locale) }) },
        { label: t("order.state"), value: statusLabel("order", order.orderState, locale) },
        { label: t("order.orderNo"), value: order.orderNo },
        { label: t("order.proposalNo"), value: order.proposalNo },
        { label: t("order.policyNo"), value: order.policyNo },
        { label: t("order.createTime"), value: order.createTime },
        { label: t("order.premium"), value: <Amount value={order.sumPremium} unit="fen" size="large" /> },
      ],
    },
    ...coversSection(order.covers, t, lang),
    ...(object === null ? [] : [object]),
    ...(order.applicant === undefined ? [] : [{ title: t("order.applicant"), key: "applicant", rows: applicantRows(order.applicant, t, lang) }]),
    ...insuredSections(order, t, persons),
  ];
  return (
    <div className={styles.form}>
      <DetailSections sections={sections} />
      <div className={pages.actions}>
        {paid && (
          <Link className={buttonClassName("primary")} to={`/applicationResulst?orderNo=${encodeURIComponent(order.orderNo)}`}>
            {t("order.viewResult")}
          </Link>
        )}
        {isOrderRebuyable(order, formatDateParts(chinaDateParts(new Date()))) && <BuyAgainButton order={order} replace />}
        <OrderDocuments proposalNo={order.proposalNo} policyNo={paid ? order.policyNo : ""} />
      </div>
    </div>
  );
}
