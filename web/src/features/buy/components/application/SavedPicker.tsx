/**
 * A picker over the customer's saved data in a buying form (frequent contacts, frequent addresses; issue 13,
 * issue 18 "the pickers of the buying form show exactly the current set"): the saved items as a select; choosing
 * one fills the form. While they load, a spinner; a failure, a retry; none saved yet, what to do next (a link
 * to add one). The select keeps the item chosen, so the customer sees what they filled in.
 */
import { useState } from "react";
import { Link } from "../../../../ui/Link";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState, SelectField, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { APPLICATION_MESSAGES } from "../../application.messages";
import styles from "./application.module.css";

/** Props of {@link SavedPicker}. */
export interface SavedPickerProps<T> {
  readonly items: UseQueryResult<readonly T[]>;
  readonly loading: string;
  readonly label: string;
  readonly placeholder: string;
  readonly empty: string;
  readonly add: { readonly label: string; readonly to: string };
  readonly option: (item: T) => { readonly value: string; readonly label: string };
  readonly onPick: (item: T) => void;
}

/**
 * @example <SavedPicker items={contacts} option={(c) => ({ value: c.contactId, label: c.name })} … />
 */
export function SavedPicker<T>({ items, loading, label, placeholder, empty, add, option, onPick }: SavedPickerProps<T>) {
  const t = useMessages(APPLICATION_MESSAGES);
  const [chosen, setChosen] = useState("");
  if (items.isPending) return <Spinner label={loading} />;
  if (items.isError) return <ErrorState message={t("app.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) {
    return (
      <p className={styles.note}>
        {empty} <Link to={add.to}>{add.label}</Link>
      </p>
    );
  }
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={items.data.map(option)}
      value={chosen}
      onChange={(value) => {
        const item = items.data.find((candidate) => option(candidate).value === value);
        if (item === undefined) return;
        setChosen(value);
        onPick(item);
      }}
    />
  );
}
