/**
 * The parts of home that its static shell (`HomeShell`, prerendered into index.html) and the screen (`HomeScreen`)
 * both show, written once so the shell the customer sees first is exactly the frame the screen then fills: the
 * elder-mode entry and the products section's heading with its link to the whole list.
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { useMessages } from "../../../i18n";
import { HOME_MESSAGES } from "../messages";

/**
 * The 长辈版 entry: its title and hint, and (on the screen) whether elder mode is on.
 * @example <ElderEntry state={t(elder ? "home.elderOn" : "home.elderOff")} />
 */
export function ElderEntry({ state }: { readonly state?: string }) {
  const t = useMessages(HOME_MESSAGES);
  return (
    <Link to="/elderModel" className="elder-entry">
      <strong className="elder-entry__title">{t("home.elderEntry")}</strong>
      <span className="elder-entry__hint">{t("home.elderEntryHint")}</span>
      {state === undefined ? null : <span className="elder-entry__state">{state}</span>}
    </Link>
  );
}

/**
 * The products section: its heading (labelled by `headingId`), the link to all products, and the grid or its state.
 * @example <ProductsSection headingId="home-products"><ul className="product-grid">…</ul></ProductsSection>
 */
export function ProductsSection({ headingId, children }: { readonly headingId: string; readonly children: ReactNode }) {
  const t = useMessages(HOME_MESSAGES);
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{t("home.products")}</h2>
        <Link to="/productList">{t("home.allProducts")}</Link>
      </div>
      {children}
    </section>
  );
}
