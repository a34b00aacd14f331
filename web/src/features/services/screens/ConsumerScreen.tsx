/**
 * /consumer — consumer rights protection (static): the customer's rights, how to complain (hotline, the online
 * form, the regulator's 12378), the cooling-off period, and an anti-fraud warning.
 *
 * Decisions where the spec is silent:
 * - The texts follow what Chinese insurers publish under 消费者权益保护 (the regulator's eight rights condensed
 *   to the five a mall customer meets; the 15-day cooling-off period of long-term life and health cover; the
 *   regulator's consumer hotline 12378). They are the feature's texts (zh-CN and en), not gateway content.
 */
import { Link } from "../../../ui/Link";
import { HOTLINE, HOTLINE_HREF } from "@micromall/domain";
import { Page } from "../../../ui";
import { useMessages } from "../../../i18n";
import { INFO_MESSAGES } from "../info.messages";
import { CONSUMER_MESSAGES } from "./ConsumerScreen.messages";
import styles from "../components/info/info.module.css";

const RIGHTS = ["info.consumer.right1", "info.consumer.right2", "info.consumer.right3", "info.consumer.right4", "info.consumer.right5"] as const;
const COMPLAIN = ["info.consumer.complain1", "info.consumer.complain2", "info.consumer.complain3"] as const;
const COOLING = ["info.consumer.cooling1", "info.consumer.cooling2"] as const;
const FRAUD = ["info.consumer.fraud1", "info.consumer.fraud2", "info.consumer.fraud3"] as const;

/** The consumer rights screen. */
export default function ConsumerScreen() {
  const t = useMessages(CONSUMER_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  return (
    <Page title={t("info.consumer.title")} back>
      <section className={styles.section} aria-labelledby="consumer-rights">
        <h2 id="consumer-rights" className={styles.heading}>
          {t("info.consumer.rights")}
        </h2>
        <ul>
          {RIGHTS.map((key) => (
            <li key={key} className={styles.text}>
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="consumer-complain">
        <h2 id="consumer-complain" className={styles.heading}>
          {t("info.consumer.complain")}
        </h2>
        <ol>
          {COMPLAIN.map((key) => (
            <li key={key} className={styles.text}>
              {t(key)}
            </li>
          ))}
        </ol>
        <div className={styles.block}>
          <a className="mm-button mm-button--primary" href={HOTLINE_HREF}>
            {c("info.callHotline", { hotline: HOTLINE })}
          </a>
          <Link className="mm-button mm-button--default" to="/complaint">
            {t("info.consumer.complainLink")}
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="consumer-cooling">
        <h2 id="consumer-cooling" className={styles.heading}>
          {t("info.consumer.cooling")}
        </h2>
        {COOLING.map((key) => (
          <p key={key} className={styles.text}>
            {t(key)}
          </p>
        ))}
      </section>
      <section className={styles.warning} aria-labelledby="consumer-fraud">
        <h2 id="consumer-fraud" className={styles.heading}>
          {t("info.consumer.fraud")}
        </h2>
        {FRAUD.map((key) => (
          <p key={key} className={styles.text}>
            {t(key)}
          </p>
        ))}
      </section>
    </Page>
  );
}
