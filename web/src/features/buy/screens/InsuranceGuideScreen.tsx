/**
 * /insuranceGuide?productCode= — the notes for insuring of a product (spec §3's clause, declaration, engage,
 * claim and ensure-explain texts): notice, clause, declaration, claims guide and exclusions, each its own
 * section with an anchor (`#notice`, `#clause`, `#declaration`, `#claim`, `#exclusions`, domain's
 * `GUIDE_SECTION_IDS`), a table of contents at the top, and the way back to the product page. The texts come
 * with the product's plans (`queryPlanList`, the same cache entry as the product page, started by the route).
 *
 * Decisions where the spec is silent:
 * - Opening the page at an anchor (from the product page, or the application's agreement link) scrolls that
 *   section into view once the texts have rendered; the contents' links do the same and stay in the history
 *   (replace, so Back leaves the notes rather than stepping through sections).
 * - Sections the product has no text for are left out of both the contents and the page; a product with none
 *   says so and offers the product page and the hotline.
 * - An unknown product is the same not-found state as the product page's.
 * - The product's name and the notes' paragraphs are the insurer's texts as the gateway gave them: data
 *   (ui/DataText); the section titles are the mall's words.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { GUIDE_SECTION_IDS, productPagePath, type GuideSection } from "@micromall/domain";
import { DataText, EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { MallIcon } from "../../../ui/MallIcon";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { productPlansQuery } from "../api/plan-queries";
import { productPage } from "../params";
import { useAddressParams } from "../../../components/address-params";
import { ProductNotFound } from "../components/ProductNotFound";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "../components/product.module.css";

/** The notes for insuring. */
export default function InsuranceGuideScreen() {
  const t = useMessages(PRODUCT_MESSAGES);
  const { hash, search } = useLocation();
  const { productCode: code } = useAddressParams(productPage);
  const query = useQuery({ ...productPlansQuery(code), enabled: code !== "" });
  const product = query.data?.products.find((candidate) => candidate.productCode === code);
  const sections: GuideSection[] = GUIDE_SECTION_IDS.flatMap((id) => query.data?.detail?.guide.filter((section) => section.id === id && section.paragraphs.length > 0) ?? []);
  const loaded = product !== undefined;

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (loaded && (GUIDE_SECTION_IDS as readonly string[]).includes(id)) document.getElementById(id)?.scrollIntoView?.();
  }, [hash, loaded]);

  let content;
  if (code === "" || (query.data !== undefined && product === undefined) || query.error instanceof GatewayRefusal) {
    content = <ProductNotFound code={code} />;
  } else if (product === undefined) {
    content = query.isPending ? (
      <Spinner label={t("product.loading")} />
    ) : (
      <ErrorState message={t("product.loadFailed")} retryLabel={t("product.retry")} onRetry={() => void query.refetch()} />
    );
  } else if (sections.length === 0) {
    content = (
      <EmptyState message={t("guide.empty")}>
        <Link className={buttonClassName("primary")} to={productPagePath(code)}>
          {t("guide.backToProduct")}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <DataText as="p" className={styles.section}>
          {product.productName}
        </DataText>
        <nav className={styles.section} aria-labelledby="guide-toc">
          <h2 id="guide-toc" className={styles.sectionTitle}>
            {t("guide.toc")}
          </h2>
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={{ search, hash: `#${section.id}` }} replace>
                  {t(`guide.section.${section.id}`)}
                  <MallIcon name="chevron" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} className={`${styles.section} ${styles.guideSection}`} aria-labelledby={`guide-${section.id}`}>
            <h2 id={`guide-${section.id}`} className={styles.sectionTitle}>
              {t(`guide.section.${section.id}`)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <DataText as="p" key={paragraph}>
                {paragraph}
              </DataText>
            ))}
          </section>
        ))}
        <div className={styles.actions}>
          <Link className={buttonClassName("default")} to={productPagePath(code)}>
            {t("guide.backToProduct")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <Page title={t("guide.title")} back>
      {content}
    </Page>
  );
}
