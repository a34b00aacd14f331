/**
 * What an address the mall does not know shows (issue 8 point 5): the address that was asked for, a way home and
 * a way to the products, under the title 页面不存在 — instead of a silent redirect, so a customer following an old
 * link learns why. The entry `/` (and `/index.html`) still redirects to /home.
 *
 * Decisions: the address is shown as the router has it (path and query, percent-encoded as in the address bar),
 * cut to {@link SHOWN_ADDRESS_MAX} characters, as plain text in a `<code>`: a crafted link can show its own
 * address but never put readable words of its own on the insurer's page.
 */
import { createPath, useLocation } from "react-router-dom";
import { Link } from "../ui/Link";
import { useMessages } from "../i18n";
import { NOT_FOUND_MESSAGES } from "../i18n/messages/not-found";
import { Page } from "../ui/Page";

/** Longest part of the asked-for address shown. */
export const SHOWN_ADDRESS_MAX = 80;

/**
 * The not-found page (route `*`).
 * @example { path: "*", Component: NotFoundScreen }
 */
export function NotFoundScreen() {
  const t = useMessages(NOT_FOUND_MESSAGES);
  const location = useLocation();
  const asked = createPath({ pathname: location.pathname, search: location.search });
  const shown = asked.length > SHOWN_ADDRESS_MAX ? `${asked.slice(0, SHOWN_ADDRESS_MAX)}…` : asked;
  return (
    <Page title={t("notFound.heading")}>
      <section className="mm-not-found" aria-labelledby="mm-not-found-asked">
        <p id="mm-not-found-asked">
          {t("notFound.asked")} <code className="mm-not-found__address">{shown}</code>
        </p>
        <div className="mm-not-found__actions">
          <Link to="/home" replace className="mm-button mm-button--primary mm-button--block">
            {t("notFound.home")}
          </Link>
          <Link to="/productList" className="mm-button mm-button--block">
            {t("notFound.products")}
          </Link>
        </div>
      </section>
    </Page>
  );
}

export default NotFoundScreen;
