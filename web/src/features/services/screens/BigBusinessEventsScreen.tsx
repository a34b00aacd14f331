/**
 * /bigBusinessEvents — the insurer's milestones as a timeline (the mall's page content, `pageInitMall`'s
 * `milestones`, oldest first), the latest marked as such.
 *
 * Decisions where the spec is silent:
 * - Oldest first, as a history reads; each with its date (`YYYY-MM` or a day) as a machine-readable `<time>`.
 * - Nothing published: the page says so and offers /about.
 * - A milestone's title and description are the insurer's content as the gateway gave it: data (ui/DataText).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { DataText, Page, Timeline } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { pageContentQuery } from "../api/info-queries";
import { INFO_MESSAGES } from "../info.messages";
import { EVENTS_MESSAGES } from "./BigBusinessEventsScreen.messages";
import styles from "../components/info/info.module.css";

/** The milestones screen. */
export default function BigBusinessEventsScreen() {
  const t = useMessages(EVENTS_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const content = useQuery(pageContentQuery());

  const body = (
    <QueryContent
      query={content}
      loading={c("info.loading")}
      failed={t("info.events.loadFailed")}
      retry={c("info.retry")}
      empty={t("info.events.none")}
      emptyAction={
        <Link className="mm-button mm-button--primary" to="/about">
          {t("info.events.about")}
        </Link>
      }
      isEmpty={(data) => (data.milestones ?? []).length === 0}
    >
      {(data) => {
        const milestones = data.milestones ?? [];
        return (
          <section className={styles.section}>
            <p className={styles.note}>{t("info.events.intro")}</p>
            <Timeline
              label={t("info.events.list")}
              items={milestones.map((milestone) => ({
                key: `${milestone.date}-${milestone.title}`,
                title: <DataText>{milestone.title}</DataText>,
                time: milestone.date,
                dateTime: milestone.date,
                description: <DataText>{milestone.description}</DataText>,
              }))}
              current={milestones.length - 1}
              statusLabels={{ done: t("info.events.done"), current: t("info.events.current"), upcoming: t("info.events.upcoming") }}
            />
          </section>
        );
      }}
    </QueryContent>
  );

  return (
    <Page title={t("info.events.title")} back>
      {body}
    </Page>
  );
}
