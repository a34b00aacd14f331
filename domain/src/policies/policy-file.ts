/**
 * What the electronic-policy answer (`coreGetEp` / `download`: `{ url, fileName }`) lets the customer do
 * (/policyDetails): open a PDF the answer carries, open the insurer's https page of the file, or read that
 * the file was sent by e-mail (an empty `url`). Anything else is a failure the screen explains (never a blank
 * page or a dead tap).
 *
 * Decisions where the spec is silent: an embedded file must be `data:application/pdf;base64,…` with base64
 * text; a page must be https (the mall never opens plain http); a file name is kept only when it is a plain
 * name ending in .pdf (letters, digits, `-`, `_`, `.`; at most 100), else `policy.pdf`. At most
 * {@link MAX_POLICY_FILE_LENGTH} characters of `url` are read.
 */

/** Longest `url` read (about 15 MB of base64). */
export const MAX_POLICY_FILE_LENGTH = 20_000_000;

/** What to do with an electronic-policy answer. */
export type PolicyFile =
  | { readonly kind: "pdf"; readonly base64: string; readonly fileName: string }
  | { readonly kind: "page"; readonly href: string; readonly fileName: string }
  | { readonly kind: "emailed" };

const PDF_DATA = "data:application/pdf;base64,";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FILE_NAME = /^[A-Za-z0-9_.-]{1,96}\.pdf$/i;
// eslint-disable-next-line no-control-regex
const HTTPS = /^https:\/\/[^/\\\s\u0000-\u001f\u007f][^\s\u0000-\u001f\u007f]*$/i;

/**
 * The electronic policy an answer designates, or null when it cannot be opened.
 * @example toPolicyFile("data:application/pdf;base64,JVBERi0=", "P1.pdf") // { kind: "pdf", base64: "JVBERi0=", fileName: "P1.pdf" }
 * @example toPolicyFile("", undefined) // { kind: "emailed" }
 * @example toPolicyFile("http://x.example/p.pdf", "p.pdf") // null
 */
export function toPolicyFile(url: string, fileName?: string): PolicyFile | null {
  if (typeof url !== "string" || url.length > MAX_POLICY_FILE_LENGTH) return null;
  const name = typeof fileName === "string" && FILE_NAME.test(fileName) ? fileName : "policy.pdf";
  if (url === "") return { kind: "emailed" };
  if (url.slice(0, PDF_DATA.length).toLowerCase() === PDF_DATA) {
    const base64 = url.slice(PDF_DATA.length);
    return BASE64.test(base64) && base64.length % 4 === 0 ? { kind: "pdf", base64, fileName: name } : null;
  }
  return HTTPS.test(url) ? { kind: "page", href: url, fileName: name } : null;
}
