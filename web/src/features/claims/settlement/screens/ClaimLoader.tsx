/**
 * The states of a settlement page about one claim (/settlementClaimsOne, /settleementmessage): no claim named,
 * loading, a claim the gateway does not know (its refusal is this page's "not found", with the way to the lookup),
 * a failure with retry, or the claim for `children`.
 */
import { useAddressParams } from "../../../../components/address-params";
import { settlementPage } from "../../params";
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { ClaimDetail } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { EmptyState, buttonClassName } from "../../../../ui";
import { settlementClaimQuery } from "../api/settlement-queries";
import { SETTLEMENT_MESSAGES } from "../settlement.messages";
import { ClaimsContent } from "../../components/bind-state";
import styles from "../../claims.module.css";

/** The claim of `?claimNo=` in its states; `children` renders the loaded claim. */
export function ClaimLoader({ loading, children }: { readonly loading: string; readonly children: (claim: ClaimDetail) => ReactNode }) {
  const t = useMessages(SETTLEMENT_MESSAGES);
  const { claimNo } = useAddressParams(settlementPage);
  const detail = useQuery({ ...settlementClaimQuery(claimNo), enabled: claimNo !== "" });
  const toQuery = (
    <Link className={buttonClassName("primary", false, styles.action)} to="/settlementQuery">
      {t("settlement.toQuery")}
    </Link>
  );
  if (claimNo === "") return <EmptyState message={t("settlement.claim.missing")}>{toQuery}</EmptyState>;
  return (
    <ClaimsContent query={detail} loading={loading} notFound={t("settlement.claim.notFound")} notFoundAction={toQuery}>
      {children}
    </ClaimsContent>
  );
}
