/**
 * Text that screen readers read and the eye does not see: the status of a step ("已完成"), the readable form
 * of a split-up amount. Use it where the visible form is a picture, a colour or a layout.
 */
import type { ReactNode } from "react";
import styles from "./VisuallyHidden.module.css";

/** Props of `VisuallyHidden`. */
export interface VisuallyHiddenProps {
  readonly children: ReactNode;
  readonly id?: string | undefined;
}

/**
 * Text for screen readers only.
 * @example <VisuallyHidden>已完成</VisuallyHidden>
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}
