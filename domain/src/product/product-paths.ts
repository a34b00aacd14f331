/**
 * Where the product side of buying leads (issue 9): the product page, its notes for insuring (a section by its
 * anchor), the application of a plan, and the id under which the application form keeps its draft, so the
 * product page can offer "continue your application" for the same product.
 *
 * Decisions where the spec is silent: a car product is applied for on `/insureRight` (vehicle lookup first),
 * every other product on `/inputInfo` with the chosen plan; codes are URI-encoded (a code from the gateway
 * never breaks an address) and cut to {@link MAX_PATH_CODE_LENGTH} characters.
 */

/** Longest code put into an address; a longer one is cut there (no product or plan code comes near it). */
export const MAX_PATH_CODE_LENGTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A code as an address part: cut to {@link MAX_PATH_CODE_LENGTH}, lone surrogates replaced, URI-encoded. */
function part(code: string): string {
  return encodeURIComponent(String(code).slice(0, MAX_PATH_CODE_LENGTH).replace(LONE_SURROGATE, "\uFFFD"));
}

/** The draft id prefix of the application form (`/inputInfo`): the draft id is `inputInfo:<productCode>`. */
export const APPLICATION_DRAFT_PREFIX = "inputInfo:";

/**
 * The draft id of a product's application form.
 * @example applicationDraftId("EAJ") // "inputInfo:EAJ"
 */
export function applicationDraftId(productCode: string): string {
  return `${APPLICATION_DRAFT_PREFIX}${String(productCode)}`;
}

/**
 * The product page of a product.
 * @example productPagePath("LAY_JW") // "/insureInfo?productCode=LAY_JW"
 */
export function productPagePath(productCode: string): string {
  return `/insureInfo?productCode=${part(productCode)}`;
}

/**
 * The notes for insuring of a product, at a section when one is given.
 * @example guidePath("EAJ", "clause") // "/insuranceGuide?productCode=EAJ#clause"
 */
export function guidePath(productCode: string, section?: string): string {
  const anchor = section === undefined || section === "" ? "" : `#${part(section)}`;
  return `/insuranceGuide?productCode=${part(productCode)}${anchor}`;
}

/**
 * Where "insure now" goes for a plan of a product: the car application for a car product, else the
 * application form of the plan.
 * @example insurePath({ productCode: "EAJ", category: "accident" }, "EAJ02") // "/inputInfo?productCode=EAJ&planCode=EAJ02"
 * @example insurePath({ productCode: "DAA", category: "car" }, "DAA01") // "/insureRight?productCode=DAA"
 */
export function insurePath(product: { readonly productCode: string; readonly category: string }, planCode: string): string {
  const code = part(product.productCode);
  if (product.category === "car") return `/insureRight?productCode=${code}`;
  return `/inputInfo?productCode=${code}&planCode=${part(planCode)}`;
}

/** The sections of a product's notes for insuring, in reading order (the table of contents' order). */
export const GUIDE_SECTION_IDS = ["notice", "clause", "declaration", "claim", "exclusions"] as const;
