/**
 * /myServiceIndex — the benefits the customer has used or activated, newest first with their dates (domain's
 * `benefitHistory`), and the activation of a benefit or gift code (→ /successfulquery, /errorquery or
 * /queriedquery, picked by domain's `benefitActivationOutcome`).
 *
 * Decisions where the spec is silent:
 * - The activation form comes first: a customer arriving with a code in hand needs it at once; the history
 *   follows, with a link to all benefits.
 * - Needs the mall login (spec §4 "service index": the route's `requireAuth`, `app/login-requirement.ts`); should
 *   the account's mall id be missing all the same, the page asks for the login (the activation names the account).
 */
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { benefitHistory, benefitTexts } from "@micromall/domain";
import { LocalTextView, Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { benefitsQuery } from "../api/benefit-queries";
import { CodeActivationForm } from "../components/benefits/CodeActivationForm";
import { LoginFirst } from "../components/benefits/LoginFirst";
import { BENEFIT_MESSAGES } from "../benefit.messages";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { MY_SERVICE_MESSAGES } from "./MyServiceIndexScreen.messages";
import styles from "../components/benefits/benefits.module.css";

/** The benefits history and activation screen. */
export default function MyServiceIndexScreen() {
  const t = useMessages(MY_SERVICE_MESSAGES);
  const locale = useLocale();
  const c = useMessages(BENEFIT_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const benefits = useQuery({ ...benefitsQuery(mallId, false), enabled: mallId !== "" });

  if (mallId === "") {
    return (
      <Page title={t("myService.title")} back>
        <LoginFirst />
      </Page>
    );
  }

  const toBenefits = (
    <Link className={buttonClassName("default", true)} to="/serviceIndex">
      {t("myService.toBenefits")}
    </Link>
  );

  const history = (
    <QueryContent
      query={benefits}
      loading={p("benefit.loading")}
      failed={p("benefit.loadFailed")}
      retry={p("benefit.retry")}
      empty={t("myService.empty")}
      emptyAction={toBenefits}
      isEmpty={(data) => benefitHistory(data).length === 0}
    >
      {(data) => (
        <>
          <ul className={styles.list} aria-label={t("myService.historyList")}>
            {benefitHistory(data).map((line) => (
              <li key={`${line.benefit.benefitId}:${line.event}`} className={styles.card}>
                <h3 className={styles.head}>
                  <LocalTextView text={benefitTexts(line.benefit, locale).name} />
                  <span className={styles.badge}>{t(`myService.event.${line.event}`)}</span>
                </h3>
                <p className={styles.line}>
                  <time dateTime={line.at.replace(" ", "T")}>{line.at}</time>
                </p>
                <p className={styles.line}>{c("benefit.left", { left: line.benefit.timesLeft, total: line.benefit.timesTotal })}</p>
              </li>
            ))}
          </ul>
          <div className={styles.links}>{toBenefits}</div>
        </>
      )}
    </QueryContent>
  );

  return (
    <Page title={t("myService.title")} back>
      <CodeActivationForm from="/myServiceIndex" heading={t("myService.activateTitle")} note={t("myService.activateNote")} label={t("myService.code")} submitLabel={t("myService.submit")} />
      <section aria-labelledby="benefit-history">
        <h2 id="benefit-history" className={styles.subheading}>
          {t("myService.history")}
        </h2>
        {history}
      </section>
    </Page>
  );
}
