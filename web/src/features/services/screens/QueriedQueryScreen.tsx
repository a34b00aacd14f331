/**
 * /queriedquery — the answer page of a benefit activation: the code already used (when, by whom masked). The page is the shared `ActivationAnswer`
 * (components/benefits), which reads what to show from the history entry the activation opened.
 */
import { ActivationAnswer } from "../components/benefits/ActivationAnswer";

/** The /queriedquery answer screen. */
export default function QueriedQueryScreen() {
  return <ActivationAnswer page="/queriedquery" />;
}
