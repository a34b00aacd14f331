/**
 * The data of an early answer read straight off the wire (issue 22): the early script shows a landing page's largest
 * picture from it before the entry has run (`firstBannerOf`, `firstProductsOf`). It reads the plain (not encrypted)
 * body with the client's success rule — `common.resultCode` "1" (or the number 1) and `status` 1 (or "1") — and
 * answers its `data` when that is an object; anything else is nothing (the app then shows the answer, or its error,
 * the usual way). Small on purpose: the early script carries it, so it does not load the error catalogue of
 * `readGatewayBody`.
 */
import { SUCCESS_CODE } from "./wire-body";

/**
 * The `data` object of a successful plain answer with status 1, or null. Never throws.
 * @example earlyAnswerData('{"common":{"resultCode":"1"},"status":1,"data":{"banners":[]}}') // { banners: [] }
 * @example earlyAnswerData('{"common":{"resultCode":"X2"},"status":0,"data":null}') // null
 */
export function earlyAnswerData(text: string): Record<string, unknown> | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(body) || !isRecord(body.common)) return null;
  const code = body.common.resultCode;
  if (code !== SUCCESS_CODE && code !== Number(SUCCESS_CODE)) return null;
  if (body.status !== 1 && body.status !== "1") return null;
  return isRecord(body.data) ? body.data : null;
}

/**
 * The first entry of the list `data[list]` of a successful plain answer, when it is an object; else null. Never throws.
 * @example firstEntryOf('{"common":{"resultCode":"1"},"status":1,"data":{"products":[{"productName":"车险"}]}}', "products") // { productName: "车险" }
 */
export function firstEntryOf(text: string, list: string): Record<string, unknown> | null {
  const entries = earlyAnswerData(text)?.[list];
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  return isRecord(first) ? first : null;
}

/** Whether `value` is a plain object (not null, not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
