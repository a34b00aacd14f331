/**
 * /redwine — the seasonal gift (a Spring Festival red wine box): what it is and how it is claimed, the claim
 * with the gift card's code (`activate`, checked by domain before the call; → the answer page chosen by domain,
 * whose retry comes back here with the code), and the gifts the customer has claimed with their state.
 *
 * Decisions where the spec is silent:
 * - The gift goes to the account's default address: the page links to the addresses to check it first.
 * - A visitor who is not logged in reads what the gift is and is asked to log in (the claim names the account).
 */
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { ServiceBenefit } from "@micromall/domain";
import { Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { benefitsQuery } from "../api/benefit-queries";
import { BenefitCard } from "../components/benefits/BenefitCard";
import { CodeActivationForm } from "../components/benefits/CodeActivationForm";
import { LoginFirst } from "../components/benefits/LoginFirst";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { GIFT_MESSAGES } from "./RedWineScreen.messages";
import styles from "../components/benefits/benefits.module.css";

/** The seasonal gift screen. */
export default function RedWineScreen() {
  const t = useMessages(GIFT_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const benefits = useQuery({ ...benefitsQuery(mallId, false), enabled: mallId !== "" });

  const gifts = (data: readonly ServiceBenefit[]) => data.filter((benefit) => benefit.kind === "gift");
  const mine =
    mallId === "" ? (
      <LoginFirst />
    ) : (
      <QueryContent
        query={benefits}
        loading={p("benefit.loading")}
        failed={p("benefit.loadFailed")}
        retry={p("benefit.retry")}
        empty={t("gift.none")}
        isEmpty={(data) => gifts(data).length === 0}
      >
        {(data) => (
          <ul className={styles.list} aria-label={t("gift.mineList")}>
            {gifts(data).map((gift) => (
              <BenefitCard key={gift.benefitId} benefit={gift} />
            ))}
          </ul>
        )}
      </QueryContent>
    );

  return (
    <Page title={t("gift.title")} back>
      <section className={styles.section} aria-labelledby="gift-about">
        <h2 id="gift-about" className={styles.heading}>
          {t("gift.heading")}
        </h2>
        <p>{t("gift.intro")}</p>
        <ul>
          {(["gift.point1", "gift.point2", "gift.point3"] as const).map((key) => (
            <li key={key} className={styles.how}>
              {t(key)}
            </li>
          ))}
        </ul>
        <Link className={buttonClassName("default", true)} to="/address">
          {t("gift.address")}
        </Link>
      </section>
      {mallId === "" ? null : <CodeActivationForm from="/redwine" heading={t("gift.claimTitle")} note={t("gift.claimNote")} label={t("gift.code")} submitLabel={t("gift.claim")} />}
      <section aria-labelledby="gift-mine">
        <h2 id="gift-mine" className={styles.subheading}>
          {t("gift.mine")}
        </h2>
        {mine}
      </section>
    </Page>
  );
}
