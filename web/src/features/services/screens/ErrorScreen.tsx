/**
 * /error — a friendly error page: what happened (the `?reason=` message key, else a general text), what the
 * customer can do, and three ways on: back home, reload, call the hotline.
 *
 * Decisions: "reload" returns to the page that failed when the caller passed it as `?from=` and domain's
 * `toAppPath` accepts it (an in-app path however often it is decoded), else reloads the document; the reason
 * is read as a key of this feature's table only (`knownKey`: a crafted link cannot put its own words here).
 */
import "../services.css";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { HOTLINE_HREF, toAppPath } from "@micromall/domain";
import { Button, Page } from "../../../ui";
import { useMessages } from "../../../i18n";
import { knownKey } from "../../../components/known-key";
import { SERVICES_MESSAGES } from "../messages";

/** The error screen. */
export default function ErrorScreen() {
  const t = useMessages(SERVICES_MESSAGES);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = t(knownKey(SERVICES_MESSAGES, params.get("reason"), "services.error.defaultReason", "services.error."));
  const from = toAppPath(params.get("from"));

  function reload() {
    if (from !== null) navigate(from, { replace: true });
    else window.location.reload();
  }

  return (
    <Page title={t("services.error.title")}>
      <section className="error-result" role="alert" aria-labelledby="error-heading">
        <h2 id="error-heading">{t("services.error.heading")}</h2>
        <p>{reason}</p>
        <p className="error-result__hint">{t("services.error.hint")}</p>
      </section>
      <div className="error-actions">
        <Link className="mm-button mm-button--primary mm-button--block" to="/home">
          {t("services.error.home")}
        </Link>
        <Button block onClick={reload}>
          {t("services.error.reload")}
        </Button>
        <a className="mm-button mm-button--link mm-button--block" href={HOTLINE_HREF}>
          {t("services.error.call")}
        </a>
      </div>
    </Page>
  );
}
