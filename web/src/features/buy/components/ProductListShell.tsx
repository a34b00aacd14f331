/**
 * The product list's static frame before any JavaScript (issue 22 point 4, `/productList` as a landing route): the
 * page with its header and tab bar, the category chips' row kept as an empty band of the chips' height, and the list's
 * first screen of cards, empty and hidden — the early script puts the first products of the early `queryPlanList`
 * answer into them and shows them, all in one go (`ui/boot-shell.ts` `showBootProducts`: an empty card shown before
 * would be moved down by the filled one above it, a layout shift), so the page's largest pictures paint before the
 * entry has run, at the place and size the screen's cards then draw them. The same components, texts and classes as
 * `ProductListScreen` (the card's stylesheet, buy.css, is in the entry's: main.tsx), so nothing moves when the screen
 * replaces it. The chips are not prerendered: they are the Tabs primitive, styled by a CSS module whose class names
 * only Vite's build knows. The build renders it into index.html beside home's (`app/BootShell.tsx`).
 */
import { Page } from "../../../ui/Page";
import { useMessages } from "../../../i18n";
import { BOOT_PRODUCT_CARDS, BOOT_PRODUCT_CLASS } from "../../../ui/boot-shell";
import { BUY_MESSAGES } from "../messages";

/** The class of the chips' band (base.css: the Tabs row's height and margins). */
export const CHIPS_BAND_CLASS = "boot-chips";

/** The static product list frame (see the file comment). */
export function ProductListShell() {
  const t = useMessages(BUY_MESSAGES);
  return (
    <Page title={t("buy.productList.title")} tabBar>
      <div className={CHIPS_BAND_CLASS} />
      <div>
        <ul className="product-list" aria-busy="true">
          {Array.from({ length: BOOT_PRODUCT_CARDS }, (_, index) => (
            <li key={index} hidden>
              <article className="product-card">
                <div className={`product-card__link ${BOOT_PRODUCT_CLASS}`} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
