/**
 * The response body of the gateway's wire format (shared/design.md "Wire format"):
 * `{ "common": { "resultCode": "1", "resultMsg": "成功" }, "status": 1, "data": … }`.
 * The builders are what the fixtures answer with, so the fixtures and the real gateway speak the same shape.
 */

/** The `common` block: the result code drives the §8 catalogue, `"1"` is success. */
export interface WireCommon {
  readonly resultCode: string;
  readonly resultMsg: string;
}

/** A whole response body before sealing. */
export interface WireBody<D = unknown> {
  readonly common: WireCommon;
  /** The business answer when the call succeeded: 1 ok, anything else a negative answer (−1: session gone). */
  readonly status: number;
  readonly data: D;
}

/** The success result code. */
export const SUCCESS_CODE = "1";

/** The result message of a success body. */
export const SUCCESS_MESSAGE = "成功";

/**
 * A success body (result code "1") carrying `data` and a business `status` (default 1).
 * @example okBody({ openid: "o1" }) // { common: { resultCode: "1", resultMsg: "成功" }, status: 1, data: { openid: "o1" } }
 * @example okBody(null, -1, "登录已失效").status // -1
 */
export function okBody<D>(data: D, status = 1, message: string = SUCCESS_MESSAGE): WireBody<D> {
  return { common: { resultCode: SUCCESS_CODE, resultMsg: message }, status, data };
}

/**
 * A failure body: result code other than "1" and the server message; `status` 0 and `data` null unless given.
 * @example failBody("X9", "保单不存在") // { common: { resultCode: "X9", resultMsg: "保单不存在" }, status: 0, data: null }
 */
export function failBody<D = null>(code: string, message: string, data: D = null as D, status = 0): WireBody<D> {
  return { common: { resultCode: code, resultMsg: message }, status, data };
}
