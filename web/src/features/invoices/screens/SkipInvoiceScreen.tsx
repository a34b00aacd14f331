/**
 * /skipInvoice?policyNo= — the entry from a link that carries a policy number (e.g. a messenger notice): checks
 * that the customer may see it (`isEiBindUserInfo`, `checkUserAuthority`) and goes straight on (domain's
 * `invoiceLinkTarget`): to the request, to the invoice's detail, or to the lookup with the number filled. The
 * page replaces itself, so back never returns to it.
 *
 * Decisions where the spec is silent: a link without a policy number stays here and says so, with the way to the
 * lookup (nothing to go "straight on" to; the address opened stays the one shown); a number that is not a policy
 * number goes to the empty lookup; a policy the
 * gateway does not confirm (a refusal) goes to the lookup with the number, where the customer proves it is theirs.
 */
import { Navigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { invoiceLinkTarget } from "@micromall/domain";
import { GatewayRefusal, gatewayQuery } from "../../../gateway/query";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { INVOICE_MESSAGES } from "../messages";
import { useInvoicePageParams } from "../params";

/** The invoice link entry. */
export default function SkipInvoiceScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const { policyNo } = useInvoicePageParams();
  const mallId = useAppStore((state) => state.mallId);
  const checking = policyNo !== "" && mallId !== "";
  const bind = useQuery({ ...gatewayQuery("isEiBindUserInfo", { mallId }, { meta: { explainsRefusal: true } }), enabled: checking });
  const authority = useQuery({ ...gatewayQuery("checkUserAuthority", { policyNo }, { meta: { explainsRefusal: true } }), enabled: checking });

  if (policyNo === "") {
    return (
      <Page title={t("invoice.skip.title")} back>
        <EmptyState message={t("invoice.skip.noPolicy")}>
          <Link className={buttonClassName("primary", false)} to="/invoiceQuery">
            {t("invoice.skip.toLookup")}
          </Link>
        </EmptyState>
      </Page>
    );
  }
  if (!checking) return <Navigate replace to={invoiceLinkTarget(policyNo, null)} />;
  if (bind.isPending || authority.isPending) {
    return (
      <Page title={t("invoice.skip.title")}>
        <Spinner label={t("invoice.skip.checking")} />
      </Page>
    );
  }
  const refused = (error: Error | null) => error instanceof GatewayRefusal;
  if ((bind.isError && !refused(bind.error)) || (authority.isError && !refused(authority.error))) {
    return (
      <Page title={t("invoice.skip.title")} back>
        <ErrorState
          message={t("invoice.loadFailed")}
          retryLabel={t("invoice.retry")}
          onRetry={() => {
            void bind.refetch();
            void authority.refetch();
          }}
        />
      </Page>
    );
  }
  const check = bind.data !== undefined && authority.data !== undefined ? { bound: bind.data.bound, ...authority.data } : null;
  return <Navigate replace to={invoiceLinkTarget(policyNo, check)} />;
}
