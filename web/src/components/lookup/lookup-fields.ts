/**
 * The fields many lookups share, written once: the identity pair (type, then the number checked by the type's
 * validator) and the picture code. A route names its fields as the spec's entity does (`identifyType`, `carIdentifyType`,
 * `identifytype`…); label and limits come from here.
 */
import { LENGTH_LIMITS } from "@micromall/domain";
import type { LookupField } from "./lookup-config";

/** The longest identity type code (`553`). */
const IDENTITY_TYPE_MAX = 3;
/** The picture code's length: exactly 5 (spec §5 "Verification code: 5"; domain checks it with `isLookupCode`). */
const CAPTCHA_MAX = LENGTH_LIMITS.verifyCode;

/**
 * The identity type and number of a lookup.
 * @example identityFields("carIdentifyType", "carIdentifyNumber") // [{ kind: "identityType", … }, { kind: "identityNumber", maxLength: 20, … }]
 */
export function identityFields(
  typeName = "identifyType",
  numberName = "identifyNumber",
  numberMax: number = LENGTH_LIMITS.identityNumber.extended,
): readonly [LookupField, LookupField] {
  return [identityTypeField(typeName), { name: numberName, kind: "identityNumber", label: "identifyNumber", maxLength: numberMax }];
}

/**
 * The identity type of a lookup alone (a screen asking for a part of the number, e.g. the settlement lookup's last six).
 * @example identityTypeField("identifyType") // { name: "identifyType", kind: "identityType", label: "identifyType", maxLength: 3 }
 */
export function identityTypeField(typeName = "identifyType"): LookupField {
  return { name: typeName, kind: "identityType", label: "identifyType", maxLength: IDENTITY_TYPE_MAX };
}

/**
 * The picture code of a lookup.
 * @example captchaField("carCode") // { name: "carCode", kind: "captcha", label: "code", maxLength: 5 }
 */
export function captchaField(name = "code"): LookupField {
  return { name, kind: "captcha", label: "code", maxLength: CAPTCHA_MAX };
}
