/**
 * Where a step of a flow stands, for `Steps` and `Timeline`: before the current one it is done, at it it is
 * current, after it it is upcoming. The words a screen reader hears for each status come from the screen
 * (`ProgressLabels`): the primitives show no text of their own.
 */
import type { ReactNode } from "react";

/** Status of one step. */
export type ProgressStatus = "done" | "current" | "upcoming";

/** What a screen reader hears for each status, e.g. `{ done: "已完成", current: "进行中", upcoming: "未开始" }`. */
export interface ProgressLabels {
  readonly done: string;
  readonly current: string;
  readonly upcoming: string;
}

/** One step of `Steps` or `Timeline`: its title and React key. */
export interface ProgressItem {
  readonly title: ReactNode;
  /** React key (default: the position). */
  readonly key?: string | undefined;
}

/** What `Steps` and `Timeline` both take besides their items: the list's name, the step under way, the words. */
export interface ProgressProps {
  /** Accessible name of the list, e.g. 投保步骤, 理赔进度. */
  readonly label: string;
  /** Index of the step under way (0-based); the number of items when all are done. */
  readonly current: number;
  /** Words for each status, read after each title. */
  readonly statusLabels: ProgressLabels;
  readonly className?: string | undefined;
}

/**
 * The status of step `index` when step `current` is under way (`current` past the last step: all done).
 * @example progressStatus(0, 1) // "done"
 * @example progressStatus(1, 1) // "current"
 * @example progressStatus(2, 1) // "upcoming"
 */
export function progressStatus(index: number, current: number): ProgressStatus {
  if (index < current) return "done";
  return index === current ? "current" : "upcoming";
}
