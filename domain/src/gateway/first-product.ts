/**
 * The product list's first product read straight off the wire (issue 22): the early script paints its card into the
 * prerendered product list frame as soon as the early `queryPlanList` answer arrives, before the entry has run. Of a
 * successful answer (`earlyAnswerData`: the client's success rule) it takes `data.products[0]` when its `image` is a
 * non-blank string and its `productName` a string; anything else is no product (the frame keeps its empty card, and
 * the app shows the answer, or its error, the usual way). Not the price: its words are the mall's, in the customer's
 * language, which only the entry knows; the frame shows what is certain (the gateway's picture and name).
 */
import { firstEntryOf } from "./early-answer";

/** What the frame shows of the first product: its picture and its name. */
export interface FirstProduct {
  readonly image: string;
  readonly name: string;
}

/**
 * The first product of a queryPlanList body, or null when the body is not a successful answer with one. Never throws.
 * @example firstProductOf('{"common":{"resultCode":"1"},"status":1,"data":{"products":[{"productName":"家用车综合保险","image":"data:image/png;base64,AA"}]}}')
 * // { image: "data:image/png;base64,AA", name: "家用车综合保险" }
 * @example firstProductOf('{"common":{"resultCode":"X2"},"status":0,"data":null}') // null
 */
export function firstProductOf(text: string): FirstProduct | null {
  const first = firstEntryOf(text, "products");
  if (first === null) return null;
  const { image, productName } = first;
  if (typeof image !== "string" || image.trim() === "" || typeof productName !== "string") return null;
  return { image, name: productName };
}
