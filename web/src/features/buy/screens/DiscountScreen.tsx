/**
 * /discount — limited-time offers: each discounted plan with its product, the discount ("8.5折", domain's
 * `discountLabel`), the usual premium struck through beside the offer premium, and the time left as a
 * countdown (`Countdown`: computed from the offer's end time, so it never drifts, and the only part of the
 * page that re-renders each second); each offer leads to its product page. The shelf and its discounts come
 * from `queryPlanList` (the same cache entry as the product list's "all" chip), started by the route.
 *
 * Decisions where the spec is silent:
 * - Offers are listed soonest-ending first; an offer that ends while the page is open says so in place
 *   (the list does not jump); an offer whose end time cannot be read is shown without a countdown.
 * - An offer leads to the product page (the customer compares the plans there before applying); the gateway
 *   prices the application.
 * - No offers: say so and offer the product list.
 */
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { discountLabel, parseChinaTime, productPagePath, type PlanDiscount, type ProductSummary } from "@micromall/domain";
import { Amount, DataSentence, DataText, EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { discountsQuery } from "../api/plan-queries";
import { Countdown } from "../components/Countdown";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "../components/product.module.css";

interface Offer {
  readonly discount: PlanDiscount;
  readonly product: ProductSummary;
  /** Epoch ms, or null when the end time cannot be read. */
  readonly endsAtMs: number | null;
}

/** The offers of the shelf that name a listed product, soonest-ending first (unreadable end times last). */
function offersOf(products: readonly ProductSummary[], discounts: readonly PlanDiscount[]): Offer[] {
  const offers: Offer[] = [];
  for (const discount of discounts) {
    const product = products.find((candidate) => candidate.productCode === discount.productCode);
    if (product === undefined) continue;
    const end = parseChinaTime(discount.endsAt);
    offers.push({ discount, product, endsAtMs: end.ok ? end.epochMs : null });
  }
  return offers.sort((a, b) => (a.endsAtMs ?? Number.POSITIVE_INFINITY) - (b.endsAtMs ?? Number.POSITIVE_INFINITY));
}

/** The limited-time offers screen. */
export default function DiscountScreen() {
  const t = useMessages(PRODUCT_MESSAGES);
  const locale = useLocale();
  const query = useQuery(discountsQuery());
  const offers = query.data === undefined ? undefined : offersOf(query.data.products, query.data.discounts ?? []);

  let content;
  if (offers === undefined) {
    content = query.isPending ? (
      <Spinner label={t("discount.loading")} />
    ) : (
      <ErrorState message={t("discount.loadFailed")} retryLabel={t("product.retry")} onRetry={() => void query.refetch()} />
    );
  } else if (offers.length === 0) {
    content = (
      <EmptyState message={t("discount.empty")}>
        <Link className={buttonClassName("primary")} to="/productList">
          {t("discount.browse")}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p className={`${styles.hint} ${styles.intro}`}>
          {t("discount.intro")}
        </p>
        <ul className={styles.offerList} aria-label={t("discount.list")}>
          {offers.map(({ discount, product, endsAtMs }) => {
            const label = discountLabel(discount.originalPremiumFen, discount.premiumFen, locale);
            return (
              <li key={`${discount.productCode}:${discount.planCode}`} className={styles.offer}>
                <h2 className={styles.offerName}>
                  <DataText>{product.productName}</DataText> · <DataText>{discount.planName}</DataText>
                  {label === "" ? null : <span className={styles.tier}>{label}</span>}
                </h2>
                <DataText as="p" className={styles.summary}>
                  {product.summary}
                </DataText>
                <div className={styles.offerPrices}>
                  <span>
                    {t("discount.now")} <Amount value={discount.premiumFen} unit="fen" size="large" />
                  </span>
                  <span className={styles.original}>
                    {t("discount.original")} <Amount value={discount.originalPremiumFen} unit="fen" />
                  </span>
                </div>
                {endsAtMs === null ? null : <Countdown endsAtMs={endsAtMs} />}
                <div className={styles.actions}>
                  <Link className={buttonClassName("primary", true)} to={productPagePath(product.productCode)}>
                    <DataSentence text={t("discount.view")} data={{ product: product.productName }} />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <Page title={t("discount.title")} back>
      {content}
    </Page>
  );
}
