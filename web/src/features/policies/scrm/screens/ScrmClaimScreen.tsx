/**
 * /claim-Detail?claimNo=&policyNo= — one claim of a policy in the channel view (`coreClaimDetail`): its progress
 * timeline, the paid amount and the case (the shared `ClaimDetailView`, as the mall's claim pages), and the way back
 * to its policy (or, without one, to the list).
 */
import { useAddressParams } from "../../../../components/address-params";
import { scrmPage } from "../../params";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { ClaimDetailView } from "../../../../components/claim";
import { useMessages } from "../../../../i18n";
import { Page, buttonClassName } from "../../../../ui";
import { scrmClaimQuery, scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmContent } from "./ScrmContent";
import { ToList, ToListLink } from "./ScrmPolicyLoader";
import styles from "../../policy.module.css";

/** One claim of the channel view. */
export default function ScrmClaimScreen() {
  const t = useMessages(SCRM_MESSAGES);
  const { claimNo, policyNo } = useAddressParams(scrmPage);
  const detail = useQuery({ ...scrmClaimQuery(claimNo), enabled: claimNo !== "" });
  return (
    <Page title={t("scrm.claim.title")} back>
      {claimNo === "" ? (
        <ToList message={t("scrm.claim.missing")} />
      ) : (
        <ScrmContent query={detail} notFound={t("scrm.claim.notFound")} notFoundAction={<ToListLink />}>
          {(claim) => (
            <>
              <ClaimDetailView claim={claim} />
              <div className={styles.links}>
                <Link
                  className={buttonClassName("default", false, styles.action)}
                  to={scrmPath("/policy-detail", { policyNo: policyNo === "" ? claim.policyNo : policyNo })}
                >
                  {t("scrm.toPolicy")}
                </Link>
              </div>
            </>
          )}
        </ScrmContent>
      )}
    </Page>
  );
}
