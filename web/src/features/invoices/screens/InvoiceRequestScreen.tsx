/**
 * /invoiceRequest?policyNo= — request the electronic invoice of one policy (spec §3 "Invoice request"): buyer type
 * (05 personal / 03 enterprise), title (enterprise names allow brackets), taxpayer number (credit-code rule,
 * required for an enterprise), content, the amount (read-only: the premium), telephone, delivery e-mail and a
 * remark of at most 50. Every check is domain's (`INVOICE_REQUEST_FORM_SHAPE`), all at once, before the call.
 *
 * Decisions where the spec is silent:
 * - What was typed is a draft per policy: a refused request (/invoiceRequestFail) and a reload keep it; a
 *   success clears it. A second tap while the request is under way does nothing.
 * - The telephone starts as the account's mobile; the content as 保险费; the e-mail as the policyholder's on the
 *   customer's own policy (domain's `invoiceEmail`), else empty.
 * - A personal title (05) starts as the policyholder's name when the logged-in customer's policy tells it
 *   (`corePolicyDetail`, domain's `personalInvoiceTitle`; F9); switching to an enterprise title empties a name
 *   still as filled, switching back fills an empty one again. A guest, or a company's policy, types the title.
 * - A policy whose invoice is already requested or issued is not offered the form: the page says so and links
 *   the invoice.
 * - Success replaces this page in the history, so back from the success page never re-enters the sent form; and it
 *   finishes the request's flow (H3), so back passes over its lookup and the lookup's result too.
 */
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { canRequestInvoice, invoiceEmail, personalInvoiceTitle, CUSTTAXNO_MAX, INVOICE_CONTENT_MAX, type InvoiceRecord, LENGTH_LIMITS, INVOICE_REQUEST_FORM_SHAPE } from "@micromall/domain";
import type { InvoiceRequestForm, InvoiceRequestFormSchema } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { GatewayRefusal } from "../../../gateway/query";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Amount, Button, DataText, EmptyState, Page, SelectField, Spinner, TextField, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { invoiceQuery, ownPolicyQuery, requestInvoiceMutation } from "../api/invoice-queries";
import { INVOICE_REQUEST_MESSAGES } from "../request.messages";
import { finishFlow } from "../../../components/flow-history";
import styles from "../invoices.module.css";
import { INVOICE_REQUEST_FLOW, useInvoicePageParams } from "../params";

type RequestValues = typeof InvoiceRequestFormSchema.Encoded;

/** The invoice request screen. */
export default function InvoiceRequestScreen() {
  const tr = useMessages(INVOICE_REQUEST_MESSAGES);
  const { policyNo } = useInvoicePageParams();
  const mallId = useAppStore((state) => state.mallId);
  const record = useQuery({ ...invoiceQuery(policyNo, mallId), enabled: policyNo !== "" });
  const own = useQuery(ownPolicyQuery(policyNo, mallId));
  const personalTitle = own.data === undefined ? "" : personalInvoiceTitle(own.data);
  const email = own.data === undefined ? "" : invoiceEmail(own.data);
  const toQuery = (
    <Link className={buttonClassName("primary")} to="/invoiceQuery">
      {tr("invoice.request.toQuery")}
    </Link>
  );

  const content =
    policyNo === "" ? (
      <EmptyState message={tr("invoice.request.noPolicy")}>{toQuery}</EmptyState>
    ) : (
      <QueryContent
        query={record}
        loading={tr("invoice.request.loading")}
        failed={tr("invoice.request.loadFailed")}
        retry={tr("invoice.request.retry")}
        empty={tr("invoice.request.notAllowed")}
        emptyAction={
          <Link className={buttonClassName("primary")} to={`/invoiceResuls?policyNo=${encodeURIComponent(policyNo)}`}>
            {tr("invoice.request.viewInvoice")}
          </Link>
        }
        isEmpty={(data) => !canRequestInvoice(data.invoiceState)}
      >
        {(data) => (own.isLoading ? <Spinner label={tr("invoice.request.loading")} /> : <RequestForm record={data} personalTitle={personalTitle} email={email} />)}
      </QueryContent>
    );

  return (
    <Page title={tr("invoice.request.title")} back>
      {content}
    </Page>
  );
}

function RequestForm({ record, personalTitle, email }: { readonly record: InvoiceRecord; readonly personalTitle: string; readonly email: string }) {
  const tr = useMessages(INVOICE_REQUEST_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const mobile = useAppStore((state) => state.userMallInfo?.mobile ?? "");
  const empty: RequestValues = { custtype: "05", custname: personalTitle, custtaxno: "", invoiceContent: "保险费", telephone: mobile, buymailbox: email, nameRemark: "" };
  const form = useSchemaForm<RequestValues, InvoiceRequestForm>(INVOICE_REQUEST_FORM_SHAPE, empty);
  const draft = useFormDraft(form, { formId: `invoiceRequest:${record.policyNo}`, passwords: [] });
  const request = useMutation(requestInvoiceMutation());
  const enterprise = form.watch("custtype") === "03";
  const { errorOf } = form;
  // the filled personal title follows the title type: gone for an enterprise, back for a person when still empty
  const custtype = form.register("custtype", {
    onChange: () => {
      const name = form.getValues("custname");
      if (form.getValues("custtype") === "03" && name === personalTitle) form.setValue("custname", "");
      else if (form.getValues("custtype") === "05" && name === "") form.setValue("custname", personalTitle);
    },
  });

  const submit = form.submit(async (values) => {
    try {
      const answer = await request.mutateAsync({
        policyNo: record.policyNo,
        custtype: values.custtype,
        custname: values.custname,
        invoiceContent: values.invoiceContent,
        invoicePremium: record.sumPremium,
        telephone: values.telephone,
        buymailbox: values.buymailbox,
        ...(values.custtaxno === "" ? {} : { custtaxno: values.custtaxno }),
        ...(values.nameRemark === "" ? {} : { nameRemark: values.nameRemark }),
        ...(mallId === "" ? {} : { mallId }),
      });
      draft.clear();
      finishFlow(INVOICE_REQUEST_FLOW);
      await navigate("/invoiceRequestSuc", { replace: true, state: { applyNo: answer.invoiceApplyNo, email: values.buymailbox } });
    } catch (error) {
      // A refusal is explained on its own page, the form kept (draft); a failure was shown by the shell.
      if (error instanceof GatewayRefusal) await navigate("/invoiceRequestFail", { state: { reason: error.message, policyNo: record.policyNo } });
    }
  });

  return (
    <>
      <section className={styles.summary} aria-label={tr("invoice.request.policy")}>
        <p>
          <DataText as="strong">{record.riskName}</DataText>
        </p>
        <p>
          {tr("invoice.request.policyNo")} <span translate="no">{record.policyNo}</span>
        </p>
        <p>
          {tr("invoice.request.amount")} <Amount value={record.sumPremium} unit="fen" />
        </p>
        <p className={styles.note}>{tr("invoice.request.amountHint")}</p>
      </section>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={tr("invoice.request.buyerType")}
          options={[
            { value: "05", label: tr("invoice.request.personal") },
            { value: "03", label: tr("invoice.request.enterprise") },
          ]}
          {...custtype}
        />
        <TextField
          label={tr("invoice.request.custname")}
          autoComplete="off"
          maxLength={LENGTH_LIMITS.name.holder}
          {...(enterprise ? { hint: tr("invoice.request.custnameHintEnterprise") } : {})}
          {...form.field("custname")}
          error={errorOf("custname")}
        />
        <TextField label={tr("invoice.request.custtaxno")} hint={tr("invoice.request.custtaxnoHint")} autoComplete="off" maxLength={CUSTTAXNO_MAX} {...form.field("custtaxno")} error={errorOf("custtaxno")} />
        <TextField label={tr("invoice.request.content")} autoComplete="off" maxLength={INVOICE_CONTENT_MAX} {...form.field("invoiceContent")} error={errorOf("invoiceContent")} />
        <TextField label={tr("invoice.request.telephone")} type="tel" autoComplete="tel" maxLength={20} {...form.field("telephone")} error={errorOf("telephone")} />
        <TextField
          label={tr("invoice.request.email")}
          hint={tr("invoice.request.emailHint")}
          type="email"
          autoComplete="email"
          maxLength={LENGTH_LIMITS.email}
          {...form.field("buymailbox")}
          error={errorOf("buymailbox")}
        />
        <TextField label={tr("invoice.request.remark")} hint={tr("invoice.request.remarkHint")} autoComplete="off" {...form.field("nameRemark")} error={errorOf("nameRemark")} />
        <Button type="submit" variant="primary" block disabled={form.pending} loading={form.pending}>
          {tr("invoice.request.submit")}
        </Button>
      </form>
    </>
  );
}
