/**
 * /errors — the result page of a failed policy lookup: the reason (a `?reason=` catalogue key, else "no
 * matching policy"), search again (/policySearch), back home, or call the hotline.
 *
 * Decision: only the policies feature's catalogue keys become the reason (`knownText`: a crafted link cannot
 * put its own words here).
 */
import "../policies.css";
import { Link, useSearchParams } from "react-router-dom";
import { HOTLINE_HREF } from "@micromall/domain";
import { Page } from "../../../ui";
import { knownText, useLocale, useT } from "../../../i18n";
import "../messages";

/** The policy lookup failure screen. */
export default function PolicyErrorsScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const locale = useLocale();
  const reason = knownText(params.get("reason"), "policies.errors.defaultReason", { prefix: "policies.", locale });

  return (
    <Page title={t("policies.errors.title")}>
      <section className="policy-result" role="alert" aria-labelledby="policy-error-heading">
        <h2 id="policy-error-heading">{t("policies.errors.heading")}</h2>
        <p>
          <span className="policy-result__label">{t("policies.errors.reasonLabel")}</span>
          {reason}
        </p>
      </section>
      <div className="policy-actions">
        <Link className="mm-button mm-button--primary mm-button--block" to="/policySearch">
          {t("policies.errors.retry")}
        </Link>
        <Link className="mm-button mm-button--default mm-button--block" to="/home">
          {t("policies.errors.home")}
        </Link>
        <a className="mm-button mm-button--link mm-button--block" href={HOTLINE_HREF}>
          {t("policies.errors.call")}
        </a>
      </div>
    </Page>
  );
}
