/**
 * The electronic policy of /policyDetails: a tap asks the gateway (`coreGetEp`), and domain's `toPolicyFile`
 * says what the answer allows — a PDF the answer carries (saved at once as a file, from a `blob:` address
 * where the browser has one), the insurer's https page of the file (opened at once in a new page), or a note
 * that it was sent by e-mail. The page then says what happened, truly (F17): downloaded, under the file's
 * name, or opened in a new page. The tap opens the document itself: no second link to tap (issue 20 item 8). A
 * later tap opens the same file again at once, inside the tap (so no pop-up blocker stops it), if the first
 * did not show. A refusal or an answer that cannot be opened shows its reason under the button with the
 * hotline: never a blank page or a dead tap.
 */
import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toPolicyFile } from "@micromall/domain";
import { Button } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";
import { openDocument, pdfHref, type DocumentOpened } from "../../../components/document/document-file";
import { policyFileMutation } from "../api/policy-queries";
import { POLICY_MESSAGES } from "../policy.messages";
import styles from "../policy.module.css";

type Outcome = { readonly kind: "ready"; readonly href: string; readonly fileName: string; readonly done: DocumentOpened } | { readonly kind: "emailed" } | { readonly kind: "failed"; readonly reason: string };

/**
 * @example <PolicyFileAction policyNo={policy.policyNo} />
 */
export function PolicyFileAction({ policyNo }: { readonly policyNo: string }) {
  const t = useMessages(POLICY_MESSAGES);
  const fetchFile = useMutation(policyFileMutation());
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const href = outcome?.kind === "ready" ? outcome.href : "";
    return () => {
      if (href.startsWith("blob:")) URL.revokeObjectURL(href);
    };
  }, [outcome]);

  async function download() {
    if (fetchFile.isPending) return;
    if (outcome?.kind === "ready") {
      openDocument(outcome.href, outcome.fileName);
      return;
    }
    setOutcome(null);
    let answer;
    try {
      answer = await fetchFile.mutateAsync({ policyNo });
    } catch (error) {
      setOutcome({ kind: "failed", reason: error instanceof GatewayRefusal ? error.message : "" });
      return;
    }
    const file = toPolicyFile(answer.url, answer.fileName, GATEWAY_LINK_HOSTS.documents);
    if (file === null) setOutcome({ kind: "failed", reason: "" });
    else if (file.kind === "emailed") setOutcome({ kind: "emailed" });
    else {
      const ready = { href: file.kind === "pdf" ? pdfHref(file) : file.href, fileName: file.fileName };
      setOutcome({ kind: "ready", ...ready, done: openDocument(ready.href, ready.fileName) });
    }
  }

  return (
    <div>
      <Button variant="primary" block disabled={fetchFile.isPending} onClick={() => void download()}>
        {fetchFile.isPending ? t("policy.downloading") : t("policy.download")}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === "ready" ? (
          <p className={styles.line}>{outcome.done === "downloaded" ? t("policy.download.saved", { fileName: outcome.fileName }) : t("policy.download.opened")}</p>
        ) : null}
        {outcome?.kind === "emailed" ? <p className={styles.line}>{t("policy.download.sentPlain")}</p> : null}
      </div>
      {outcome?.kind === "failed" ? (
        <p role="alert" className={`${styles.line} ${styles.noticeAlert}`}>
          {outcome.reason === "" ? t("policy.download.failedPlain") : t("policy.download.failed", { reason: `${outcome.reason.replace(/[。.]$/, "")}。` })}
        </p>
      ) : null}
    </div>
  );
}
