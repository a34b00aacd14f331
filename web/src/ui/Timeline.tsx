/**
 * Progress of a case over time (a claim: 报案 → 审核 → 赔付 → 结案): an ordered list, done steps with the time
 * they happened, the current one highlighted and marked `aria-current="step"`, the rest grey. Each step's
 * status is said in words for screen readers (`statusLabels`, from the screen) and shown by shape (a tick,
 * a ringed dot, a hollow dot), not by colour alone.
 *
 * Decisions:
 * - Items come in the order they happen (oldest first), as a list of steps reads; a screen that wants the
 *   newest first reverses the data and the `current` index itself.
 * - An upcoming step shows no time even when given one (it has not happened); a description shows for every
 *   step (e.g. what the customer has to do next).
 */
import type { ReactNode } from "react";
import type { ProgressItem, ProgressProps } from "./progress";
import { ProgressList } from "./ProgressList";
import { ProgressMark } from "./ProgressMark";
import styles from "./Timeline.module.css";
import { VisuallyHidden } from "./VisuallyHidden";

/** One step of a timeline. */
export interface TimelineItem extends ProgressItem {
  /** When it happened, as shown (e.g. 2026-05-20 10:00). */
  readonly time?: string | undefined;
  /** The same moment machine-readable (`<time dateTime>`), e.g. 2026-05-20T10:00+08:00. */
  readonly dateTime?: string | undefined;
  readonly description?: ReactNode;
}

/** Props of `Timeline`. */
export interface TimelineProps extends ProgressProps {
  readonly items: readonly TimelineItem[];
}

/**
 * A case's progress.
 * @example <Timeline label="理赔进度" items={[{ title: "报案", time: "2026-05-01 10:00" }, { title: "审核中" }, { title: "赔付" }]} current={1} statusLabels={{ done: "已完成", current: "进行中", upcoming: "未开始" }} />
 */
export function Timeline({ label, items, current, statusLabels, className }: TimelineProps) {
  return (
    <ProgressList label={label} items={items} current={current} classes={{ list: undefined, item: styles.item, done: styles.done, current: styles.current }} className={className}>
      {(item, _index, status) => (
        <>
          <ProgressMark status={status} className={styles.mark} />
          <span className={styles.title}>
            {item.title}
            <VisuallyHidden> {statusLabels[status]}</VisuallyHidden>
          </span>
          {status !== "upcoming" && item.time !== undefined && item.time !== "" && (
            <time className={styles.time} dateTime={item.dateTime}>
              {item.time}
            </time>
          )}
          {item.description !== undefined && item.description !== null && <p className={styles.description}>{item.description}</p>}
        </>
      )}
    </ProgressList>
  );
}
