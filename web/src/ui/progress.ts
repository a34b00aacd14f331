/**
 * Where a step of a flow stands, for `Steps` and `Timeline`: before the current one it is done, at it it is
 * current, after it it is upcoming. The words a screen reader hears for each status come from the screen
 * (`ProgressLabels`): the primitives show no text of their own.
 */

/** Status of one step. */
export type ProgressStatus = "done" | "current" | "upcoming";

/** What a screen reader hears for each status, e.g. `{ done: "已完成", current: "进行中", upcoming: "未开始" }`. */
export interface ProgressLabels {
  readonly done: string;
  readonly current: string;
  readonly upcoming: string;
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
