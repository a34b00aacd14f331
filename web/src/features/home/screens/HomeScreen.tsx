/**
 * /home — the mall's front page: the elder-mode entry (a prominent switch-like link, h5-notes §5), the
 * banner carousel, the product entries with their lowest premium, the service entries, and the tab bar.
 * Its content (pageInitMall) comes from the query cache: the route starts the call while this chunk downloads
 * (`prefetchHome`), and a return to /home shows the cached content at once. The spinner shows only while there
 * is nothing to show; if the call fails, an error state offers to try again.
 *
 * Decisions:
 * - A product without a usable link opens the product list on its category; a service whose route is not
 *   built yet still links to it (the router shows its error page). The elder entry sits above the banners so
 *   it is found without scrolling.
 * - The error and empty states load with home (a few hundred bytes): with the network down, the in-page
 *   retry itself must not need a download.
 * - First paint renders only the first banner slide; the others join right after (one frame later), so the
 *   first render lays out what is on screen. Images carry their intrinsic size (banners 750×320, service icons
 *   96×96, the gateway's formats) so nothing jumps, and the service icons below the fold load lazily.
 * - The language can be switched here, logged out (the header's 中文 / English button); settings keeps its own.
 * - Data and the mall's words (issue 20, customer report 3 H8): products' names are the gateway's data, marked
 *   `lang="zh-CN"`; a product's selling point and a banner's title are the insurer's words, shown in English where
 *   the gateway gave them (domain's `productTexts`, `localText`), else in Chinese marked as such. A banner's picture
 *   carries no words: its title is the page's text over it and the link's accessible name (the picture's alt is
 *   empty, so the name is said once); a service entry is one of the mall's own services,
 *   named by its id from this feature's catalogue in the customer's language (`home.service.<id>`) — only a
 *   service the mall does not know shows the gateway's name, marked as data.
 */
import "../home.css";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BANNER_SIZE, formatFen, localText, productTexts } from "@micromall/domain";
import { Page } from "../../../ui/Page";
import { Spinner } from "../../../ui/Spinner";
import { Swipe } from "../../../ui/Swipe";
import { EmptyState } from "../../../ui/EmptyState";
import { ErrorState } from "../../../ui/ErrorState";
import { useElderMode } from "../../../ui/elder-mode";
import { DataText } from "../../../ui/DataText";
import { ownText, setLocale, translate, useLocale, useMessages } from "../../../i18n";
import { HOME_MESSAGES } from "../messages";
import { EntryLink } from "../components/EntryLink";
import { ElderEntry, ProductsSection } from "../components/HomeParts";
import { homeQuery } from "../api/home-query";
import { serviceIcon } from "../components/service-icon";
import { MallIcon } from "../../../ui/MallIcon";

/** Intrinsic size of a service icon. */
const ICON_SIZE = 96;

/** The home screen. */
export default function HomeScreen() {
  const t = useMessages(HOME_MESSAGES);
  const locale = useLocale();
  const home = useQuery(homeQuery());
  const [elder] = useElderMode();
  const allSlides = useAfterFirstFrame();

  const languageButton = (
    <button
      type="button"
      className="home-language"
      lang={locale === "en" ? "zh-CN" : "en"}
      aria-label={t("home.languageLabel")}
      onClick={() => setLocale(locale === "en" ? "zh-CN" : "en")}
    >
      {t("home.language")}
    </button>
  );

  return (
    <Page title={t("home.title")} tabBar headerRight={languageButton}>
      <ElderEntry state={t(elder ? "home.elderOn" : "home.elderOff")} />

      {home.data === undefined ? (
        home.isPending ? (
          <Spinner label={t("home.loading")} />
        ) : (
          <ErrorState message={t("home.loadFailed")} retryLabel={t("home.retry")} onRetry={() => void home.refetch()} />
        )
      ) : (
        <>
          {home.data.banners.length === 0 ? null : (
            <Swipe label={t("home.banners")}>
              {(allSlides ? home.data.banners : home.data.banners.slice(0, 1)).map((banner, index) => (
                <EntryLink key={banner.id} link={banner.link} fallback="/productList" className="banner">
                  <img
                    className="banner__image"
                    src={banner.image}
                    alt=""
                    width={BANNER_SIZE.width}
                    height={BANNER_SIZE.height}
                    {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                  />
                  <BannerTitle title={banner.title} en={banner.en?.title} />
                </EntryLink>
              ))}
            </Swipe>
          )}

          <ProductsSection headingId="home-products">
            {home.data.products.length === 0 ? (
              <EmptyState message={t("home.productsEmpty")} />
            ) : (
              <ul className="product-grid">
                {home.data.products.map((product) => (
                  <li key={product.productCode} className="product-grid__item">
                    <EntryLink
                      link={product.link}
                      fallback={`/productList?category=${encodeURIComponent(product.category)}`}
                      className="product-entry"
                    >
                      <DataText as="strong" className="product-entry__name">
                        {product.productName}
                      </DataText>
                      <ProductSummaryText product={product} />
                      <span className="product-entry__price">{t("home.priceFrom", { price: formatFen(product.minPremiumFen) })}</span>
                    </EntryLink>
                  </li>
                ))}
              </ul>
            )}
          </ProductsSection>

          <section className="home-section" aria-labelledby="home-services">
            <h2 id="home-services">{t("home.services")}</h2>
            {home.data.services.length === 0 ? (
              <EmptyState message={t("home.servicesEmpty")} />
            ) : (
              <ul className="service-grid">
                {home.data.services.map((service) => (
                  <li key={service.id}>
                    <EntryLink link={service.link} fallback="/home" className="service-entry">
                      <ServiceIcon link={service.link} picture={service.icon} />
                      <ServiceName id={service.id} name={service.name} />
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

/** A service entry's name: the mall's word for a service it knows (by id), else the gateway's name as data. */
function ServiceName({ id, name }: { readonly id: string; readonly name: string }) {
  const locale = useLocale();
  const key = `home.service.${id}`;
  if (ownText(HOME_MESSAGES["zh-CN"], key) === undefined) return <DataText>{name}</DataText>;
  return <span>{translate(HOME_MESSAGES, key as keyof (typeof HOME_MESSAGES)["zh-CN"], undefined, locale)}</span>;
}

/** False for the first render, true from the next frame on (stays true while the screen is kept alive). */
function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}

/** A service's icon: the mall's own for a route it knows, else the gateway's picture (none when it has none). */
function ServiceIcon({ link, picture }: { readonly link: string; readonly picture: string }) {
  const name = serviceIcon(link);
  if (name !== null) {
    return (
      <span className={`service-entry__badge service-entry__badge--${name}`}>
        <MallIcon name={name} />
      </span>
    );
  }
  return picture === "" ? null : <img className="service-entry__icon" src={picture} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />;
}

/** A banner's title over its picture, in the customer's language where the gateway gave it. */
function BannerTitle({ title, en }: { readonly title: string; readonly en: string | undefined }) {
  const text = localText(title, en, useLocale());
  return (
    <span className="banner__title" lang={text.lang}>
      {text.text}
    </span>
  );
}

/** A product's selling point, in the customer's language where the gateway gave it. */
function ProductSummaryText({ product }: { readonly product: Parameters<typeof productTexts>[0] }) {
  const { summary } = productTexts(product, useLocale());
  return (
    <span className="product-entry__summary" lang={summary.lang}>
      {summary.text}
    </span>
  );
}
