/**
 * The round mark of a step in `Steps` and `Timeline`: a tick when done (a shape, not only a colour), the
 * step's number (Steps) or a dot (Timeline) otherwise. Hidden from screen readers: the status is said in words.
 */
import type { ProgressStatus } from "./progress";
import { classNames } from "./class-names";
import { MallIcon } from "./MallIcon";
import shared from "./progress.module.css";

/** Props of `ProgressMark`. */
export interface ProgressMarkProps {
  readonly status: ProgressStatus;
  readonly className: string | undefined;
  /** Shown inside the mark when not done (e.g. the step number); nothing for a plain dot. */
  readonly children?: string | number | undefined;
}

/**
 * A step's mark.
 * @example <ProgressMark status="done" className={styles.mark} />
 */
export function ProgressMark({ status, className, children }: ProgressMarkProps) {
  return (
    <span className={classNames(shared.mark, status === "done" ? shared.markDone : undefined, className)} aria-hidden="true">
      {status === "done" ? (
        <MallIcon name="check" className={shared.tick} />
      ) : (
        children
      )}
    </span>
  );
}
