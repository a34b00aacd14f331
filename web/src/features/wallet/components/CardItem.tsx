/**
 * One wallet card: its name, the sum insured in the card format (`cardAmountText`: 1.5万; in English whole yuan,
 * 15,000), validity, policy number once activated, who shared it or who received it; actions by the screen. The
 * card's name and the people's names are data (ui/DataText). The policy number of a card the customer activated or
 * received opens that policy (it is theirs, in 我的保单); a card given away names the friend's policy as text only.
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { cardAmountText, type InsuranceCard } from "@micromall/domain";
import { useLocale, useMessages } from "../../../i18n";
import { DataSentence, DataText } from "../../../ui";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

/** Props of {@link CardItem}. */
export interface CardItemProps {
  readonly card: InsuranceCard;
  readonly as?: "li" | "section";
  readonly headingLevel?: 2 | 3;
  readonly children?: ReactNode;
}

/**
 * @example <CardItem card={card}><Button>激活</Button></CardItem>
 */
export function CardItem({ card, as: Tag = "li", headingLevel = 2, children }: CardItemProps) {
  const t = useMessages(WALLET_MESSAGES);
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Tag className={styles.card}>
      <DataText as={Heading} className={styles.name}>
        {card.cardName}
      </DataText>
      {/* the card's number, in one piece and marked as data (customer rehearsal 5: the list showed none) */}
      <p className={styles.line}>
        {t("wallet.cardNo")} <DataText className="mm-nowrap">{card.cardNo}</DataText>
      </p>
      <p className={styles.amount}>{t("wallet.amount", { amount: cardAmountText(card.amount, locale) })}</p>
      <p className={styles.line}>{t("wallet.validTo", { date: card.validTo })}</p>
      {card.policyNo === undefined ? null : (
        <p className={styles.line}>
          {card.sharedTo === undefined ? (
            <Link className={styles.policyLink} to={`/policyDetails?policyNo=${encodeURIComponent(card.policyNo)}`}>
              {t("wallet.policyNo", { policyNo: card.policyNo })}
            </Link>
          ) : (
            t("wallet.policyNo", { policyNo: card.policyNo })
          )}
        </p>
      )}
      {card.sharedBy === undefined ? null : (
        <p className={styles.line}>
          <DataSentence text={t("wallet.sharedBy")} data={{ name: card.sharedBy }} />
        </p>
      )}
      {card.sharedTo === undefined ? null : (
        <p className={styles.line}>
          <DataSentence text={t("wallet.sharedTo")} data={{ name: card.sharedTo }} />
        </p>
      )}
      {children === undefined ? null : <div className={styles.actions}>{children}</div>}
    </Tag>
  );
}
