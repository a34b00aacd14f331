/**
 * Which mask a kind of personal value takes on screen: one table, so a screen (or the web `Masked`
 * component) names the kind and never picks the function itself.
 *
 * Decision: an unknown kind (a plain-JavaScript caller) stars the whole value — a mask that is unsure shows
 * nothing rather than everything.
 */
import { maskIdNumber } from "./mask-id-number";
import { maskMiddle } from "./mask-middle";
import { maskMobile } from "./mask-mobile";
import { maskName } from "./mask-name";
import { maskVehicleId } from "./mask-vehicle";

/** The kinds of personal values shown masked, with their mask. */
export const MASKS = {
  name: maskName,
  idNumber: maskIdNumber,
  mobile: maskMobile,
  vin: (value: string) => maskVehicleId("vin", value),
  engineNo: (value: string) => maskVehicleId("engineNo", value),
} as const satisfies Record<string, (value: string) => string>;

/** A kind of personal value shown masked: `"name" | "idNumber" | "mobile" | "vin" | "engineNo"`. */
export type MaskKind = keyof typeof MASKS;

/** Every mask kind (the test checks it lists every key of `MASKS`). */
export const MASK_KINDS = Object.freeze(["name", "idNumber", "mobile", "vin", "engineNo"] as const satisfies readonly MaskKind[]);

/**
 * `value` masked as a `kind` of personal value. Total: a non-string value gives "".
 * @example maskAs("name", "张小三") // "张*三"
 * @example maskAs("idNumber", "110105194912310021") // "1101**********0021"
 * @example maskAs("mobile", "13800138000") // "138****8000"
 */
export function maskAs(kind: MaskKind, value: string): string {
  if (typeof value !== "string") return "";
  const mask: ((value: string) => string) | undefined = Object.prototype.hasOwnProperty.call(MASKS, kind) ? MASKS[kind] : undefined;
  return mask ? mask(value) : maskMiddle(value, 0, 0);
}
