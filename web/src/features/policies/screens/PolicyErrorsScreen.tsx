/**
 * /errors — the result page of a failed policy lookup: the reason (a `?reason=` catalogue key, else "no
 * matching policy"), search again (/policySearch), back home, or call the hotline.
 *
 * Decision: only catalogue keys become the reason (a crafted link cannot put its own words here); the
 * policies feature owns its own copy of that check, as features never import each other.
 */
import "../policies.css";
import { Link, useSearchParams } from "react-router-dom";
import { HOTLINE_HREF } from "@micromall/domain";
import { Page } from "../../../ui";
import { t as translate, useT } from "../../../i18n";
import "../messages";

/** The policy lookup failure screen. */
export default function PolicyErrorsScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const key = params.get("reason");
  const known = key !== null && key.startsWith("policies.") && translate(key) !== key;
  const reason = t(known ? key : "policies.errors.defaultReason");

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
