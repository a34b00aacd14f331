/**
 * A document the gateway answered (domain's `toPolicyFile`: a PDF carried in the answer, or the insurer's https
 * page of the file), turned into what the browser can open or save: one piece for every screen that offers a
 * document (the electronic policy of /policyDetails, the proposal and the policy of /orderDetails).
 */
import type { PolicyFile } from "@micromall/domain";

/**
 * The address a PDF opens at: a `blob:` address of its bytes where the browser makes one, else the data address.
 * The caller revokes a `blob:` address when it is done (`URL.revokeObjectURL`).
 * @example pdfHref({ kind: "pdf", base64: "JVBERi0=", fileName: "P1.pdf" }) // "blob:…" (or "data:application/pdf;base64,JVBERi0=")
 */
export function pdfHref(file: Extract<PolicyFile, { kind: "pdf" }>): string {
  if (typeof URL.createObjectURL !== "function") return `data:application/pdf;base64,${file.base64}`;
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
}

/** What opening a document did, for the page to say truly (F17): the file was saved, or a page was opened. */
export type DocumentOpened = "downloaded" | "opened";

/**
 * Saves a PDF document or opens the insurer's page of it, in the tap that asked for it: the customer gets the
 * file itself (a download named `fileName`), not a second link to tap. A `blob:` address is revoked once the
 * browser has taken the file. Answers what it did.
 * @example saveDocument({ kind: "pdf", base64, fileName: "T1.pdf" }) // "downloaded" (the browser saves T1.pdf)
 */
export function saveDocument(file: Exclude<PolicyFile, { kind: "emailed" }>): DocumentOpened {
  const href = file.kind === "pdf" ? pdfHref(file) : file.href;
  const done = openDocument(href, file.fileName);
  // the download has started from the click; the address is not needed after it
  if (href.startsWith("blob:")) setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return done;
}

/**
 * Opens a document at `href` in the tap that asked for it: a file (`blob:`/`data:` address) is saved under
 * `fileName` ("downloaded"), the insurer's page opens in a new one ("opened").
 * @example openDocument("blob:https://mall.example/1", "P1.pdf") // "downloaded" (the browser saves P1.pdf)
 * @example openDocument("https://insurer.example/ep/P1", "P1.pdf") // "opened" (a new page)
 */
export function openDocument(href: string, fileName: string): DocumentOpened {
  const link = document.createElement("a");
  link.href = href;
  link.rel = "noopener noreferrer";
  const file = href.startsWith("blob:") || href.startsWith("data:");
  if (file) link.download = fileName;
  else link.target = "_blank";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return file ? "downloaded" : "opened";
}
