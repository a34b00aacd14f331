/**
 * The indicator of a multi-step flow (buying: 填写信息 → 确认 → 支付): an ordered list whose current step
 * carries `aria-current="step"`. Each step's status is said in words for screen readers (the screen passes
 * them as `statusLabels`) and shown by shape — a tick when done, a ringed number when current, a grey number
 * when upcoming — not by colour alone.
 */
import type { ProgressItem, ProgressProps } from "./progress";
import { ProgressList } from "./ProgressList";
import { ProgressMark } from "./ProgressMark";
import styles from "./Steps.module.css";
import { VisuallyHidden } from "./VisuallyHidden";

/** One step. */
export type StepItem = ProgressItem;

/** Props of `Steps`. */
export interface StepsProps extends ProgressProps {
  readonly steps: readonly StepItem[];
}

/**
 * A flow's steps.
 * @example <Steps label="投保步骤" steps={[{ title: "填写信息" }, { title: "确认信息" }, { title: "支付" }]} current={1} statusLabels={{ done: "已完成", current: "当前步骤", upcoming: "未开始" }} />
 */
export function Steps({ label, steps, current, statusLabels, className }: StepsProps) {
  return (
    <ProgressList label={label} items={steps} current={current} classes={{ list: styles.steps, item: styles.step, done: styles.done, current: styles.current }} className={className}>
      {(step, index, status) => (
        <>
          <ProgressMark status={status} className={styles.mark}>
            {index + 1}
          </ProgressMark>
          <span className={styles.title}>{step.title}</span>
          <VisuallyHidden> {statusLabels[status]}</VisuallyHidden>
        </>
      )}
    </ProgressList>
  );
}
