/**
 * /insureInfo?productCode= — the product page (`queryPlanList` with the product's code, started by the route):
 * banner, name, selling point, tags, cover period (domain's `dateSpanLabel`) and the chosen plan's price for that
 * period (the cheapest plan's "from" while none is chosen; every price names its period, customer report F2); the plans to choose from and side by side (`PlanCompare`, domain's `comparePlans`); the notes; links
 * into each section of the notes for insuring (`/insuranceGuide?productCode=…#section`); for a car product the
 * commercial covers explained (/DDA…/DDF); and "立即投保" with the chosen plan's premium, to the application
 * (domain's `insurePath`). When the application form of this product holds a draft (`hasFormDraft` of the
 * form's id, domain's `applicationDraftId`), a banner offers to continue it.
 *
 * Decisions where the spec is silent:
 * - The plan chosen on entry is the recommended one (or the cheapest); the choice is the page's state.
 * - An unknown product (the gateway refuses it, or answers none) is the page's not-found state, which says what
 *   was asked and offers every product and home; a load failure offers a retry.
 * - A product without plans on sale says so and offers the product list (never an insure button to nowhere).
 * - In the messenger the page's share card is the product's (domain's `productShareCard`, through the page-share port).
 */
import { useEffect, useMemo, useState } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import {
  CAR_COVER_CODES,
  GUIDE_SECTION_IDS,
  applicationDraftId,
  comparePlans,
  dateSpanLabel,
  guidePath,
  insurePath,
  lowestPremiumFen,
  pricedPerPerson,
  productNoteTexts,
  productShareCard,
  productTexts,
  toCarCover,
  type PlanListResponse,
  type ProductSummary,
} from "@micromall/domain";
import { Amount, DATA_LANG, EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { MallIcon } from "../../../ui/MallIcon";
import { useLocale, useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { hasFormDraft } from "../../../forms/use-form-draft";
import { useAppStore } from "../../../state/store";
import { usePageShare } from "../../../state/page-share";
import { productPlansQuery } from "../api/plan-queries";
import { productPage } from "../params";
import { useAddressParams } from "../../../components/address-params";
import { PlanCompare } from "../components/PlanCompare";
import { PriceFooter } from "../components/PriceFooter";
import { ProductNotFound } from "../components/ProductNotFound";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "../components/product.module.css";

/** The product page. */
export default function InsureInfoScreen() {
  const t = useMessages(PRODUCT_MESSAGES);
  const { productCode: code } = useAddressParams(productPage);
  const query = useQuery({ ...productPlansQuery(code), enabled: code !== "" });
  const product = query.data?.products.find((candidate) => candidate.productCode === code);

  let content;
  if (code === "" || (query.data !== undefined && product === undefined) || query.error instanceof GatewayRefusal) {
    content = <ProductNotFound code={code} />;
  } else if (query.data === undefined || product === undefined) {
    content = query.isPending ? (
      <Spinner label={t("product.loading")} />
    ) : (
      <ErrorState message={t("product.loadFailed")} retryLabel={t("product.retry")} onRetry={() => void query.refetch()} />
    );
  } else {
    return <ProductView product={product} answer={query.data} />;
  }
  return (
    <Page title={t("product.title")} back>
      {content}
    </Page>
  );
}

function ProductView({ product, answer }: { readonly product: ProductSummary; readonly answer: PlanListResponse }) {
  const t = useMessages(PRODUCT_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const comparison = useMemo(() => comparePlans(answer.plans), [answer.plans]);
  const [chosen, setChosen] = useState(comparison.defaultPlanCode);
  const chosenColumn = comparison.columns.find((column) => column.planCode === chosen) ?? comparison.columns[0];
  const from = lowestPremiumFen(answer.plans) ?? product.minPremiumFen;
  const detail = answer.detail;
  // the insurer's words in the customer's language where the gateway gave them (customer report 3 H8)
  const texts = productTexts(product, locale);
  const notes = detail === undefined ? [] : productNoteTexts(detail, locale);
  // a price is for one cover period of the product: it says so, as the form opens at that period (customer report F2)
  // a cover of persons is priced per person (domain's pricedPerPerson, customer rehearsal 3)
  const per = detail === undefined ? "" : t(pricedPerPerson(product.category) ? "product.perPerson" : "product.per", { period: dateSpanLabel(detail.durationDays, locale) });
  const hasDraft = hasFormDraft(applicationDraftId(product.productCode), mallId);
  const fromLabel = t("product.from");
  const fromProps = locale === "en" ? { prefix: fromLabel } : { suffix: fromLabel };
  const share = usePageShare();

  // In the messenger, the share card is the product's (issue 21): its name, selling point and image.
  useEffect(() => {
    if (share.inMessenger) share.apply(productShareCard(product, window.location.href));
  }, [share, product]);

  const footer =
    chosenColumn === undefined ? undefined : (
      <PriceFooter price={<Amount value={chosenColumn.premiumFen} unit="fen" size="large" suffix={per} />}>
        <Link className={buttonClassName("primary")} to={insurePath(product, chosenColumn.planCode)}>
          {t("product.insure")}
        </Link>
      </PriceFooter>
    );

  return (
    <Page title={product.productName} dataTitle back footer={footer}>
      {hasDraft && chosenColumn !== undefined ? (
        <div className={styles.draft} role="status">
          <p>{t("product.draft")}</p>
          <Link className={buttonClassName("default")} to={insurePath(product, chosenColumn.planCode)}>
            {t("product.draftContinue")}
          </Link>
        </div>
      ) : null}
      {product.image === "" ? null : <img className={styles.banner} src={product.image} alt="" width={750} height={400} />}
      <section className={styles.section} aria-labelledby="product-name">
        <h2 id="product-name" className={styles.sectionTitle} lang={DATA_LANG}>
          {product.productName}
        </h2>
        <p className={styles.summary} lang={texts.summary.lang}>
          {texts.summary.text}
        </p>
        {texts.tags.length === 0 ? null : (
          <ul className={styles.tags} aria-label={product.productName}>
            {texts.tags.map((tag, index) => (
              <li key={`${index}-${tag.text}`} lang={tag.lang}>
                {tag.text}
              </li>
            ))}
          </ul>
        )}
        <dl className={styles.facts}>
          {detail === undefined ? null : (
            <div>
              <dt>{t("product.period")}</dt>
              <dd>{dateSpanLabel(detail.durationDays, locale)}</dd>
            </div>
          )}
          <div>
            <dt>{t("product.premium")}</dt>
            <dd>
              {/* the chosen plan's price for its period; "from" only while no plan is chosen */}
              {chosenColumn === undefined ? <Amount value={from} unit="fen" {...fromProps} /> : <Amount value={chosenColumn.premiumFen} unit="fen" suffix={per} />}
            </dd>
          </div>
        </dl>
      </section>

      {comparison.columns.length === 0 ? (
        <EmptyState message={t("product.noPlans")}>
          <Link className={buttonClassName("primary")} to="/productList">
            {t("product.notFound.list")}
          </Link>
        </EmptyState>
      ) : (
        <PlanCompare comparison={comparison} selected={chosenColumn?.planCode ?? ""} onSelect={setChosen} per={per} />
      )}

      {notes.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="product-notes">
          <h2 id="product-notes" className={styles.sectionTitle}>
            {t("product.notes")}
          </h2>
          <ul className={styles.list}>
            {notes.map((note, index) => (
              <li key={`${index}-${note.text}`} lang={note.lang}>
                {note.text}
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav className={styles.section} aria-labelledby="product-guide">
        <h2 id="product-guide" className={styles.sectionTitle}>
          {t("product.guide")}
        </h2>
        <ul className={styles.links}>
          {GUIDE_SECTION_IDS.map((id) => (
            <li key={id}>
              <Link to={guidePath(product.productCode, id)}>
                {t(`guide.section.${id}`)}
                <MallIcon name="chevron" className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {product.category === "car" ? (
        <nav className={styles.section} aria-labelledby="product-car-covers">
          <h2 id="product-car-covers" className={styles.sectionTitle}>
            {t("product.carCovers")}
          </h2>
          <ul className={styles.links}>
            {CAR_COVER_CODES.map((coverCode) => (
              <li key={coverCode}>
                <Link to={`/${coverCode}`}>
                  {toCarCover(coverCode, locale)?.name}
                  <MallIcon name="chevron" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Page>
  );
}
