/**
 * /cardShareTo — the receiver's page of a shared card (`?ref=` one-time reference): who sent it (masked, from
 * the gateway), what it covers, and "receive" — which asks a logged-out visitor to log in first and brings
 * them back here. A card already received or expired, or a link that is not (or no longer) valid, says so.
 *
 * Decisions where the spec is silent:
 * - The page is open to a logged-out visitor (they must see what they are offered before logging in); only
 *   receiving needs the mall login.
 * - Receiving activates the card for the receiver (the gateway moves it into their wallet); the reference is
 *   spent, so opening the link again shows "already received".
 * - Everything shown comes from the gateway's answer for the reference; the link's own text is never shown.
 */
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { isCardActive, isCardExpired, loginPathFor, shareRefOf, type InsuranceCard } from "@micromall/domain";
import { Button, ErrorState, Page, Result, Spinner, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { activateCardMutation, sharedCardQuery } from "../api/wallet-queries";
import { CardItem } from "../components/CardItem";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

/** The receiver's screen. */
export default function CardShareToScreen() {
  const t = useMessages(WALLET_MESSAGES);
  const location = useLocation();
  const ref = shareRefOf(location.search);
  const shared = useQuery({ ...sharedCardQuery(ref ?? ""), enabled: ref !== null });
  const [received, setReceived] = useState<InsuranceCard | null>(null);
  const card = shared.data?.[0];
  const home = { label: t("shareTo.home"), to: "/home" } as const;

  let body;
  if (received !== null) {
    body = (
      <Result kind="success" title={t("shareTo.received")} actions={[{ label: t("shareTo.goWallet"), to: "/myCard" }]}>
        <ul className={styles.list}>
          <CardItem card={received} headingLevel={3} />
        </ul>
      </Result>
    );
  } else if (ref === null || shared.error instanceof GatewayRefusal || (shared.data !== undefined && card === undefined)) {
    body = <Result kind="failure" title={t("shareTo.invalid")} description={t("shareTo.invalidDesc")} actions={[home]} />;
  } else if (card === undefined) {
    body = shared.isPending ? (
      <Spinner label={t("wallet.loading")} />
    ) : (
      <ErrorState message={t("wallet.loadFailed")} retryLabel={t("wallet.retry")} onRetry={() => void shared.refetch()} />
    );
  } else if (isCardExpired(card.state)) {
    body = <Result kind="info" title={t("shareTo.expired")} description={t("shareTo.expiredDesc")} actions={[home]} />;
  } else if (isCardActive(card.state)) {
    body = <Result kind="info" title={t("shareTo.alreadyReceived")} description={t("shareTo.alreadyReceivedDesc")} actions={[home]} />;
  } else {
    body = <Offer card={card} shareRef={ref} here={location.pathname + location.search} onReceived={setReceived} />;
  }

  return (
    <Page title={t("shareTo.title")} back>
      {body}
    </Page>
  );
}

function Offer({ card, shareRef, here, onReceived }: { card: InsuranceCard; shareRef: string; here: string; onReceived: (card: InsuranceCard) => void }) {
  const t = useMessages(WALLET_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const receive = useMutation(activateCardMutation());
  const { sharedBy, ...covers } = card;

  async function onReceive() {
    if (receive.isPending) return;
    try {
      const activated = await receive.mutateAsync({ shareRef, cardNo: card.cardNo, cardPassword: "", mallId });
      onReceived(activated);
    } catch {
      // Shown once by the query client; the answer may have changed (already received): load it again.
    }
  }

  return (
    <>
      <p className={styles.heading}>{t("shareTo.from", { name: sharedBy ?? "" })}</p>
      <section className={styles.section} aria-labelledby="share-to-covers">
        <h2 id="share-to-covers" className={styles.heading}>
          {t("shareTo.covers")}
        </h2>
        <ul className={styles.list}>
          <CardItem card={covers} headingLevel={3} />
        </ul>
      </section>
      <div className={styles.section}>
        {mallId === "" ? (
          <Link className={buttonClassName("primary", true)} to={loginPathFor(here)}>
            {t("shareTo.loginFirst")}
          </Link>
        ) : (
          <Button variant="primary" block disabled={receive.isPending} onClick={() => void onReceive()}>
            {t("shareTo.receive")}
          </Button>
        )}
      </div>
    </>
  );
}
