/**
 * /complaintMessage — after /complaint: the message sent with its ticket number and time, what happens next,
 * and the customer's messages (newest first, this one included, each with its number, kind, time and state).
 * A record's state comes as the gateway's words only (no code the mall could name in English), so it is shown as
 * data (`lang="zh-CN"`), as is the content the customer wrote (issue 20).
 *
 * Decisions where the spec is silent:
 * - The result travels in the history entry's state (a reload of this page keeps it; nothing else stores it).
 *   Opened without one (from the link on /complaint, or a bookmark), the page says no message was sent in this
 *   visit and offers the form: the gateway has no call that lists messages, only `sendAdvice`'s answer.
 * - A visitor (not logged in) sees only the message just sent, with a hint that logged-in messages are kept.
 * - Back is allowed and leaves the flow: the result replaced the form in history, so back goes to where the
 *   customer was before the form, never to the emptied form and never resends (issue 20 item 5).
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { adviceTypeName } from "@micromall/domain";
import { DataText, EmptyState, Page, Result } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { sentAdviceOf } from "../components/info/sent-advice";
import { INFO_MESSAGES } from "../info.messages";
import { COMPLAINT_MESSAGES } from "./ComplaintScreen.messages";
import styles from "../components/info/info.module.css";

/** The complaint result screen. */
export default function ComplaintMessageScreen() {
  const t = useMessages(COMPLAINT_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const sent = sentAdviceOf(useLocation().state);

  if (sent === null) {
    return (
      <Page title={t("info.sent.history")} back>
        <EmptyState message={t("info.sent.none")}>
          <Link className="mm-button mm-button--primary" to="/complaint">
            {t("info.sent.write")}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page title={t("info.sent.title")} back>
      <Result
        kind="success"
        title={t("info.sent.heading", { type: adviceTypeName(sent.adviceType, locale) })}
        description={t("info.sent.next")}
        actions={[{ label: t("info.sent.again"), to: "/complaint" }, { label: c("info.home"), to: "/home" }]}
      >
        <dl className={styles.facts}>
          <div>
            <dt>{t("info.sent.ticket")}</dt>
            <dd>{sent.ticketNo}</dd>
          </div>
          <div>
            <dt>{t("info.sent.at")}</dt>
            <dd>{sent.acceptedAt}</dd>
          </div>
        </dl>
      </Result>
      <section className={styles.section} aria-labelledby="sent-history">
        <h2 id="sent-history" className={styles.heading}>
          {t("info.sent.history")}
        </h2>
        {mallId === "" ? <p className={styles.note}>{t("info.sent.loginHint")}</p> : null}
        <ul className={styles.list} aria-label={t("info.sent.historyList")}>
          {sent.records.map((record) => (
            <li key={record.ticketNo} className={styles.item}>
              <h3 className={styles.itemTitle}>
                {adviceTypeName(record.adviceType, locale)} {record.ticketNo}
              </h3>
              <DataText className={styles.tag}>{record.stateName}</DataText>
              <span className={styles.tag}>{record.acceptedAt}</span>
              {record.policyNo === undefined ? null : <span className={styles.tag}>{t("info.sent.policy", { policyNo: record.policyNo })}</span>}
              <DataText as="p" className={styles.text}>
                {record.content}
              </DataText>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
