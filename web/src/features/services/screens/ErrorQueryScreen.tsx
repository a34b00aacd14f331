/**
 * /errorquery — the answer page of a benefit activation: the activation failed (why, retry). The page is the shared `ActivationAnswer`
 * (components/benefits), which reads what to show from the history entry the activation opened.
 */
import { ActivationAnswer } from "../components/benefits/ActivationAnswer";

/** The /errorquery answer screen. */
export default function ErrorQueryScreen() {
  return <ActivationAnswer page="/errorquery" />;
}
