/**
 * /home — the mall's front page: the elder-mode entry (a prominent switch-like link, h5-notes §5), the
 * banner carousel, the product entries with their lowest premium, the service entries, and the tab bar.
 * While pageInitMall loads a spinner shows; if it fails, an error state offers to try again.
 *
 * Decisions: a product without a usable link opens the product list on its category; a service whose
 * route is not built yet still links to it (the router shows its error page). The elder entry sits above
 * the banners so it is found without scrolling. The error and empty states load only when they are needed
 * (they are not part of the landing page's first load; budget 115 KB gzip).
 */
import "../home.css";
import { Suspense, lazy } from "react";
import { Link } from "react-router-dom";
import { formatFen } from "@micromall/domain";
import { Page, Spinner, Swipe, useElderMode } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { EntryLink } from "../components/EntryLink";
import { useMallHome } from "../hooks/use-mall-home";

const EmptyState = lazy(() => import("../../../ui/EmptyState").then((module) => ({ default: module.EmptyState })));
const ErrorState = lazy(() => import("../../../ui/ErrorState").then((module) => ({ default: module.ErrorState })));

/** The home screen. */
export default function HomeScreen() {
  const t = useT();
  const home = useMallHome();
  const [elder] = useElderMode();

  return (
    <Page title={t("home.title")} tabBar>
      <Link to="/elderModel" className="elder-entry">
        <strong className="elder-entry__title">{t("home.elderEntry")}</strong>
        <span className="elder-entry__hint">{t("home.elderEntryHint")}</span>
        <span className="elder-entry__state">{t(elder ? "home.elderOn" : "home.elderOff")}</span>
      </Link>

      {home.loading ? (
        <Spinner label={t("home.loading")} />
      ) : home.error !== undefined || home.data === undefined ? (
        <Suspense fallback={<Spinner label={t("home.loading")} />}>
          <ErrorState message={t("home.loadFailed")} retryLabel={t("home.retry")} onRetry={home.reload} />
        </Suspense>
      ) : (
        <>
          {home.data.banners.length === 0 ? null : (
            <Swipe label={t("home.banners")}>
              {home.data.banners.map((banner) => (
                <EntryLink key={banner.id} link={banner.link} fallback="/productList" className="banner">
                  <img className="banner__image" src={banner.image} alt={banner.title} />
                </EntryLink>
              ))}
            </Swipe>
          )}

          <section className="home-section" aria-labelledby="home-products">
            <div className="section-heading">
              <h2 id="home-products">{t("home.products")}</h2>
              <Link to="/productList">{t("home.allProducts")}</Link>
            </div>
            {home.data.products.length === 0 ? (
              <Suspense fallback={null}>
                <EmptyState message={t("home.productsEmpty")} />
              </Suspense>
            ) : (
              <ul className="product-grid">
                {home.data.products.map((product) => (
                  <li key={product.productCode} className="product-grid__item">
                    <EntryLink
                      link={product.link}
                      fallback={`/productList?category=${encodeURIComponent(product.category)}`}
                      className="product-entry"
                    >
                      <strong className="product-entry__name">{product.productName}</strong>
                      <span className="product-entry__summary">{product.summary}</span>
                      <span className="product-entry__price">{t("home.priceFrom", { price: formatFen(product.minPremiumFen) })}</span>
                    </EntryLink>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="home-section" aria-labelledby="home-services">
            <h2 id="home-services">{t("home.services")}</h2>
            {home.data.services.length === 0 ? (
              <Suspense fallback={null}>
                <EmptyState message={t("home.servicesEmpty")} />
              </Suspense>
            ) : (
              <ul className="service-grid">
                {home.data.services.map((service) => (
                  <li key={service.id}>
                    <EntryLink link={service.link} fallback="/home" className="service-entry">
                      {service.icon === "" ? null : <img className="service-entry__icon" src={service.icon} alt="" />}
                      <span>{service.name}</span>
                    </EntryLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
