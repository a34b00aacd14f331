/**
 * /introduceDetails?id=… — one introduction in detail: its picture, title, summary and paragraphs, and the way
 * to act on it (buy the product, use the service).
 *
 * Decisions where the spec is silent:
 * - An introduction acts inside the mall: its link is followed only as an in-app path (domain's `toAppPath`,
 *   the rule every return path goes through); anything else leads back to the list.
 * - An unknown or missing id says the introduction is not there and offers the list.
 */
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { toAppPath } from "@micromall/domain";
import { EmptyState, ErrorState, Page, Spinner } from "../../../ui";
import { useMessages } from "../../../i18n";
import { pageContentQuery } from "../api/info-queries";
import { INFO_MESSAGES } from "../info.messages";
import { INTRO_MESSAGES } from "./IntroduceIndexScreen.messages";
import styles from "../components/info/info.module.css";

/** The introduction detail screen. */
export default function IntroduceDetailsScreen() {
  const t = useMessages(INTRO_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const content = useQuery(pageContentQuery());

  if (content.data === undefined) {
    return (
      <Page title={t("info.intro.detailTitle")} back>
        {content.isPending ? (
          <Spinner label={c("info.loading")} />
        ) : (
          <ErrorState message={t("info.intro.loadFailed")} retryLabel={c("info.retry")} onRetry={() => void content.refetch()} />
        )}
      </Page>
    );
  }

  const intro = (content.data.introductions ?? []).find((candidate) => candidate.id === id);
  if (intro === undefined) {
    return (
      <Page title={t("info.intro.detailTitle")} back>
        <EmptyState message={t("info.intro.notFound")}>
          <Link className="mm-button mm-button--primary" to="/introduceIndex">
            {t("info.intro.back")}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  const target = toAppPath(intro.link) ?? "/introduceIndex";
  const action = t(intro.kind === "product" ? "info.intro.act.product" : "info.intro.act.service");
  return (
    <Page title={intro.title} back>
      <article className={styles.section}>
        <img className={styles.image} src={intro.image} alt="" width={240} height={160} />
        <p className={styles.text}>
          <strong>{intro.summary}</strong>
        </p>
        {intro.body.map((paragraph, index) => (
          <p key={index} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <div className={styles.block}>
          <Link className="mm-button mm-button--primary" to={target}>
            {action}
          </Link>
          <Link className="mm-button mm-button--default" to="/introduceIndex">
            {t("info.intro.back")}
          </Link>
        </div>
      </article>
    </Page>
  );
}
