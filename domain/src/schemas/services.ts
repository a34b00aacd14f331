/**
 * Schemas of the services' payloads (`services/content.ts`): introductions, milestones and complaint records,
 * and the complaint form (/complaint).
 *
 * Decisions where the spec is silent (complaint form):
 * - The kind (complaint or suggestion) and the product it is about are required picks; the problem among that
 *   product's questions is optional (a customer's problem is often none of them).
 * - The text is required, at most `ADVICE_MAX_LENGTH` (500); the contact mobile is required and checked as a
 *   mobile (spec §5): the service desk calls back.
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { ADVICE_MAX_LENGTH, ADVICE_TYPES } from "../services/advice";
import { Mobile, requiredText } from "./fields";

const Str = Schema.String;
const List = <S extends Schema.Top>(item: S) => Schema.mutable(Schema.Array(item));

/** An introduction of a product or a service (Introduction). */
export const IntroductionSchema = Schema.Struct({
  id: Str,
  kind: Schema.Literals(["product", "service"]),
  title: Str,
  summary: Str,
  image: Str,
  body: List(Str),
  link: Str,
});
/** A milestone of the insurer (Milestone). */
export const MilestoneSchema = Schema.Struct({ date: Str, title: Str, description: Str });
/** A complaint or suggestion the customer sent (AdviceRecord). */
export const AdviceRecordSchema = Schema.Struct({ ticketNo: Str, adviceType: Str, content: Str, acceptedAt: Str, stateName: Str, policyNo: Schema.optionalKey(Str) });

/**
 * The complaint form as /complaint holds it.
 * @example decodeEntity(ComplaintFormSchema, { adviceType: "1", prpdCode: "DAA", problemId: "", policyNo: "", content: "", mobile: "13800138000" }) // issue at "content"
 */
export const ComplaintFormSchema = Schema.Struct({
  adviceType: Schema.Literals(ADVICE_TYPES),
  prpdCode: requiredText(),
  problemId: Schema.String,
  // the customer's own policy the message is about ("" none; the screen offers the logged-in customer's policies)
  policyNo: Schema.String,
  content: requiredText({ max: ADVICE_MAX_LENGTH, freeText: true }),
  mobile: Mobile,
});
/** The values of {@link ComplaintFormSchema}. */
export type ComplaintForm = typeof ComplaintFormSchema.Type;
