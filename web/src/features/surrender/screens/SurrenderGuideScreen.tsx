/**
 * /surrenderGuide — 退保须知, the notes before surrendering: which policies can be surrendered online, how the refund
 * is worked out, what happens on surrender, the four steps, and where to go next (the surrender list, its
 * progress, customer service).
 *
 * Spec §2 lists no such page (the route says why: `beyondSpec`). A customer about to take an irreversible step
 * expects to read what it means first, and the surrender list links here. The content is the mall's own rules, as
 * the surrender screens apply them (the refund of the unused days, back to the paying account; cover ends at once;
 * car and expired policies by phone), so it needs no call: no loading or failure state, and nothing to be empty.
 */
import { Link } from "../../../ui/Link";
import { HOTLINE } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { Page, buttonClassName } from "../../../ui";
import { SURRENDER_MESSAGES } from "../messages";
import styles from "../surrender.module.css";

const STEPS = ["guide.step.choose", "guide.step.check", "guide.step.confirm", "guide.step.follow"] as const;

/** The notes before surrendering. */
export default function SurrenderGuideScreen() {
  const t = useMessages(SURRENDER_MESSAGES);
  return (
    <Page title={t("guide.title")} back>
      <section className={styles.guide} aria-labelledby="surrender-guide-what">
        <h2 id="surrender-guide-what">{t("guide.whatTitle")}</h2>
        <p>{t("guide.what", { hotline: HOTLINE })}</p>
        <p>{t("guide.refund")}</p>
        <p>{t("guide.effect")}</p>
      </section>
      <section className={styles.guide} aria-labelledby="surrender-guide-steps">
        <h2 id="surrender-guide-steps">{t("guide.stepsTitle")}</h2>
        <ol aria-label={t("guide.stepsList")}>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <div className={styles.links}>
        <Link className={buttonClassName("primary")} to="/surrender">
          {t("guide.toSurrender")}
        </Link>
        <Link className={buttonClassName("default")} to="/surrenderQuery">
          {t("surrender.toQuery")}
        </Link>
        <Link className={buttonClassName("default")} to="/customerService">
          {t("guide.help")}
        </Link>
      </div>
    </Page>
  );
}
