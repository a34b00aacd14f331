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
 * - The sender opening their own link (their wallet holds the card with this reference) is told it is the card they
 *   shared, with the way to their wallet, and is offered no receiving.
 * - A card that covers a named person (`insuredRequired`) asks who is insured before it is received (F3), with the
 *   wallet's own fieldset and rule (`CARD_RECEIVE_FORM_SHAPE`, 本人 filled from a verified identity); the received
 *   card's policy number (in the card, `CardItem`) opens the policy, which is the receiver's (我的保单).
 * - The insured's fields show from the start, as the wallet's activation shows them (customer report 3 H14): one
 *   tap of "receive" after a valid input receives the card; a tap with a fault focuses the first faulty field.
 * - A refusal of the receiving is said where the customer can act (domain's `cardActivationRefusal`): one of the
 *   insured at that field, focused; any other (the card was received or expired meanwhile) in a toast, and the
 *   card's answer loads again, so the page shows its new state.
 */
import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CARD_RECEIVE_FORM_SHAPE, SELF_RELATIONSHIP, cardActivationRefusal, isCardActive, isCardExpired, loginPathFor, shareRefOf, type InsuranceCard } from "@micromall/domain";
import type { CardReceiveForm, CardReceiveFormSchema } from "@micromall/domain/schemas";
import { Button, ErrorState, Page, Result, Spinner, buttonClassName, toast } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { activateCardMutation, cardsQuery, sharedCardQuery } from "../api/wallet-queries";
import { CardItem } from "../components/CardItem";
import { InsuredFieldset } from "../components/InsuredFieldset";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

type ReceiveValues = typeof CardReceiveFormSchema.Encoded;
const EMPTY_RECEIVE: ReceiveValues = { insured: "none", insuredRelationship: SELF_RELATIONSHIP, insuredName: "", identifyType: "01", identifyNumber: "" };

/** The receiver's screen. */
export default function CardShareToScreen() {
  const t = useMessages(WALLET_MESSAGES);
  const location = useLocation();
  const ref = shareRefOf(location.search);
  const shared = useQuery({ ...sharedCardQuery(ref ?? ""), enabled: ref !== null });
  const [received, setReceived] = useState<InsuranceCard | null>(null);
  const card = shared.data?.[0];
  const home = { label: t("shareTo.home"), to: "/home" } as const;
  // the sender opening their own link: their wallet holds the card with this reference
  const mallId = useAppStore((state) => state.mallId);
  const mine = useQuery({ ...cardsQuery(mallId), enabled: mallId !== "" && ref !== null });
  const own = ref !== null && mine.data?.some((candidate) => candidate.shareRef === ref) === true;

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
  } else if (own) {
    body = <Result kind="info" title={t("shareTo.own")} description={t("shareTo.ownDesc")} actions={[{ label: t("shareTo.goWallet"), to: "/myCard" }]} />;
  } else if (mallId !== "" && mine.isPending) {
    body = <Spinner label={t("wallet.loading")} />;
  } else {
    body = <Offer card={card} shareRef={ref} here={location.pathname + location.search} onReceived={setReceived} onRefused={() => void shared.refetch()} />;
  }

  return (
    <Page title={t("shareTo.title")} back>
      {body}
    </Page>
  );
}

function Offer({
  card,
  shareRef,
  here,
  onReceived,
  onRefused,
}: {
  card: InsuranceCard;
  shareRef: string;
  here: string;
  onReceived: (card: InsuranceCard) => void;
  onRefused: () => void;
}) {
  const t = useMessages(WALLET_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const receive = useMutation(activateCardMutation());
  const { sharedBy, ...covers } = card;
  const named = card.insuredRequired === true;
  const form = useSchemaForm<ReceiveValues, CardReceiveForm>(CARD_RECEIVE_FORM_SHAPE, { ...EMPTY_RECEIVE, insured: named ? "named" : "none" });
  const { getValues, setValue } = form;
  const current = useCallback(() => getValues(), [getValues]);
  const set = useCallback((name: "insuredName" | "identifyType" | "identifyNumber", value: string, options: { prefill: true }) => setValue(name, value, options), [setValue]);
  const insuredForm = { field: form.field, errorOf: form.errorOf, relationship: form.watch("insuredRelationship"), current, set };

  const submit = form.submit(async (values) => {
    if (receive.isPending) return;
    const insured = values.insured === "named" ? { insuredName: values.insuredName, identifyType: values.identifyType, identifyNumber: values.identifyNumber, insuredRelationship: values.insuredRelationship } : {};
    try {
      const activated = await receive.mutateAsync({ shareRef, cardNo: card.cardNo, cardPassword: "", mallId, ...insured });
      onReceived(activated);
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) return; // shown once by the gateway client
      // the mutation explains its refusal: at the insured's field, or (the card changed meanwhile) said and reloaded
      const place = cardActivationRefusal(error.message, card.cardNo, [], named);
      if (place.at === "insuredName" || place.at === "identifyNumber") {
        form.setError(place.at, { message: error.message }, { shouldFocus: true });
        return;
      }
      toast(error.message);
      onRefused();
    }
  });
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
          <Link className={buttonClassName("primary", true)} to={loginPathFor(here)} replace>
            {t("shareTo.loginFirst")}
          </Link>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            {named ? <InsuredFieldset form={insuredForm} /> : null}
            <Button type="submit" variant="primary" block disabled={receive.isPending || form.pending}>
              {t("shareTo.receive")}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
