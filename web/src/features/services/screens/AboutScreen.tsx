/**
 * /about — who runs the mall: the insurer, its licence, the hotline 95518 (a tel: link), the app version, and
 * the two documents a customer agrees to when registering, each an anchored section the register screen links
 * to: `/about#agreement` 《用户服务协议》 and `/about#privacy` 《隐私政策》 (`components/legal-links.ts`).
 *
 * Decisions where the spec is silent:
 * - The insurer's name and licence number are demo values (marked as such): the project holds no real insurer's
 *   registration; a deployment replaces them in this feature's table.
 * - The version is the web package's version at build time.
 * - Under the facts, the ways to know the insurer better: its milestones, the introductions of its products
 *   and services, consumer rights protection, and complaints and suggestions.
 * - Opening `/about#privacy` scrolls that section into view once the screen has rendered (the router's own
 *   scroll handling puts a new page at the top).
 */
import "../services.css";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { HOTLINE, HOTLINE_HREF } from "@micromall/domain";
import { Cell, CellGroup, Page } from "../../../ui";
import { useMessages } from "../../../i18n";
import { AGREEMENT_ANCHOR, PRIVACY_ANCHOR } from "../../../components/legal-links";
import { version } from "../../../../package.json";
import { SERVICES_MESSAGES } from "../messages";
import { INFO_MESSAGES } from "../info.messages";

const AGREEMENT = ["services.about.agreement1", "services.about.agreement2", "services.about.agreement3", "services.about.agreement4", "services.about.agreement5"] as const;
const PRIVACY = ["services.about.privacy1", "services.about.privacy2", "services.about.privacy3", "services.about.privacy4", "services.about.privacy5"] as const;

/** The about screen. */
export default function AboutScreen() {
  const t = useMessages(SERVICES_MESSAGES);
  const i = useMessages(INFO_MESSAGES);
  const { hash } = useLocation();

  useEffect(() => {
    const id = hash.replace(/^#/, "");
    if (id === AGREEMENT_ANCHOR || id === PRIVACY_ANCHOR) document.getElementById(id)?.scrollIntoView?.();
  }, [hash]);

  return (
    <Page title={t("services.about.title")} back>
      <dl className="about-facts">
        <div>
          <dt>{t("services.about.insurerLabel")}</dt>
          <dd>{t("services.about.insurer")}</dd>
        </div>
        <div>
          <dt>{t("services.about.licenceLabel")}</dt>
          <dd>{t("services.about.licence")}</dd>
        </div>
        <div>
          <dt>{t("services.about.hotlineLabel")}</dt>
          <dd>
            <a href={HOTLINE_HREF} aria-label={t("services.about.call", { hotline: HOTLINE })}>
              {HOTLINE}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t("services.about.versionLabel")}</dt>
          <dd>{version}</dd>
        </div>
      </dl>
      <p className="about-intro">{t("services.about.intro")}</p>
      <CellGroup title={i("info.about.more")}>
        <Cell title={i("info.about.events")} to="/bigBusinessEvents" />
        <Cell title={i("info.about.introductions")} to="/introduceIndex" />
        <Cell title={i("info.about.consumer")} to="/consumer" />
        <Cell title={i("info.about.complaint")} to="/complaint" />
      </CellGroup>

      <section id={AGREEMENT_ANCHOR} className="about-document" aria-labelledby="about-agreement-heading">
        <h2 id="about-agreement-heading">{t("services.about.agreement")}</h2>
        {AGREEMENT.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </section>

      <section id={PRIVACY_ANCHOR} className="about-document" aria-labelledby="about-privacy-heading">
        <h2 id="about-privacy-heading">{t("services.about.privacy")}</h2>
        {PRIVACY.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </section>
    </Page>
  );
}
