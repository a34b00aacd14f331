/**
 * The documents of an order on /orderDetails (issue 21 "order detail and its documents"): the proposal of any
 * order that has one (`downProposal`), and the electronic policy of a paid order (`order/download`, the
 * catalogue's `download`, by its policy number). One tap asks the gateway and hands the customer the file itself
 * (domain's `toPolicyFile` decides what the answer allows: a PDF it carries is saved under its file name, the
 * insurer's https page of it opens; an answer naming no file means the policy was e-mailed); the page then says
 * what happened, truly (F17): downloaded under its name, or opened in a new page. An answer the gateway-link
 * rule refuses (issue 23 finding 4) is never saved or linked: a message under the button says it cannot be
 * downloaded now.
 */
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toPolicyFile } from "@micromall/domain";
import { Button } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { GATEWAY_LINK_HOSTS } from "../../../../components/gateway-hosts";
import { saveDocument, type DocumentOpened } from "../../../../components/document/document-file";
import { ORDER_MUTATIONS } from "../../api/order-queries";
import { ORDER_MESSAGES } from "../../order.messages";
import styles from "./application.module.css";

type Outcome = { readonly kind: DocumentOpened; readonly fileName: string } | { readonly kind: "emailed" } | { readonly kind: "failed" };
type Translate = ReturnType<typeof useMessages<typeof ORDER_MESSAGES>>;

/** The order's document buttons: the proposal's when it has one, the policy's when it was issued. */
export function OrderDocuments({ proposalNo, policyNo }: { readonly proposalNo: string; readonly policyNo: string }) {
  const t = useMessages(ORDER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const owner = mallId === "" ? {} : { mallId };
  const proposal = useMutation(ORDER_MUTATIONS.download());
  const policy = useMutation(ORDER_MUTATIONS.policyFile());
  if (proposalNo === "" && policyNo === "") return null;
  return (
    <>
      {proposalNo !== "" && (
        <DocumentButton label={t("order.download")} failed={t("order.downloadFailed")} fallbackName={`${proposalNo}.pdf`} pending={proposal.isPending} fetch={() => proposal.mutateAsync({ proposalNo, ...owner })} t={t} />
      )}
      {policyNo !== "" && (
        <DocumentButton label={t("order.downloadPolicy")} failed={t("order.policyFailed")} fallbackName={`${policyNo}.pdf`} pending={policy.isPending} fetch={() => policy.mutateAsync({ policyNo, ...owner })} t={t} />
      )}
    </>
  );
}

interface DocumentButtonProps {
  readonly label: string;
  readonly failed: string;
  readonly fallbackName: string;
  readonly pending: boolean;
  readonly fetch: () => Promise<{ url: string; fileName?: string | undefined }>;
  readonly t: Translate;
}

function DocumentButton({ label, failed, fallbackName, pending, fetch, t }: DocumentButtonProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const start = async () => {
    if (pending) return;
    setOutcome(null);
    let answer;
    try {
      answer = await fetch();
    } catch {
      return; // the shell shows the gateway's failure once
    }
    const file = toPolicyFile(answer.url, answer.fileName ?? fallbackName, GATEWAY_LINK_HOSTS.documents);
    if (file === null) setOutcome({ kind: "failed" });
    else if (file.kind === "emailed") setOutcome({ kind: "emailed" });
    else {
      setOutcome({ kind: saveDocument(file), fileName: file.fileName });
    }
  };
  return (
    <div className={styles.document}>
      <Button disabled={pending} onClick={() => void start()}>
        {pending ? t("order.downloading") : label}
      </Button>
      <p role="status" className={styles.note}>
        {outcome?.kind === "downloaded" ? t("order.downloaded", { fileName: outcome.fileName }) : outcome?.kind === "opened" ? t("order.openedPage", { fileName: outcome.fileName }) : outcome?.kind === "emailed" ? t("order.emailed") : ""}
      </p>
      {outcome?.kind === "failed" && <p role="alert">{failed}</p>}
    </div>
  );
}
