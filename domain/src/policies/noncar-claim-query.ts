/**
 * The non-motor claim query (spec §3 "Claim query", §7 `queryNoCarClaimList` / `checkNocarVCode`, issue 21): the
 * criteria a customer not bound for claims types to find their non-motor claims — name, the claim query's own
 * identity type (the 1200xx table, {@link CLAIM_QUERY_IDENTITY_TYPES}), number, and a mobile with its SMS code —
 * their check, and the two requests built from them.
 *
 * Decisions where the spec is silent:
 * - The check is the `noCarClaimQuery` form shape (compiled from `NoCarClaimQueryFormSchema`): name a personal
 *   name of at most 10 (§5, the claim query's limit), the number checked by its type (120001 by `parseIdCard`'s
 *   reason, the others by spec §5's validators), the mobile a mobile, the SMS code exactly 6 digits (§9).
 * - The code is checked on its own (`checkNocarVCode`: mobile + code) before the list is asked; the list's request
 *   carries the criteria and the account (`mallId`), never the mobile or the code.
 */
import { checkForm, type FormCheck } from "../application/form-check";
import { NO_CAR_CLAIM_QUERY_FORM_SHAPE } from "../application/form-shapes/no-car-claim-query.generated";
import type { CheckSmsCodeRequest, NoCarClaimLookupRequest } from "../gateway/payloads";
import { CLAIM_QUERY_IDENTITY_TYPES, identityTypeName } from "../identity/identity-types";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** The criteria of a non-motor claim query, as the form holds them. */
export interface NoCarClaimQuery {
  readonly name: string;
  readonly fcQueryIdentifyType: string;
  readonly fcQueryIdentifyNumber: string;
  readonly mobile: string;
  readonly code: string;
}

/** The claim query's identity-type codes (spec §3), in the spec's order. */
export const CLAIM_QUERY_IDENTITY_TYPE_CODES: readonly string[] = CLAIM_QUERY_IDENTITY_TYPES.map((type) => type.code);

/** The form's first values: every field empty, the identity type the ID card (120001). */
export const EMPTY_NO_CAR_CLAIM_QUERY = { name: "", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "", mobile: "", code: "" } as const satisfies NoCarClaimQuery;

/**
 * The claim query's identity types as select options, named in the locale (an unknown locale gives zh-CN).
 * @example claimQueryIdentityTypeOptions("en")[3] // { value: "120005", label: "Passport" }
 */
export function claimQueryIdentityTypeOptions(locale: Locale = DEFAULT_LOCALE): { value: string; label: string }[] {
  return CLAIM_QUERY_IDENTITY_TYPE_CODES.map((code) => ({ value: code, label: identityTypeName(code, locale) }));
}

/**
 * Checks the criteria of a non-motor claim query: the value when every field is right, else each field's fault
 * (message key and text in the locale). Total: anything that is not such a form is an invalid form, never a throw.
 * @example checkNoCarClaimQuery({ name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "110105194912310021", mobile: "13800138000", code: "123456" })
 * // { ok: false, issues: [{ path: "fcQueryIdentifyNumber", key: "identity.reason.checksum", message: "身份证号码校验位不正确，请核对号码" }] }
 */
export function checkNoCarClaimQuery(values: unknown, locale: Locale = DEFAULT_LOCALE): FormCheck<NoCarClaimQuery> {
  return checkForm<NoCarClaimQuery>(NO_CAR_CLAIM_QUERY_FORM_SHAPE, values, {}, locale);
}

/**
 * The `queryNoCarClaimList` request of checked criteria: name, identity type and number, and the account
 * (`mallId`) when one is logged in ("" for a guest).
 * @example noCarClaimQueryPayload({ name: "张三", fcQueryIdentifyType: "120005", fcQueryIdentifyNumber: "E12345678", mobile: "13800138000", code: "123456" }, "M1")
 * // { name: "张三", fcQueryIdentifyType: "120005", fcQueryIdentifyNumber: "E12345678", mallId: "M1" }
 */
export function noCarClaimQueryPayload(criteria: NoCarClaimQuery, mallId: string): NoCarClaimLookupRequest {
  const { name, fcQueryIdentifyType, fcQueryIdentifyNumber } = criteria;
  return mallId === "" ? { name, fcQueryIdentifyType, fcQueryIdentifyNumber } : { name, fcQueryIdentifyType, fcQueryIdentifyNumber, mallId };
}

/**
 * The `checkNocarVCode` request of the criteria: the mobile and the SMS code sent to it.
 * @example noCarClaimCodeCheckPayload({ name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "", mobile: "13800138000", code: "123456" })
 * // { mobile: "13800138000", verifyCode: "123456" }
 */
export function noCarClaimCodeCheckPayload(criteria: NoCarClaimQuery): CheckSmsCodeRequest {
  return { mobile: criteria.mobile, verifyCode: criteria.code };
}
