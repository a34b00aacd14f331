/**
 * /myCard — the customer's insurance cards in three tabs (unused / activated / expired, domain's `cardTabAt`),
 * each with its sum insured in the card format (1.5万); activate a card with its number and password; share an
 * unused card.
 *
 * Decisions where the spec is silent:
 * - The activation form sits under the list (always reachable, also for a card not in the list yet); a card's
 *   "activate" fills its number and moves the focus to the password.
 * - The password is never kept in a draft (it is a password); the number and the insured are. Its hint says where a
 *   card's password is (customer rehearsal 3: the form asked for one no screen showed): under the scratch panel of a
 *   printed card, in the purchase SMS of an e-card; a shared card is activated by receiving it and needs none.
 * - The gateway's refusal of an activation is said at the field the customer can fix (a field message, focused),
 *   never in a toast (customer report 3 H13, domain's `cardActivationRefusal`): a "number or password wrong" for a
 *   number that is one of the wallet's cards (prefilled by "activate", or typed and the same) is the password's
 *   fault — at 卡密码, focused, the number untouched; for a number the customer typed that the wallet does not
 *   hold, nobody can tell which of the two is wrong, so the form says so honestly at both fields (the number names
 *   both and is focused, the password asks to be typed again); a refusal of the card itself (used, expired, given
 *   away) is at the number and one of the insured at the insured's field, in the gateway's words. The password is
 *   emptied after any refusal.
 * - After an activation the activated tab opens, where the card now is, and the customer summary's card count
 *   loads again.
 * - A card that covers a named person (the gateway's `insuredRequired`: an accident or travel card) asks who is
 *   insured as soon as its number is in the form (domain's `activationNeedsInsured`; issue 20 item 8): the
 *   relationship (spec §3 codes, default 601005 本人), name, identity type and number, each checked when the
 *   customer leaves it with the exact fault (domain's `insuredWhenNamed` rule), and sent with the activation. A
 *   card that covers a thing (home, handset) asks nothing of the kind.
 * - 本人 on an identity-verified account fills the insured's name, type and number from the verified identity
 *   (F16, domain's `selfInsuredFill`), into empty fields only; turning the relationship to another person
 *   empties what still is the account's own.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  CARD_NO_MAX,
  CARD_PASSWORD_MAX,
  CARD_TABS,
  SELF_RELATIONSHIP,
  activationNeedsInsured,
  walletCardOf,
  cardActivationRefusal,
  cardTabAt,
  type CardTab,
  type InsuranceCard,
  CARD_ACTIVATE_FORM_SHAPE,
} from "@micromall/domain";
import type { CardActivateForm, CardActivateFormSchema } from "@micromall/domain/schemas";
import { Button, DataText, Page, Tabs, TextField, buttonClassName, toast } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { activateCardMutation, cardsQuery } from "../api/wallet-queries";
import { InsuredFieldset } from "../components/InsuredFieldset";
import { CardItem } from "../components/CardItem";
import { WALLET_MESSAGES } from "../messages";
import styles from "../wallet.module.css";

type ActivateValues = typeof CardActivateFormSchema.Encoded;
const NO_CARDS: readonly InsuranceCard[] = [];
const EMPTY: ActivateValues = { cardNo: "", cardPassword: "", insured: "none", insuredRelationship: SELF_RELATIONSHIP, insuredName: "", identifyType: "01", identifyNumber: "" };

/** The card wallet screen. */
export default function MyCardScreen() {
  const t = useMessages(WALLET_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const cards = useQuery({ ...cardsQuery(mallId), enabled: mallId !== "" });
  const [tab, setTab] = useState<CardTab>("unused");
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const activation = useActivation(cards.data ?? NO_CARDS, () => setTab("activated"));

  const now = new Date();
  const inTab = (which: CardTab) => (cards.data ?? []).filter((card) => cardTabAt(card, now) === which);
  const items = CARD_TABS.map((value) => ({ value, label: `${t(`wallet.tab.${value}`)} ${cards.data === undefined ? "" : inTab(value).length}`.trim() }));

  function startActivation(card: InsuranceCard) {
    activation.form.setValue("cardNo", card.cardNo);
    activation.form.clearErrors("cardNo");
    passwordRef.current?.focus();
  }

  const list = (
    <QueryContent
      query={cards}
      loading={t("wallet.loading")}
      failed={t("wallet.loadFailed")}
      retry={t("wallet.retry")}
      empty={t(`wallet.empty.${tab}`)}
      isEmpty={() => inTab(tab).length === 0}
    >
      {() => (
        <ul className={styles.list} aria-label={t("wallet.cards", { tab: t(`wallet.tab.${tab}`) })}>
          {inTab(tab).map((card) => (
            <CardItem key={card.cardNo} card={card}>
              {tab === "unused" ? (
                <>
                  {card.shareRef === undefined ? null : (
                    <Link className={buttonClassName("default", false, styles.action)} to={`/cardShare?cardNo=${encodeURIComponent(card.cardNo)}`} aria-label={t("wallet.shareOf", { name: card.cardName })}>
                      {t("wallet.share")}
                    </Link>
                  )}
                  <Button className={styles.action} variant="primary" aria-label={t("wallet.activateOf", { name: card.cardName })} onClick={() => startActivation(card)}>
                    {t("wallet.activate")}
                  </Button>
                </>
              ) : null}
            </CardItem>
          ))}
        </ul>
      )}
    </QueryContent>
  );

  return (
    <Page title={t("wallet.title")} back>
      <Tabs label={t("wallet.tabs")} items={items} value={tab} onChange={setTab}>
        {list}
      </Tabs>
      <ActivationForm activation={activation} passwordRef={passwordRef} cards={cards.data ?? []} />
    </Page>
  );
}

function useActivation(cards: readonly InsuranceCard[], onActivated: () => void) {
  const t = useMessages(WALLET_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const form = useSchemaForm<ActivateValues, CardActivateForm>(CARD_ACTIVATE_FORM_SHAPE, EMPTY);
  // The card password is a password: never in the draft.
  const draft = useFormDraft(form, { formId: "myCard:activate", passwords: ["cardPassword"] });
  const activate = useMutation(activateCardMutation());

  const submit = form.submit(async (values) => {
    const insured =
      values.insured === "named"
        ? { insuredName: values.insuredName, identifyType: values.identifyType, identifyNumber: values.identifyNumber, insuredRelationship: values.insuredRelationship }
        : {};
    try {
      await activate.mutateAsync({ cardNo: values.cardNo, cardPassword: values.cardPassword, mallId, mobile, ...insured });
    } catch (error) {
      form.setValue("cardPassword", "");
      // the gateway's "no" is said at the field the customer can fix (see the module comment), focused
      if (error instanceof GatewayRefusal) sayRefusal(error.message, values);
      return;
    }
    draft.clear();
    form.reset(EMPTY);
    toast(t("wallet.activated"));
    onActivated();
  });
  function sayRefusal(message: string, values: CardActivateForm) {
    const place = cardActivationRefusal(message, values.cardNo, cards, values.insured === "named");
    switch (place.at) {
      case "cardPassword":
        form.setError("cardPassword", { message: t("wallet.refusal.password") }, { shouldFocus: true });
        break;
      case "both":
        form.setError("cardPassword", { message: t("wallet.refusal.passwordAgain") });
        form.setError("cardNo", { message: t("wallet.refusal.numberOrPassword") }, { shouldFocus: true });
        break;
      default:
        form.setError(place.at, { message }, { shouldFocus: true });
    }
  }
  return { form, submit };
}

function ActivationForm({
  activation,
  passwordRef,
  cards,
}: {
  activation: ReturnType<typeof useActivation>;
  passwordRef: React.RefObject<HTMLInputElement | null>;
  cards: readonly InsuranceCard[];
}) {
  const t = useMessages(WALLET_MESSAGES);
  const { form, submit } = activation;
  const { errorOf, setValue } = form;
  const cardNo = form.watch("cardNo");
  const named = activationNeedsInsured(cardNo, cards);
  // which card the form activates, at its top (customer rehearsal 5: scrolled to the form, nothing named the card)
  const activating = walletCardOf(cardNo, cards);
  // the form's own `insured` value follows the card, so its rule asks for the insured exactly when the card needs one
  useEffect(() => setValue("insured", named ? "named" : "none"), [named, setValue]);
  const { getValues } = form;
  const current = useCallback(() => getValues(), [getValues]);
  const set = useCallback((name: "insuredName" | "identifyType" | "identifyNumber", value: string, options: { prefill: true }) => setValue(name, value, options), [setValue]);
  const insuredForm = { field: form.field, errorOf, relationship: form.watch("insuredRelationship"), current, set };
  const password = form.field("cardPassword");
  return (
    <section className={styles.section} aria-labelledby="wallet-activate">
      <h2 id="wallet-activate" className={styles.heading}>
        {t("wallet.activateTitle")}
      </h2>
      {activating === undefined ? null : (
        <p className={styles.line} aria-live="polite">
          {t("wallet.activating")} <DataText>{activating.cardName}</DataText> <DataText className="mm-nowrap">{activating.cardNo}</DataText>
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t("wallet.cardNo")} autoComplete="off" maxLength={CARD_NO_MAX} {...form.field("cardNo")} error={errorOf("cardNo")} />
        <TextField
          label={t("wallet.cardPassword")}
          type="password"
          autoComplete="off"
          maxLength={CARD_PASSWORD_MAX}
          {...password}
          ref={(element) => {
            password.ref(element);
            passwordRef.current = element;
          }}
          error={errorOf("cardPassword")}
          hint={t("wallet.cardPasswordHint")}
        />
        {named ? (
          <InsuredFieldset form={insuredForm} />
        ) : null}
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("wallet.activateSubmit")}
        </Button>
      </form>
    </section>
  );
}
