/**
 * Schemas of the product side of buying (`gateway/product-payloads.ts`): a product's content (cover period,
 * notes, the sections of its notes for insuring) and a plan's limited-time discount, both parts of the
 * `queryPlanList` answer (`PlanListSchema`).
 *
 * Decisions: a guide section's id must be one of the five known sections (a screen's anchor and title come from
 * it); money is integer fen; `endsAt` is kept as text (the countdown parses it with `parseChinaTime`, and a time
 * it cannot read shows the offer without a countdown rather than failing the whole shelf).
 */
import * as Schema from "effect/Schema";

const List = <S extends Schema.Top>(item: S) => Schema.mutable(Schema.Array(item));

/** A section of a product's notes for insuring (GuideSection). */
export const GuideSectionSchema = Schema.Struct({
  id: Schema.Literals(["notice", "clause", "declaration", "claim", "exclusions"]),
  paragraphs: List(Schema.String),
});

/** A product's content (ProductDetail). */
export const ProductDetailSchema = Schema.Struct({
  durationDays: Schema.Finite,
  notes: List(Schema.String),
  guide: List(GuideSectionSchema),
  en: Schema.optionalKey(Schema.Struct({ notes: List(Schema.String) })),
  insuredAge: Schema.optionalKey(Schema.Struct({ min: Schema.Finite, max: Schema.Finite })),
  startsAfterDays: Schema.optionalKey(Schema.Finite),
});

/** A plan's limited-time discount (PlanDiscount). */
export const PlanDiscountSchema = Schema.Struct({
  productCode: Schema.String,
  planCode: Schema.String,
  planName: Schema.String,
  originalPremiumFen: Schema.Finite,
  premiumFen: Schema.Finite,
  endsAt: Schema.String,
});
