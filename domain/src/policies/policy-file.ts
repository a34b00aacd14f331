/**
 * What the electronic-policy answer (`coreGetEp` / `download`: `{ url, fileName }`) lets the customer do
 * (/policyDetails): open a PDF the answer carries, open the insurer's https page of the file, or read that
 * the file was sent by e-mail (an empty `url`). Anything else is a failure the screen explains (never a blank
 * page or a dead tap).
 *
 * The address follows session's one gateway-link rule (`parseGatewayLink`, purpose "download"): an embedded
 * file must be `data:application/pdf;base64,…` with base64 text; a page must be https on the `hosts` allow-list
 * (documents), with no user:password part and no other document type.
 * Decisions where the spec is silent: a file name is kept only when it is a plain
 * name ending in .pdf (letters, digits, `-`, `_`, `.`; at most 100), else `policy.pdf`. At most
 * {@link MAX_POLICY_FILE_LENGTH} characters of `url` are read.
 */
import { parseGatewayLink } from "../session/gateway-link";

/** Longest `url` read (about 15 MB of base64). */
export const MAX_POLICY_FILE_LENGTH = 20_000_000;

/** What to do with an electronic-policy answer. */
export type PolicyFile =
  | { readonly kind: "pdf"; readonly base64: string; readonly fileName: string }
  | { readonly kind: "page"; readonly href: string; readonly fileName: string }
  | { readonly kind: "emailed" };

const PDF_DATA = "data:application/pdf;base64,";
const FILE_NAME = /^[A-Za-z0-9_.-]{1,96}\.pdf$/i;

/**
 * The electronic policy an answer designates, or null when it cannot be opened.
 * @example toPolicyFile("data:application/pdf;base64,JVBERi0=", "P1.pdf") // { kind: "pdf", base64: "JVBERi0=", fileName: "P1.pdf" }
 * @example toPolicyFile("", undefined) // { kind: "emailed" }
 * @example toPolicyFile("http://x.example/p.pdf", "p.pdf") // null
 * @example toPolicyFile("https://files.example.com/p.pdf", "p.pdf", ["files.example.com"]) // { kind: "page", href: "https://files.example.com/p.pdf", fileName: "p.pdf" }
 */
export function toPolicyFile(url: string, fileName?: string, hosts: readonly string[] = []): PolicyFile | null {
  if (typeof url !== "string" || url.length > MAX_POLICY_FILE_LENGTH) return null;
  const name = typeof fileName === "string" && FILE_NAME.test(fileName) ? fileName : "policy.pdf";
  if (url === "") return { kind: "emailed" };
  const link = parseGatewayLink(url, { hosts, purpose: "download" });
  if (!link.ok) return null;
  return link.url.startsWith(PDF_DATA) ? { kind: "pdf", base64: link.url.slice(PDF_DATA.length), fileName: name } : { kind: "page", href: link.url, fileName: name };
}
