/**
 * Per-field form config (spec §3 "Per-field form config"): how a form field is shown and checked, the
 * channel rule that locks identity fields for channel yb, and the blacklist check flag (prptBlack).
 *
 * Decisions:
 * - `key` (the form field's name, e.g. "insuredName") is added to the spec's list so rules can find
 *   fields; `keyType` stays what the spec names (the keyboard/input kind, passed through).
 * - `state` is read as "shown"; `typeNum`, `disableNum` and `prptBlack.typeNum` are numbers whose meaning
 *   the spec does not show: they are carried through untouched.
 * - Channel yb: relationship, name, identity type and identity number are made read-only for the insured
 *   (insuredRelationship, insuredName, insuredIdentifyType, insuredIdentifyNumber) and, because the same
 *   identity comes from the channel, for the applicant (applyName, applyIdentifyType,
 *   applyIdentifyNumber). The channel must be exactly "yb" (no case folding). Other fields are unchanged.
 * - `needsBlacklistCheck`: the field has a prptBlack config and is an identity-number field, i.e. its key
 *   ends with "IdentifyNumber"/"identifyNumber"/"identifyNo" in any case (all the spec's number fields).
 * - `fieldError`: maxlength first, then the field's validator kind; an empty value is not checked
 *   against the format (whether a field is required is the screen's flow, not the format's).
 */
import { FIELD_VALIDATOR_MESSAGE_KEYS, isFieldValidatorKind, validatorForKind } from "../formats/field-validators";
import { personNameProblem } from "../formats/person-name";
import type { FORMAT_MESSAGES } from "../messages/formats";

/** How a field is entered. */
export type FormType = "text" | "number" | "select" | "date" | "choosetype";

/** The form types, for checks of untyped configs. */
export const FORM_TYPES: ReadonlyArray<FormType> = ["text", "number", "select", "date", "choosetype"];

/** Config of one form field. */
export interface FieldConfig {
  /** The form field this config is for, e.g. "insuredIdentifyNumber". */
  readonly key: string;
  /** Whether the field is shown. */
  readonly state: boolean;
  readonly readonly: boolean;
  /** Validator kind (spec §5), e.g. "isMobile"; "" for none. */
  readonly regularType: string;
  readonly typeNum: number;
  readonly disabled: boolean;
  readonly disableNum: number;
  readonly formType: FormType;
  /** Keyboard/input kind of the field. */
  readonly keyType: string;
  readonly label: string;
  readonly placeholder: string;
  readonly maxlength: number;
  /** Blacklist check on an identity-number field. */
  readonly prptBlack?: { readonly typeNum: number };
}

/** Fields that channel yb makes read-only. */
export const YB_READONLY_KEYS: ReadonlyArray<string> = [
  "insuredRelationship",
  "insuredName",
  "insuredIdentifyType",
  "insuredIdentifyNumber",
  "applyName",
  "applyIdentifyType",
  "applyIdentifyNumber",
];
/** The channel whose identity fields are read-only. */
export const YB_CHANNEL = "yb";
const IDENTITY_NUMBER_KEY = /identify(?:number|no)$/i;

/** A FORMAT_MESSAGES key. */
export type FormatMessageKey = keyof (typeof FORMAT_MESSAGES)["zh-CN"];

/**
 * The fields with the channel's rules applied: for channel "yb" relationship, name, identity type and
 * number become read-only.
 * @example applyChannelRules([nameField], "yb")[0].readonly // true
 * @example applyChannelRules([nameField], "wx")[0].readonly // nameField.readonly
 * @throws {TypeError} when `fields` is not an array of objects: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function applyChannelRules<F extends FieldConfig>(fields: ReadonlyArray<F>, channel: string): F[] {
  if (channel !== YB_CHANNEL) return fields.map((field) => ({ ...field }));
  return fields.map((field) => (YB_READONLY_KEYS.includes(field.key) ? { ...field, readonly: true } : { ...field }));
}

/**
 * Whether a field runs the blacklist check: it has prptBlack and is an identity-number field.
 * @example needsBlacklistCheck({ ...numberField, prptBlack: { typeNum: 1 } }) // true
 * @throws {TypeError} when `field` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function needsBlacklistCheck(field: Pick<FieldConfig, "key" | "prptBlack">): boolean {
  return field.prptBlack !== undefined && typeof field.key === "string" && IDENTITY_NUMBER_KEY.test(field.key);
}

/**
 * The format message key for a field's value, or null when it passes.
 * @example fieldError({ regularType: "isMobile", maxlength: 11 }, "1380013800") // "mobile"
 * @example fieldError({ regularType: "isMobile", maxlength: 11 }, "138001380001") // "tooLong"
 * With the identity type beside a person's name (`isName`, `isnewName`), the name is checked against it
 * (`personNameProblem`, customer report 2 G2: a passport name may have single spaces between letters).
 * @example fieldError({ regularType: "isName", maxlength: 30 }, "Wang Lei") // "nameSpace"
 * @example fieldError({ regularType: "isName", maxlength: 30 }, "Wang Lei", "06") // null
 */
export function fieldError(field: Pick<FieldConfig, "regularType" | "maxlength">, value: string, identityType?: string): FormatMessageKey | null {
  if (typeof value !== "string") return null;
  if (Number.isFinite(field.maxlength) && value.length > field.maxlength) return "tooLong";
  if (value === "" || !isFieldValidatorKind(field.regularType)) return null;
  if (identityType !== undefined && PERSON_NAME_KINDS[field.regularType] !== undefined) return personNameProblem(value, identityType, PERSON_NAME_KINDS[field.regularType]);
  const check = validatorForKind(field.regularType);
  if (check === undefined || check(value)) return null;
  // a refused name with a space: the space is the fault (customer report F13), as on the application form
  return NAME_KINDS.includes(field.regularType) && /\s/u.test(value) ? "nameSpace" : FIELD_VALIDATOR_MESSAGE_KEYS[field.regularType];
}

/** The validator kinds of a person's name, by the name rule `personNameProblem` applies. */
const PERSON_NAME_KINDS: Readonly<Partial<Record<string, "name" | "insuredName">>> = { isName: "name", isnewName: "insuredName" };

/** The validator kinds of a person's or an enterprise's name. */
const NAME_KINDS: readonly string[] = ["isName", "isnewName", "isEnterpriseFpName"];
