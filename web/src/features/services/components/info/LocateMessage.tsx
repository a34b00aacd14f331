/**
 * What a screen says while the customer's position is asked for, or why there is none (refused, no fix, too
 * slow, not supported), read out politely (`role="status"`).
 */
import type { LocateState } from "../../../../components/geolocation";
import { useMessages } from "../../../../i18n";
import { INFO_MESSAGES } from "../../info.messages";
import styles from "./info.module.css";

/** Props of {@link LocateMessage}. */
export interface LocateMessageProps {
  readonly state: LocateState;
  /** Text while asking. */
  readonly locating: string;
  /** Text once located (none: nothing is said). */
  readonly located?: string;
}

/** The status line of a location request. */
export function LocateMessage({ state, locating, located }: LocateMessageProps) {
  const t = useMessages(INFO_MESSAGES);
  let text = "";
  if (state.status === "locating") text = locating;
  else if (state.status === "located") text = located ?? "";
  else if (state.status === "failed") text = t(`info.geo.${state.reason}`);
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}
