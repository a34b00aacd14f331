/**
 * /invoicesessage?policyNo= — send an issued invoice to an e-mail address (`forwardMessage`). The address is
 * checked by domain (`INVOICE_EMAIL_FORM_SHAPE`) and then confirmed in a dialog that repeats it, before anything is
 * sent; a second tap while sending does nothing.
 *
 * Decisions where the spec is silent: the address starts as the one the invoice was requested with, and what was
 * typed survives a reload (draft) until it is sent; an invoice not yet issued cannot be sent (the page says so and
 * links its detail).
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useMutation } from "@tanstack/react-query";
import { isInvoiceIssued, INVOICE_EMAIL_FORM_SHAPE, type InvoiceRecord, LENGTH_LIMITS } from "@micromall/domain";
import type { InvoiceEmailForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { Button, EmptyState, Page, Result, TextField, buttonClassName, messageBox } from "../../../ui";
import { useAppStore } from "../../../state/store";
import { forwardInvoiceMutation } from "../api/invoice-queries";
import { AddressedInvoice } from "../components/AddressedInvoice";
import { INVOICE_MESSAGES } from "../messages";
import styles from "../invoices.module.css";

/** The send-to-e-mail screen. */
export default function InvoiceEmailScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  return (
    <Page title={t("invoice.email.title")} back>
      <AddressedInvoice>
        {(invoice, policyNo) =>
          !isInvoiceIssued(invoice.invoiceState) ? (
            <EmptyState message={t("invoice.email.notIssued")}>
              <Link className={buttonClassName("primary")} to={`/invoiceResuls?policyNo=${encodeURIComponent(policyNo)}`}>
                {t("invoice.action.view")}
              </Link>
            </EmptyState>
          ) : (
            <EmailForm record={invoice} />
          )
        }
      </AddressedInvoice>
    </Page>
  );
}

function EmailForm({ record }: { readonly record: InvoiceRecord }) {
  const t = useMessages(INVOICE_MESSAGES);
  const form = useSchemaForm<InvoiceEmailForm, InvoiceEmailForm>(INVOICE_EMAIL_FORM_SHAPE, { buymailbox: record.buymailbox ?? "" });
  const draft = useFormDraft(form, { formId: `invoiceEmail:${record.policyNo}`, passwords: [] });
  const forward = useMutation(forwardInvoiceMutation());
  const mallId = useAppStore((state) => state.mallId);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.submit(async ({ buymailbox }) => {
    const choice = await messageBox({
      title: t("invoice.email.confirmTitle"),
      message: t("invoice.email.confirm", { email: buymailbox }),
      actions: [
        { label: t("invoice.email.cancel"), value: "no" },
        { label: t("invoice.email.confirmOk"), value: "yes", primary: true },
      ],
    });
    if (choice !== "yes") return;
    try {
      await forward.mutateAsync({ policyNo: record.policyNo, buymailbox, ...(mallId === "" ? {} : { mallId }) });
    } catch {
      return; // shown by the shell; the address stays
    }
    draft.clear();
    setSentTo(buymailbox);
  });

  if (sentTo !== null) {
    return (
      <Result
        kind="success"
        headingLevel={2}
        title={t("invoice.email.sentTitle")}
        description={t("invoice.email.sent", { email: sentTo })}
        actions={[{ label: t("invoice.mine.title"), to: "/invoiceResulst", replace: true }, { label: t("invoice.suc.home"), to: "/home", replace: true }]}
      />
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.note}>
        {record.riskName} · <span translate="no">{record.invoiceNo ?? record.policyNo}</span>
      </p>
      <TextField label={t("invoice.email.address")} type="email" autoComplete="email" maxLength={LENGTH_LIMITS.email} {...form.field("buymailbox")} error={form.errorOf("buymailbox")} />
      <Button type="submit" variant="primary" block disabled={form.pending} loading={form.pending}>
        {t("invoice.email.submit")}
      </Button>
    </form>
  );
}
