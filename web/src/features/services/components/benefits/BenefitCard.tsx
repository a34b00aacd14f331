/**
 * One benefit: its name and state, what it is, what is left of it and until when, how to use it; the actions
 * come from the screen. The icon is decorative (the name says it). The name, the description and how to use it
 * are the gateway's data (ui/DataText); the state is the mall's word for its code. A benefit a policy brought names
 * that policy, a link to it (customer rehearsal 3: two cars' road rescues looked the same).
 */
import type { ReactNode } from "react";
import { benefitStartsLater, benefitTexts, isBenefitPending, isBenefitStateOpen, statusLabel, type ServiceBenefit } from "@micromall/domain";
import { useLocale, useMessages } from "../../../../i18n";
import { DataSentence, LocalTextView } from "../../../../ui";
import { BENEFIT_MESSAGES } from "../../benefit.messages";
import { BenefitPolicy } from "./BenefitPolicy";
import styles from "./benefits.module.css";

/** Props of {@link BenefitCard}. */
export interface BenefitCardProps {
  readonly benefit: ServiceBenefit;
  readonly children?: ReactNode;
}

/**
 * @example <BenefitCard benefit={benefit}><Link to={benefit.link}>去使用</Link></BenefitCard>
 */
export function BenefitCard({ benefit, children }: BenefitCardProps) {
  const t = useMessages(BENEFIT_MESSAGES);
  const locale = useLocale();
  // a benefit of a policy whose cover starts later says from when, not 可使用 (customer rehearsal 5)
  const later = benefitStartsLater(benefit);
  const active = isBenefitStateOpen(benefit.state) && !later;
  // the gateway's texts in English where it wrote them (customer rehearsal 2026-11-28), else its Chinese, marked
  const texts = benefitTexts(benefit, locale);
  return (
    <li className={styles.card}>
      <h3 className={styles.head}>
        {benefit.icon.startsWith("data:image/") ? <img className={styles.icon} src={benefit.icon} alt="" /> : null}
        <LocalTextView text={texts.name} />
        <span className={active ? styles.badge : `${styles.badge} ${styles.badgeMuted}`}>{later ? t("benefit.startsLater") : statusLabel("benefit", benefit.state, locale)}</span>
      </h3>
      <LocalTextView as="p" className={styles.line} text={texts.description} />
      {/* a benefit to activate has its uses still to come (customer rehearsal 3: 剩余 0/6 次 read as used up) */}
      <p className={styles.left}>{isBenefitPending(benefit.state) ? t("benefit.afterActivation", { total: benefit.timesTotal }) : t("benefit.left", { left: benefit.timesLeft, total: benefit.timesTotal })}</p>
      {later ? <p className={styles.line}>{t("benefit.validFrom", { date: benefit.validFrom ?? "" })}</p> : null}
      <p className={styles.line}>{t("benefit.validTo", { date: benefit.validTo })}</p>
      <BenefitPolicy policyNo={benefit.policyNo} />
      {active ? (
        <p className={styles.how}>
          <DataSentence text={t("benefit.howToUse")} data={{ how: texts.howToUse }} />
        </p>
      ) : null}
      {children === undefined ? null : <div className={styles.actions}>{children}</div>}
    </li>
  );
}
