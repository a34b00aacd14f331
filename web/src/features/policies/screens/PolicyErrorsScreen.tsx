/**
 * /errors — the result page of a failed policy lookup: the reason (a `?reason=` key of this feature's table,
 * else "no matching policy"), then the ways on: call the hotline, or go home.
 *
 * Decisions:
 * - Only this feature's `policies.errors.*` keys become the reason (`knownKey`: a crafted link cannot put its
 *   own words here).
 * - Opened directly (no `?reason=`: a bookmark, a shared link), the page says what it is for instead of
 *   announcing a failure that never happened (issue 8 point 24).
 * - The ways on: the online lookup (/policySearch, first), the hotline (which can look a policy up by other
 *   means), and home.
 */
import "../policies.css";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { HOTLINE_HREF } from "@micromall/domain";
import { Page } from "../../../ui";
import { useMessages } from "../../../i18n";
import { knownKey } from "../../../components/known-key";
import { POLICIES_MESSAGES } from "../messages";

/** The policy lookup result screen. */
export default function PolicyErrorsScreen() {
  const t = useMessages(POLICIES_MESSAGES);
  const [params] = useSearchParams();
  const given = params.get("reason");
  const direct = given === null || given === "";
  const reason = t(knownKey(POLICIES_MESSAGES, given, "policies.errors.defaultReason", "policies.errors."));

  return (
    <Page title={t("policies.errors.title")}>
      {direct ? (
        <section className="policy-result" aria-labelledby="policy-error-heading">
          <h2 id="policy-error-heading">{t("policies.errors.directHeading")}</h2>
          <p>{t("policies.errors.direct")}</p>
          <p className="policy-result__hint">{t("policies.errors.lookupHint")}</p>
        </section>
      ) : (
        <section className="policy-result" role="alert" aria-labelledby="policy-error-heading">
          <h2 id="policy-error-heading">{t("policies.errors.heading")}</h2>
          <p>
            <span className="policy-result__label">{t("policies.errors.reasonLabel")}</span>
            {reason}
          </p>
          <p className="policy-result__hint">{t("policies.errors.lookupHint")}</p>
        </section>
      )}
      <div className="policy-actions">
        <Link className="mm-button mm-button--primary mm-button--block" to="/policySearch">
          {t("policies.errors.search")}
        </Link>
        <a className="mm-button mm-button--default mm-button--block" href={HOTLINE_HREF}>
          {t("policies.errors.call")}
        </a>
        <Link className="mm-button mm-button--default mm-button--block" to="/home">
          {t("policies.errors.home")}
        </Link>
      </div>
    </Page>
  );
}
