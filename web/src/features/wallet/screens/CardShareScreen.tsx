/**
 * /cardShare — give an unused card to someone (`?cardNo=`): in the messenger the page's share card is set
 * through the shell's share adapter (signed with `getSign`; reached through the page-share port of state/), and the customer uses the messenger's menu;
 * outside the messenger the link is shown with a "copy link" button. The link carries only the gateway's
 * one-time reference (domain's `cardSharePath`), never the card password or number.
 *
 * Decisions where the spec is silent: a card that is not unused (or has no reference) explains why it cannot
 * be shared and offers the way back to the wallet; the share card's title and text name the card and its sum
 * insured, never the customer. The page says what happens next: the card stays under 未使用 until a friend receives
 * it, then moves to 已分享 (the gateway knows a card as shared only once it is received).
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { cardAmountText, cardSharePath } from "@micromall/domain";
import { Button, EmptyState, ErrorState, Page, Spinner, buttonClassName, toast } from "../../../ui";
import { shareUrl } from "../../../components/share-url";
import { useLocale, useMessages } from "../../../i18n";
import { usePageShare } from "../../../state/page-share";
import { useAppStore } from "../../../state/store";
import { cardsQuery } from "../api/wallet-queries";
import { CardItem } from "../components/CardItem";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

/** The share screen. */
export default function CardShareScreen() {
  const t = useMessages(WALLET_MESSAGES);
  const locale = useLocale();
  const [search] = useSearchParams();
  const cardNo = search.get("cardNo") ?? "";
  const mallId = useAppStore((state) => state.mallId);
  const cards = useQuery({ ...cardsQuery(mallId), enabled: mallId !== "" });
  const card = cards.data?.find((candidate) => candidate.cardNo === cardNo);
  const link = card?.shareRef === undefined ? null : shareUrl(cardSharePath(card.shareRef));
  const share = usePageShare();
  const messenger = share.inMessenger;

  useEffect(() => {
    if (card === undefined || link === null || !messenger) return;
    share.apply({
      title: t("share.cardTitle", { name: card.cardName }),
      desc: t("share.cardDesc", { amount: cardAmountText(card.amount, locale) }),
      link,
      imgUrl: card.image.startsWith("http") ? card.image : "",
    });
    return () => share.apply(null);
  }, [card, link, locale, messenger, share, t]);

  async function copy() {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      toast(t("share.copied"));
    } catch {
      toast(t("share.copyFailed"));
    }
  }

  const back = (
    <Link className={buttonClassName("primary")} to="/myCard" replace>
      {t("share.backToWallet")}
    </Link>
  );

  let body;
  if (cards.data === undefined) {
    body = cards.isPending ? (
      <Spinner label={t("wallet.loading")} />
    ) : (
      <ErrorState message={t("wallet.loadFailed")} retryLabel={t("wallet.retry")} onRetry={() => void cards.refetch()} />
    );
  } else if (card === undefined) {
    body = <EmptyState message={t("share.notFound")}>{back}</EmptyState>;
  } else if (link === null) {
    body = <EmptyState message={t("share.notShareable")}>{back}</EmptyState>;
  } else {
    body = (
      <>
        <CardItem card={card} as="section" />
        <section className={styles.section} aria-labelledby="share-how">
          <h2 id="share-how" className={styles.heading}>
            {t("share.link")}
          </h2>
          <p className={styles.note}>{t(messenger ? "share.howMessenger" : "share.howLink")}</p>
          <p className={styles.note}>{t("share.whatNext")}</p>
          {messenger ? null : (
            <div className={styles.form}>
              <input className={styles.link} aria-label={t("share.link")} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
              <Button variant="primary" block onClick={() => void copy()}>
                {t("share.copy")}
              </Button>
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <Page title={t("share.title")} back>
      {body}
    </Page>
  );
}
