/**
 * Payloads of the product side of buying (issue 9 part A): what `queryPlanList` answers beside the products
 * and plans — the product's content when one product is asked for (`detail`: cover period, notes, the §3
 * clause / declaration / engage / claim / ensure-explain texts as sections), and the limited-time discounts
 * of the listed products when the shelf is asked for (`discounts`). Money is integer fen, times China time.
 */

/** The sections of a product's notes for insuring (spec §3's texts), in reading order. */
export type GuideSectionId = "notice" | "clause" | "declaration" | "claim" | "exclusions";

/** One section of a product's notes for insuring: its paragraphs in order. */
export interface GuideSection {
  id: GuideSectionId;
  paragraphs: string[];
}

/** A product's content for its product page and notes (answered with one product's plans). */
export interface ProductDetail {
  /** Cover period of the default plan in days (365 = one year). */
  durationDays: number;
  /** Short notes under the plans (who can be insured, when cover starts…). */
  notes: string[];
  /** The notes for insuring, one section each. */
  guide: GuideSection[];
  /** The notes in English (by position), where the insurer wrote them (`productNoteTexts`). */
  en?: { notes: string[] };
  /** The ages (周岁, on the cover's first day, both ends included) the product insures; absent when it insures any age. */
  insuredAge?: { min: number; max: number };
  /**
   * Days from the purchase day to the cover's first day (1, the default: tomorrow); a cover with a waiting period
   * (观察期) starts later, the phone cover's 7 days after the purchase.
   */
  startsAfterDays?: number;
}

/** A limited-time discount on one plan. */
export interface PlanDiscount {
  productCode: string;
  planCode: string;
  planName: string;
  /** The plan's usual premium, integer fen. */
  originalPremiumFen: number;
  /** The discounted premium, integer fen. */
  premiumFen: number;
  /** When the offer ends, China time "YYYY-MM-DD HH:mm:ss". */
  endsAt: string;
}
