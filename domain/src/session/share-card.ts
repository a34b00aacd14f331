/**
 * The messenger share card of a product page (issue 21 "share cards"): title, description and image from the
 * product data, and the page's link as the customer may pass it on (no hash, no OAuth `code`/`state`:
 * h5-notes §1, a shared link must never carry a one-time code).
 */
import { stripOAuthParams } from "./messenger-login";

/** The card the messenger shows for a shared page. */
export interface ProductShareCard {
  readonly title: string;
  readonly desc: string;
  readonly link: string;
  readonly imgUrl: string;
}

/** Longest text a card field keeps (the messenger cuts longer ones anyway). */
export const MAX_SHARE_TEXT_LENGTH = 120;

/**
 * The share card of `product` on the page at `pageUrl` (absolute). The image must be an http(s) URL the
 * messenger can fetch: a relative one is resolved against the page, anything else (a `data:` URI) gives "".
 * Total.
 * @example productShareCard({ productName: "驾乘意外险", summary: "全家出行", image: "/static/a.png" }, "https://m.example.cn/micromall/insureInfo?productCode=EAJ&code=x#top")
 * // { title: "驾乘意外险", desc: "全家出行", link: "https://m.example.cn/micromall/insureInfo?productCode=EAJ", imgUrl: "https://m.example.cn/static/a.png" }
 */
export function productShareCard(
  product: { readonly productName: string; readonly summary: string; readonly image: string },
  pageUrl: string,
): ProductShareCard {
  const page = typeof pageUrl === "string" ? pageUrl.slice(0, 8192) : "";
  const link = stripOAuthParams(page.split("#")[0] ?? "");
  return { title: clip(product.productName), desc: clip(product.summary), link, imgUrl: imageUrl(product.image, page) };
}

function clip(text: string): string {
  return typeof text === "string" ? text.trim().slice(0, MAX_SHARE_TEXT_LENGTH) : "";
}

function imageUrl(image: string, page: string): string {
  if (typeof image !== "string" || image.trim() === "" || image.length > 8192) return "";
  try {
    const url = new URL(image.trim(), page);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}
