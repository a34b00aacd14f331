/**
 * The configuration of one lookup route (issue 10 "One engine, many routes", issue 11): which fields the form shows,
 * which form shape of domain checks them, which identity types the screen offers, which gateway call answers,
 * how its answer becomes rows, and where the results and the not-found page are. The shapes take this as data;
 * they never name a feature.
 */
import type { CallRequest, FormShape, GatewayCallName, MaskKind } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import type { LookupHint, LookupLabel } from "./messages";

/** The values of a lookup form: every field is text. */
export type LookupValues = Readonly<Record<string, string>>;

/**
 * One field of a lookup form.
 * - `text`: a text input (`maxLength`, optional `inputMode` and `hint`);
 * - `identityType`: a select of the config's `identityTypes`, named by domain;
 * - `identityNumber`: a text input shown masked in the not-found summary;
 * - `captcha`: the picture code of `getCaptcha` beside its input (never kept in the draft);
 * - `date`: the mall's date picker (`FormDateField`, `YYYY-MM-DD` typed or picked);
 * - `birthday`: the same picker bounded by domain's `birthdayRange()` (100 years back to today, spec §5 "Date
 *   ranges"), its sheet starting at `DEFAULT_BIRTHDAY` (2000/01/01); typed nonsense says 输入的数据不合法!;
 * - `choice`: a select of `options` (e.g. sex 0 / 1), each named by a label of the shape.
 */
export interface LookupField {
  readonly name: string;
  readonly kind: "text" | "identityType" | "identityNumber" | "captcha" | "date" | "birthday" | "choice";
  readonly label: LookupLabel;
  readonly maxLength: number;
  readonly inputMode?: "text" | "numeric" | "tel";
  /** A hint under a `text` field's label (what exactly to type), named by a hint of the shape. */
  readonly hint?: LookupHint;
  /** The options of a `choice` field. */
  readonly options?: readonly { readonly value: string; readonly label: LookupLabel }[];
  /** How the not-found summary shows the value (an identity number is always masked). */
  readonly mask?: MaskKind;
}

/** One lookup route's configuration (`N` the call, `R` a row of its answer). */
export interface LookupConfig<N extends GatewayCallName, R> {
  /** Draft id: what was typed survives a failure and a reload. */
  readonly id: string;
  /** The domain form shape that checks the values before the call (its own constant, e.g. `INVOICE_LOOKUP_FORM_SHAPE`). */
  readonly form: FormShape;
  readonly fields: readonly LookupField[];
  /** The identity types this screen offers (a domain list). */
  readonly identityTypes: readonly string[];
  /** The values of an empty form (every field of `fields`). */
  readonly empty: LookupValues;
  /** The catalogue call that answers. */
  readonly call: N;
  /** The call's payload from checked values. */
  readonly toPayload: (values: LookupValues) => CallRequest<N>;
  /** The rows of an answer (`toResultList` for the §4 result lists). */
  readonly rows: (answer: CallAnswer<N>) => readonly R[];
  /** Where the results are shown (the payload travels in the navigation's state, never in the address). */
  readonly resultPath: string;
  /** Where "nothing found" is shown; without one, the lookup page shows it in place of the form. */
  readonly notFoundPath?: string;
}

/** The navigation state a lookup hands to its result or not-found page. */
export interface LookupState {
  /** The payload of the call (identity numbers included: kept in history state, never in the address). */
  readonly lookup: LookupValues;
  /** What was searched, as label/value pairs already shown to the customer (numbers masked). */
  readonly searched: readonly SearchedItem[];
}

/** One line of "what you searched for". */
export interface SearchedItem {
  readonly label: string;
  readonly value: string;
}

/**
 * Reads a lookup's navigation state (`location.state`, any shape after a reload or a hand-typed address).
 * @example lookupStateOf({ lookup: { policyNo: "P1" }, searched: [] }) // { lookup: { policyNo: "P1" }, searched: [] }
 * @example lookupStateOf(null) // null
 */
export function lookupStateOf(state: unknown): LookupState | null {
  if (!isRecord(state) || !isRecord(state["lookup"]) || !Array.isArray(state["searched"])) return null;
  const lookup: Record<string, string> = {};
  for (const [key, value] of Object.entries(state["lookup"])) {
    if (typeof value !== "string") return null;
    lookup[key] = value;
  }
  const searched: SearchedItem[] = [];
  for (const item of state["searched"]) {
    if (!isRecord(item) || typeof item["label"] !== "string" || typeof item["value"] !== "string") return null;
    searched.push({ label: item["label"], value: item["value"] });
  }
  return { lookup, searched };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
