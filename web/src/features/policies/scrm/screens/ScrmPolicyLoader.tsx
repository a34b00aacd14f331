/**
 * The states of a channel page about one policy (/policy-detail, /single-Detail): no policy named, loading, a policy
 * the gateway does not know (its refusal is the page's "not found", with the way to the list), a failure with
 * retry, or the policy for `children`.
 */
import { useAddressParams } from "../../../../components/address-params";
import { scrmPage } from "../../params";
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { PolicyDetail } from "@micromall/domain";
import { useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { EmptyState, buttonClassName } from "../../../../ui";
import { policyDetailQuery } from "../../api/policy-queries";
import { scrmPath } from "../api/scrm-queries";
import { SCRM_MESSAGES } from "../scrm.messages";
import { ScrmContent } from "./ScrmContent";
import styles from "../../policy.module.css";

/** The policy of `?policyNo=` in its states. */
export function ScrmPolicyLoader({ children }: { readonly children: (policy: PolicyDetail) => ReactNode }) {
  const t = useMessages(SCRM_MESSAGES);
  const { policyNo } = useAddressParams(scrmPage);
  const mallId = useAppStore((state) => state.mallId);
  const detail = useQuery({ ...policyDetailQuery(policyNo, mallId), enabled: policyNo !== "" });
  if (policyNo === "") return <ToList message={t("scrm.policy.missing")} />;
  return (
    <ScrmContent query={detail} notFound={t("scrm.policy.notFound")} notFoundAction={<ToListLink />}>
      {children}
    </ScrmContent>
  );
}

/** An empty state with the way to the channel's policy list. */
export function ToList({ message }: { readonly message: string }) {
  return (
    <EmptyState message={message}>
      <ToListLink />
    </EmptyState>
  );
}

/** The way to the channel's policy list. */
export function ToListLink() {
  const t = useMessages(SCRM_MESSAGES);
  return (
    <Link className={buttonClassName("primary", false, styles.action)} to={scrmPath("/policy-list")}>
      {t("scrm.policy.toList")}
    </Link>
  );
}
