/**
 * The product list's first products read straight off the wire (issue 22): the early script paints their cards into
 * the prerendered product list frame as soon as the early `queryPlanList` answer arrives, before the entry has run.
 * Of a successful answer (`earlyAnswerData`: the client's success rule) it takes the leading entries of
 * `data.products` while each has a non-blank string `image`, string `productName` and `summary`, and `tags` a list of
 * strings, up to the count asked; the first entry that has not ends the run (card n of the frame is always product n
 * of the list); anything else is no product (the frame keeps its empty cards, and the app shows the answer, or its
 * error, the usual way). Not the price: its words are the mall's, in the customer's language, which only the entry
 * knows; the frame keeps the price line's place, empty.
 */
import { earlyAnswerData } from "./early-answer";

/** What the frame shows of a product: its picture, its name, its selling point and its tags (the gateway's words). */
export interface FirstProduct {
  readonly image: string;
  readonly name: string;
  readonly summary: string;
  readonly tags: readonly string[];
}

/**
 * The first `count` products of a queryPlanList body (fewer, or none, as said above). Never throws.
 * @example firstProductsOf('{"common":{"resultCode":"1"},"status":1,"data":{"products":[{"productName":"家用车综合保险","summary":"交强险","tags":["热销"],"image":"data:image/png;base64,AA"}]}}', 2)
 * // [{ image: "data:image/png;base64,AA", name: "家用车综合保险", summary: "交强险", tags: ["热销"] }]
 * @example firstProductsOf('{"common":{"resultCode":"X2"},"status":0,"data":null}', 2) // []
 */
export function firstProductsOf(text: string, count: number): FirstProduct[] {
  const products = earlyAnswerData(text)?.products;
  const shown: FirstProduct[] = [];
  if (!Array.isArray(products)) return shown;
  for (const entry of products.slice(0, Math.max(0, count)) as unknown[]) {
    const product = productOf(entry);
    if (product === null) break;
    shown.push(product);
  }
  return shown;
}

function productOf(entry: unknown): FirstProduct | null {
  if (typeof entry !== "object" || entry === null) return null;
  const image: unknown = Reflect.get(entry, "image");
  const name: unknown = Reflect.get(entry, "productName");
  const summary: unknown = Reflect.get(entry, "summary");
  const tags: unknown = Reflect.get(entry, "tags");
  if (typeof image !== "string" || image.trim() === "" || typeof name !== "string" || typeof summary !== "string") return null;
  if (!Array.isArray(tags) || !tags.every((tag): tag is string => typeof tag === "string")) return null;
  return { image, name, summary, tags };
}
