/**
 * The list under `Steps` and `Timeline`: an ordered list named by `label`, each item with its status class
 * (`done`, `current`, `upcoming` from the caller's CSS module), `aria-current="step"` on the current one, its
 * progress mark, and the words of its status for screen readers. What an item shows besides (a number, a time, a
 * description) comes from `children`, so the two primitives differ only in their layout and content.
 */
import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { progressStatus, type ProgressStatus } from "./progress";
import shared from "./progress.module.css";

/** What every progress item has. */
export interface ProgressItem {
  /** React key (default: the position). */
  readonly key?: string | undefined;
}

/** Props of {@link ProgressList}. */
export interface ProgressListProps<T extends ProgressItem> {
  readonly label: string;
  readonly items: readonly T[];
  /** Index of the item under way (0-based); `items.length` when all are done. */
  readonly current: number;
  /** The caller's class names: the list, each item, and one per status. */
  readonly classes: { readonly list: string | undefined; readonly item: string | undefined } & { readonly [S in ProgressStatus]?: string | undefined };
  readonly className?: string | undefined;
  /** An item's content (its mark, title, status words for screen readers, and what else it shows). */
  readonly children: (item: T, index: number, status: ProgressStatus) => ReactNode;
}

/**
 * An ordered list of progress items.
 * @example <ProgressList label="理赔进度" items={items} current={1} classes={styles}>{(item) => item.title}</ProgressList>
 */
export function ProgressList<T extends ProgressItem>({ label, items, current, classes, className, children }: ProgressListProps<T>) {
  return (
    <ol aria-label={label} className={classNames(shared.list, classes.list, className)}>
      {items.map((item, index) => {
        const status = progressStatus(index, current);
        return (
          <li key={item.key ?? index} className={classNames(classes.item, classes[status])} aria-current={status === "current" ? "step" : undefined}>
            {children(item, index, status)}
          </li>
        );
      })}
    </ol>
  );
}

