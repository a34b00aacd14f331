/**
 * The channel view's states of a part that shows a query's answer: `QueryContent` with the channel's loading,
 * failure and retry texts.
 */
import { QueryContent, type QueryContentProps } from "../../../../components/QueryContent";
import { useMessages } from "../../../../i18n";
import { SCRM_MESSAGES } from "../scrm.messages";

/**
 * `QueryContent` with the channel view's loading, failure and retry texts.
 * @example <ScrmContent query={claims}>{(items) => <ul>…</ul>}</ScrmContent>
 */
export function ScrmContent<T>(props: Omit<QueryContentProps<T>, "loading" | "failed" | "retry">) {
  const t = useMessages(SCRM_MESSAGES);
  return <QueryContent loading={t("scrm.loading")} failed={t("scrm.loadFailed")} retry={t("scrm.retry")} {...props} />;
}
