/**
 * Home's first banner read straight off the wire (issue 22): the early script paints it into the prerendered home
 * shell as soon as the early `pageInitMall` answer arrives, before the entry has run. Of a successful answer
 * (`earlyAnswerData`: the client's success rule) it takes `data.banners[0]` when its `image` is a non-blank string and
 * its `title` a string; anything else is no banner (the app then shows the answer, or its error, the usual way).
 */
import { firstEntryOf } from "./early-answer";

/** Intrinsic size of a banner picture (the gateway's banner format, 750 × 320). */
export const BANNER_SIZE = { width: 750, height: 320 } as const;

/** What the shell shows of the first banner: its picture and, as the picture's alt text, its title. */
export interface FirstBanner {
  readonly image: string;
  readonly title: string;
}

/**
 * The first banner of a pageInitMall body, or null when the body is not a successful answer with one. Never throws.
 * @example firstBannerOf('{"common":{"resultCode":"1"},"status":1,"data":{"banners":[{"id":"b","title":"车险","image":"data:image/png;base64,AA","link":"/x"}]}}')
 * // { image: "data:image/png;base64,AA", title: "车险" }
 * @example firstBannerOf('{"common":{"resultCode":"X2"},"status":0,"data":null}') // null
 */
export function firstBannerOf(text: string): FirstBanner | null {
  const first = firstEntryOf(text, "banners");
  if (first === null) return null;
  const { image, title } = first;
  if (typeof image !== "string" || image.trim() === "" || typeof title !== "string") return null;
  return { image, title };
}
