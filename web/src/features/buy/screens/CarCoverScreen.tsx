/**
 * /DDA, /DDB, /DDC, /DDE, /DDF — one commercial car cover each (spec §2 "commercial cover details"): what it
 * pays, what it excludes, how its sum insured is chosen and a worked example. ONE screen for the five routes:
 * the route's path names the cover, whose content is domain's table (`toCarCover`), so the five pages cannot
 * drift apart. Linked from the car product page and (later) from `/insureRight` and a car policy's covers.
 *
 * Decisions where the spec is silent: each page says that the clause is the binding text, lists the other four
 * covers (a customer compares), and leads to the car product's page (`CAR_PRODUCT_CODE`) to insure. The
 * content is static, so there is no loading or error state; a path that names no cover (only reachable by
 * mounting this screen elsewhere) shows the not-found state.
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { CAR_COVER_CODES, CAR_PRODUCT_CODE, productPagePath, toCarCover } from "@micromall/domain";
import { Page, buttonClassName } from "../../../ui";
import { MallIcon } from "../../../ui/MallIcon";
import { useLocale, useMessages } from "../../../i18n";
import { ProductNotFound } from "../components/ProductNotFound";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "../components/product.module.css";

/** A commercial car cover's page. */
export default function CarCoverScreen() {
  const t = useMessages(PRODUCT_MESSAGES);
  const locale = useLocale();
  const code = useLocation().pathname.replace(/^.*\//, "");
  const cover = toCarCover(code, locale);

  if (cover === null) {
    return (
      <Page title={t("product.title")} back>
        <ProductNotFound code={code} />
      </Page>
    );
  }

  return (
    <Page title={cover.name} back>
      <section className={styles.section} aria-labelledby="cover-summary">
        <h2 id="cover-summary" className={styles.sectionTitle}>
          {cover.name}
        </h2>
        <p>{cover.summary}</p>
      </section>
      <section className={styles.section} aria-labelledby="cover-pays">
        <h2 id="cover-pays" className={styles.sectionTitle}>
          {t("carCover.pays")}
        </h2>
        <ul className={styles.list}>
          {cover.pays.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="cover-excludes">
        <h2 id="cover-excludes" className={styles.sectionTitle}>
          {t("carCover.excludes")}
        </h2>
        <ul className={styles.list}>
          {cover.excludes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="cover-sum">
        <h2 id="cover-sum" className={styles.sectionTitle}>
          {t("carCover.sumRule")}
        </h2>
        <p>{cover.sumRule}</p>
      </section>
      <section className={styles.section} aria-labelledby="cover-example">
        <h2 id="cover-example" className={styles.sectionTitle}>
          {t("carCover.example")}
        </h2>
        <p>{cover.example}</p>
        <p className={styles.hint}>{t("carCover.binding")}</p>
      </section>
      <nav className={styles.section} aria-labelledby="cover-others">
        <h2 id="cover-others" className={styles.sectionTitle}>
          {t("carCover.others")}
        </h2>
        <ul className={styles.links}>
          {CAR_COVER_CODES.filter((other) => other !== cover.code).map((other) => (
            <li key={other}>
              <Link to={`/${other}`}>
                {toCarCover(other, locale)?.name}
                <MallIcon name="chevron" className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <Link className={buttonClassName("primary", true)} to={productPagePath(CAR_PRODUCT_CODE)}>
          {t("carCover.insure")}
        </Link>
      </div>
    </Page>
  );
}
