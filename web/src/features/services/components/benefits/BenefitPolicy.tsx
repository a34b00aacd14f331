/**
 * The policy that brought a benefit, as a line with a link to the policy (customer rehearsal 3: two cars' road
 * rescues looked the same; rehearsal 5: the use pages of road rescue and the courtesy car named no policy). Nothing
 * when the benefit names none (a benefit of a gift code).
 */
import { Link } from "../../../../ui/Link";
import { useMessages } from "../../../../i18n";
import { BENEFIT_MESSAGES } from "../../benefit.messages";
import styles from "./benefits.module.css";

/**
 * @example <BenefitPolicy policyNo={benefit.policyNo} /> // 来自保单 PDAA2026…, a link to /policyDetails
 */
export function BenefitPolicy({ policyNo }: { readonly policyNo: string | undefined }) {
  const t = useMessages(BENEFIT_MESSAGES);
  if (policyNo === undefined || policyNo === "") return null;
  return (
    <p className={styles.line}>
      <Link className={styles.policy} to={`/policyDetails?policyNo=${encodeURIComponent(policyNo)}`}>
        {t("benefit.fromPolicy", { policyNo })}
      </Link>
    </p>
  );
}
