/**
 * The list page of the customer's saved records (/contacts, /address): the list from its query, the add link
 * (under the list once there is one, and as the empty state's next step), and the loading, failure and empty
 * states written once. Each screen gives its query, texts and how one record shows.
 */
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import type { UseQueryResult } from "@tanstack/react-query";
import { Page, buttonClassName } from "../../../../ui";
import { QueryContent } from "../../../../components/QueryContent";
import { useMessages } from "../../../../i18n";
import { DATA_MESSAGES } from "../../data.messages";
import styles from "./data.module.css";

/** Props of {@link RecordListPage}. */
export interface RecordListPageProps<T> {
  readonly title: string;
  /** The records' query. */
  readonly query: UseQueryResult<readonly T[]>;
  /** Where a new record is added, and the link's text. */
  readonly add: { readonly to: string; readonly label: string };
  /** What the page says with no record. */
  readonly empty: string;
  /** The list's accessible name. */
  readonly listLabel: string;
  /** The list's items (each an `<li>`), in the order shown. */
  readonly children: (records: readonly T[]) => ReactNode;
}

/**
 * A saved-records list page.
 * @example <RecordListPage title={…} query={contacts} add={{ to: "/editPerson", label: … }} empty={…} listLabel={…}>{(items) => items.map(…)}</RecordListPage>
 */
export function RecordListPage<T>({ title, query, add, empty, listLabel, children }: RecordListPageProps<T>) {
  const t = useMessages(DATA_MESSAGES);
  const addLink = (
    <Link className={buttonClassName("primary", true, styles.add)} to={add.to}>
      {add.label}
    </Link>
  );
  return (
    <Page title={title} back footer={query.data !== undefined && query.data.length > 0 ? addLink : undefined}>
      <QueryContent query={query} loading={t("data.loading")} failed={t("data.loadFailed")} retry={t("data.retry")} empty={empty} emptyAction={addLink}>
        {(records) => (
          <ul className={styles.list} aria-label={listLabel}>
            {children(records)}
          </ul>
        )}
      </QueryContent>
    </Page>
  );
}
