/**
 * /customerService — online service (`joinCusSer`: the partner's chat, opened in a new window), the hotline
 * (domain's `HOTLINE`, a `tel:` link), and the common questions with their answers (`selectProblem`),
 * searchable (domain's `searchQuestions`); a way to complaints and suggestions.
 *
 * Decisions where the spec is silent:
 * - The chat link is followed only when domain's `handoverLink` accepts it (https, or the mall's own origin); a
 *   partner's chat opens in a new window, a page of the mall's own origin (the mock world's stand-in) in this one, so
 *   its way back does not leave a second mall open (customer rehearsal 2026-11-28);
 *   otherwise, or when `joinCusSer` fails, the page says the online service cannot be reached and the hotline
 *   stays (the gateway's refusal is the page's state, not a toast).
 * - The search filters as the customer types; the count of matches is announced politely. It is a plain
 *   labelled search input, not the form `TextField`: this screen has no form, and sharing the form field here
 *   split it out of the form routes' chunk (+0.5 kB on each form route).
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "../../../ui/Link";
import { HOTLINE, HOTLINE_HREF, QUESTION_SEARCH_MAX, handoverLink, searchQuestions } from "@micromall/domain";
import { EmptyState, Page, Spinner } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { questionsQuery } from "../api/info-queries";
import { customerServiceQuery } from "../api/info-actions";
import { QuestionList } from "../components/info/QuestionList";
import { INFO_MESSAGES } from "../info.messages";
import { CUSTOMER_SERVICE_MESSAGES } from "./CustomerServiceScreen.messages";
import styles from "../components/info/info.module.css";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";

/** The customer service screen. */
export default function CustomerServiceScreen() {
  const t = useMessages(CUSTOMER_SERVICE_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const service = useQuery({ ...customerServiceQuery(mallId), meta: { explainsRefusal: true } });
  const questions = useQuery(questionsQuery(""));
  const [query, setQuery] = useState("");

  let online;
  if (service.data === undefined) {
    online = service.isPending ? <Spinner label={c("info.loading")} /> : <p className={styles.note}>{t("info.cs.joinFailed")}</p>;
  } else {
    const chat = handoverLink(service.data.url, window.location.origin, GATEWAY_LINK_HOSTS.partners);
    online = chat.ok ? (
      <a className="mm-button mm-button--primary mm-button--block" href={chat.href} {...(chat.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {t("info.cs.join")}
      </a>
    ) : (
      <p className={styles.note} role="alert">
        {t("info.cs.refused")}
      </p>
    );
  }

  const list = (
    <QueryContent
      query={questions}
      loading={c("info.loading")}
      failed={t("info.cs.loadFailed")}
      retry={c("info.retry")}
      empty={t("info.cs.none")}
    >
      {(data) => {
        const found = searchQuestions(data, query);
        return (
          <>
            <label className={styles.searchLabel} htmlFor="cs-search">
              {t("info.cs.search")}
            </label>
            <input
              id="cs-search"
              className={styles.searchInput}
              type="search"
              placeholder={t("info.cs.searchHint")}
              maxLength={QUESTION_SEARCH_MAX}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <p className={styles.note} role="status">
              {query.trim() === "" ? "" : t("info.cs.results", { count: found.length })}
            </p>
            {found.length === 0 ? <EmptyState message={t("info.cs.noResult", { query: query.trim() })} /> : <QuestionList label={t("info.cs.questions")} questions={found} />}
          </>
        );
      }}
    </QueryContent>
  );

  const hotline = service.data?.hotline !== undefined && /^\d{5,12}$/.test(service.data.hotline) ? service.data.hotline : HOTLINE;
  return (
    <Page title={t("info.cs.title")} back>
      <section className={styles.section} aria-labelledby="cs-online">
        <h2 id="cs-online" className={styles.heading}>
          {t("info.cs.online")}
        </h2>
        <p className={styles.note}>{t("info.cs.onlineHint")}</p>
        {online}
      </section>
      <section className={styles.section} aria-labelledby="cs-hotline">
        <h2 id="cs-hotline" className={styles.heading}>
          {t("info.cs.hotline")}
        </h2>
        <p className={styles.note}>{t("info.cs.hotlineHint")}</p>
        <a className="mm-button mm-button--default mm-button--block" href={hotline === HOTLINE ? HOTLINE_HREF : `tel:${hotline}`}>
          {c("info.callHotline", { hotline })}
        </a>
      </section>
      <section className={styles.section} aria-labelledby="cs-questions">
        <h2 id="cs-questions" className={styles.heading}>
          {t("info.cs.questions")}
        </h2>
        {list}
      </section>
      <div className={styles.block}>
        <Link className="mm-button mm-button--default" to="/complaint">
          {t("info.cs.complaint")}
        </Link>
      </div>
    </Page>
  );
}
