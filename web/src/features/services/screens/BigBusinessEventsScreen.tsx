/**
 * /bigBusinessEvents — the insurer's milestones as a timeline (the mall's page content, `pageInitMall`'s
 * `milestones`, oldest first), the latest marked as such.
 *
 * Decisions where the spec is silent:
 * - Oldest first, as a history reads; each with its date (`YYYY-MM` or a day) as a machine-readable `<time>`.
 * - Nothing published: the page says so and offers /about.
 * - A milestone's title and description are the insurer's content as the gateway gave it: data (ui/DataText).
 */
import { DataText, Timeline } from "../../../ui";
import { useMessages } from "../../../i18n";
import { ContentPage } from "../components/info/ContentPage";
import { EVENTS_MESSAGES } from "./BigBusinessEventsScreen.messages";
import styles from "../components/info/info.module.css";

/** The milestones screen. */
export default function BigBusinessEventsScreen() {
  const t = useMessages(EVENTS_MESSAGES);
  return (
    <ContentPage
      title={t("info.events.title")}
      failed={t("info.events.loadFailed")}
      empty={t("info.events.none")}
      emptyLink={{ to: "/about", label: t("info.events.about") }}
      itemsOf={(data) => data.milestones ?? []}
    >
      {(milestones) => (
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
      )}
    </ContentPage>
  );
}
