/**
 * Home's static frame before any data (issue 22 point 4): the page with its header and tab bar, the elder entry, the
 * banner carousel's place (a box of the banner's proportions, where the early script shows the first banner of the
 * early home answer: `ui/boot-shell.ts` `showEarlyPicture`) and the product grid's skeleton — the same components and
 * texts as `HomeScreen`. The build renders it into index.html
 * (`app/BootShell.tsx`), so the first paint on `/home` does not wait for JavaScript; it holds no state, no query and
 * no effect, so it renders outside the app (a router around it gives its links their addresses).
 */
import "../home.css";
import { Page } from "../../../ui/Page";
import { useMessages } from "../../../i18n";
import { HOME_MESSAGES } from "../messages";
import { BOOT_BANNER_CLASS } from "../../../ui/boot-shell";
import { ElderEntry, ProductsSection } from "./HomeParts";

/** How many product cards the skeleton stands for (two rows of the grid). */
export const HOME_SHELL_SKELETON_CARDS = 4;

/** The static home frame (see the file comment). */
export function HomeShell() {
  const t = useMessages(HOME_MESSAGES);
  return (
    <Page title={t("home.title")} tabBar>
      <ElderEntry />
      <div className={BOOT_BANNER_CLASS} />
      <ProductsSection headingId="home-shell-products">
        <ul className="product-grid" aria-busy="true">
          {Array.from({ length: HOME_SHELL_SKELETON_CARDS }, (_, index) => (
            <li key={index} className="product-grid__item product-grid__item--skeleton" />
          ))}
        </ul>
      </ProductsSection>
    </Page>
  );
}
