/**
 * The frame of an add / edit screen of the customer's saved records (contacts, addresses): the title says which;
 * while an edited record (`?<id>=`) loads it shows a spinner, when it is not found it says so with a way back to
 * the list; once loaded (or when adding) it renders the form with the record, so the form's defaults are the
 * record's values.
 */
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import { EmptyState, Page, Spinner, buttonClassName } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { DATA_MESSAGES } from "../../data.messages";

/** Props of {@link EditRecordPage}. */
export interface EditRecordPageProps<R> {
  readonly title: string;
  /** The edited record's id, "" when adding. */
  readonly id: string;
  /** The edited record's query. */
  readonly record: { readonly data: R | undefined; readonly isPending: boolean };
  /** The list to go back to when the record is not found. */
  readonly listPath: string;
  /** The form, given the loaded record (undefined when adding). */
  readonly children: (loaded: R | undefined) => ReactNode;
}

/**
 * An add / edit page around a record's form.
 * @example <EditRecordPage title={title} id={contactId} record={existing} listPath="/contacts">{(loaded) => <ContactForm loaded={loaded} />}</EditRecordPage>
 */
export function EditRecordPage<R>({ title, id, record, listPath, children }: EditRecordPageProps<R>) {
  const t = useMessages(DATA_MESSAGES);
  if (id !== "" && record.data === undefined) {
    return (
      <Page title={title} back>
        {record.isPending ? (
          <Spinner label={t("data.loading")} />
        ) : (
          <EmptyState message={t("data.notFound")}>
            <Link className={buttonClassName("primary")} to={listPath} replace>
              {t("data.backToList")}
            </Link>
          </EmptyState>
        )}
      </Page>
    );
  }
  return (
    <Page title={title} back>
      {children(record.data)}
    </Page>
  );
}
