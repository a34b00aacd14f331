/**
 * /newPolicyEnquiry — find a policy by its number alone (spec §5: 1–22 letters or digits, domain's
 * `POLICY_NUMBER_FORM_SHAPE`, checked before the call) with `corePolicyDetail`, and claim the free covers offered
 * to its holder (`receiveCpp`, `receiveGci`, encrypted calls) with a clear result for each.
 *
 * Decisions where the spec is silent:
 * - The number found goes into the address (`?policyNo=`, replaced), so a reload or a return shows the same
 *   policy; what was typed is a draft besides (a failed call keeps it).
 * - Only the policy number is needed, so the page shows little of the policy: product, number, state, period and
 *   the holder's name masked by domain. The free cover goes to the policy's holder (the gateway's request names
 *   the holder's name, identity and mobile from the policy; the customer types none of it).
 * - An unknown number is said next to the field (not a toast); a refused claim says why next to its offer; a claimed
 *   cover shows its policy number and period in place of its button.
 */
import { useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { POLICY_NUMBER_FORM_SHAPE, maskAs, type PolicyDetail } from "@micromall/domain";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { GatewayRefusal, gatewayMutation, gatewayQuery } from "../../../gateway/query";
import { useMessages } from "../../../i18n";
import { Button, DataText, Page, Result, TextField } from "../../../ui";
import { DetailSections } from "../../../components/detail/DetailSections";
import { QueryContent } from "../../../components/QueryContent";
import { PolicyBadge } from "../components/PolicyBadge";
import { ENQUIRY_MESSAGES } from "../enquiry.messages";
import styles from "../policy.module.css";

/** The free covers offered to a policy's holder, by their call. */
const OFFERS = [
  { call: "receiveCpp", label: "enquiry.offer.cpp" },
  { call: "receiveGci", label: "enquiry.offer.gci" },
] as const;

/** The policy-number enquiry screen. */
export default function NewPolicyEnquiryScreen() {
  const t = useMessages(ENQUIRY_MESSAGES);
  const [params, setParams] = useSearchParams();
  const policyNo = params.get("policyNo") ?? "";
  const form = useSchemaForm<{ policyNo: string }, { policyNo: string }>(POLICY_NUMBER_FORM_SHAPE, { policyNo });
  useFormDraft(form, { formId: "policies:newPolicyEnquiry", passwords: [] });
  const policy = useQuery({
    ...gatewayQuery("corePolicyDetail", { policyNo }, { staleTime: 60_000, meta: { explainsRefusal: true } }),
    enabled: policyNo !== "",
  });
  const submit = form.submit((values) => {
    setParams({ policyNo: values.policyNo }, { replace: true });
  });
  const unknown = policy.error instanceof GatewayRefusal;

  // an unknown number is said next to the field, so it has no state of its own below the form
  const body =
    policyNo === "" || unknown ? null : (
      <QueryContent query={policy} loading={t("enquiry.loading")} failed={t("enquiry.failed")} retry={t("enquiry.retry")}>
        {(found) => <Found policy={found} />}
      </QueryContent>
    );

  return (
    <Page title={t("enquiry.title")} back>
      <p className={styles.lead}>{t("enquiry.intro")}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("enquiry.policyNo")}
          hint={t("enquiry.policyNoHint")}
          autoComplete="off"
          maxLength={22}
          {...form.field("policyNo")}
          error={form.errorOf("policyNo") ?? (unknown ? t("enquiry.notFound", { policyNo }) : undefined)}
        />
        <Button type="submit" variant="primary" block disabled={form.pending || policy.isFetching} loading={policy.isFetching}>
          {t("enquiry.submit")}
        </Button>
      </form>
      {body}
    </Page>
  );
}

function Found({ policy }: { readonly policy: PolicyDetail }) {
  const t = useMessages(ENQUIRY_MESSAGES);
  return (
    <>
      <DetailSections
        sections={[
          {
            title: t("enquiry.policy", { policyNo: policy.policyNo }),
            rows: [
              { label: t("enquiry.field.product"), value: policy.riskName, data: true },
              { label: t("enquiry.field.state"), value: <PolicyBadge policy={policy} /> },
              { label: t("enquiry.field.period"), value: t("enquiry.period", { start: policy.startDate, end: policy.endDate }) },
              { label: t("enquiry.field.holder"), value: policy.applyName, mask: "name" },
            ],
          },
          {
            title: t("enquiry.offers"),
            children: (
              <>
                <p className={styles.line}>{t("enquiry.offersHint", { name: maskAs("name", policy.applyName) })}</p>
                <ul className={styles.bannerList}>
                  {OFFERS.map((offer) => (
                    <Offer key={offer.call} call={offer.call} name={t(offer.label)} policy={policy} />
                  ))}
                </ul>
              </>
            ),
          },
        ]}
      />
    </>
  );
}

function Offer({ call, name, policy }: { readonly call: (typeof OFFERS)[number]["call"]; readonly name: string; readonly policy: PolicyDetail }) {
  const t = useMessages(ENQUIRY_MESSAGES);
  const receive = useMutation(gatewayMutation(call, { explainsRefusal: true }));
  const claim = () =>
    receive.mutate({ name: policy.applyName, identifyType: policy.applyIdentifyType, identifyNumber: policy.applyIdentifyNumber, mobile: policy.applyMobile });
  if (receive.data !== undefined) {
    return (
      <li className={styles.bannerItem}>
        <Result
          kind="success"
          headingLevel={3}
          title={`${name} ${t("enquiry.received")}`}
          description={t("enquiry.receivedDetail", { name, policyNo: receive.data.policyNo, start: receive.data.startDate, end: receive.data.endDate })}
        />
      </li>
    );
  }
  return (
    <li className={styles.bannerItem}>
      <DataText className={styles.name}>{name}</DataText>
      <Button variant="primary" disabled={receive.isPending} loading={receive.isPending} onClick={claim}>
        {receive.isPending ? t("enquiry.receiving") : t("enquiry.receive", { name })}
      </Button>
      {receive.error === null ? null : (
        <p className={styles.noticeAlert} role="alert">
          {receive.error instanceof GatewayRefusal && receive.error.message !== ""
            ? t("enquiry.receiveFailed", { name, reason: receive.error.message })
            : t("enquiry.receiveFailedPlain", { name })}
        </p>
      )}
    </li>
  );
}
