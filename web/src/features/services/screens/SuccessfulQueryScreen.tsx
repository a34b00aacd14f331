/**
 * /successfulquery — the answer page of a benefit activation: the activation done. The page is the shared `ActivationAnswer`
 * (components/benefits), which reads what to show from the history entry the activation opened.
 */
import { ActivationAnswer } from "../components/benefits/ActivationAnswer";

/** The /successfulquery answer screen. */
export default function SuccessfulQueryScreen() {
  return <ActivationAnswer page="/successfulquery" />;
}
