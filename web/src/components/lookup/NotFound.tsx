/**
 * The not-found shape of a lookup: what was searched (identity numbers masked), how to try again (back to the
 * lookup, whose draft still holds the values) and the way home.
 */
import { Result } from "../../ui";
import { useMessages } from "../../i18n";
import type { SearchedItem } from "./lookup-config";
import { LOOKUP_MESSAGES } from "./messages";
import styles from "./lookup.module.css";

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  readonly searched: readonly SearchedItem[];
  /** Try again: a path back to the lookup, or a handler that shows the form again. */
  readonly retry: string | (() => void);
  /** Heading level (default 2: the page's title is the h1). */
  readonly headingLevel?: 1 | 2;
}

/**
 * "Nothing found" with the search and the ways on.
 * @example <NotFound searched={[{ label: "保单号", value: "P1" }]} retry="/invoiceQuery" />
 */
export function NotFound({ searched, retry, headingLevel = 2 }: NotFoundProps) {
  const t = useMessages(LOOKUP_MESSAGES);
  const retryAction = typeof retry === "string" ? { label: t("lookup.notFound.retry"), to: retry } : { label: t("lookup.notFound.retry"), onClick: retry };
  return (
    <Result
      kind="info"
      headingLevel={headingLevel}
      title={t("lookup.notFound.title")}
      description={t("lookup.notFound.description")}
      actions={[retryAction, { label: t("lookup.notFound.home"), to: "/home" }]}
    >
      {searched.length === 0 ? null : (
        <dl className={styles.pairs} aria-label={t("lookup.notFound.searched")}>
          {searched.map((item) => (
            <div key={item.label} className={styles.pair}>
              <dt>{item.label}</dt>
              <dd translate="no">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Result>
  );
}
