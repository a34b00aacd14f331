/**
 * The data of an early answer read straight off the wire (issue 22): the early script shows a landing page's largest
 * picture from it before the entry has run (`firstBannerOf`, `firstProductOf`). It reads the plain (not encrypted)
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

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
