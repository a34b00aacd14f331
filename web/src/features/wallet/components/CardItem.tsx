/**
 * One wallet card: its name, the sum insured in the card format (`cardAmountText`: 1.5万), validity, policy
 * number once activated, who shared it or who received it; actions by the screen.
 */
import type { ReactNode } from "react";
import { cardAmountText, type InsuranceCard } from "@micromall/domain";
import { useMessages } from "../../../i18n";
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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Tag className={styles.card}>
      <Heading className={styles.name}>{card.cardName}</Heading>
      <p className={styles.amount}>{t("wallet.amount", { amount: cardAmountText(card.amount) })}</p>
      <p className={styles.line}>{t("wallet.validTo", { date: card.validTo })}</p>
      {card.policyNo === undefined ? null : <p className={styles.line}>{t("wallet.policyNo", { policyNo: card.policyNo })}</p>}
      {card.sharedBy === undefined ? null : <p className={styles.line}>{t("wallet.sharedBy", { name: card.sharedBy })}</p>}
      {card.sharedTo === undefined ? null : <p className={styles.line}>{t("wallet.sharedTo", { name: card.sharedTo })}</p>}
      {children === undefined ? null : <div className={styles.actions}>{children}</div>}
    </Tag>
  );
}
