/**
 * The shared lookup shapes (issues 10 and 11): one lookup form, one result list, one not-found page, each configured
 * per route as data (the detail shape is `../detail/DetailSections`). No feature owns them; features import them from here.
 */
export { LookupForm, type LookupFormProps } from "./LookupForm";
export { CaptchaField, type CaptchaFieldProps } from "./CaptchaField";
export { ResultList, type ResultColumn, type ResultListProps, type ResultPaging } from "./ResultList";
export { NotFound, type NotFoundProps } from "./NotFound";
export { RevealedResult, type RevealedResultProps } from "./RevealedResult";
export { lookupStateOf, type LookupConfig, type LookupField, type LookupState, type LookupValues, type SearchedItem } from "./lookup-config";
export { LOOKUP_MESSAGES, type LookupLabel } from "./messages";
export { plateLookupPayload, policyLookupPayload, type PlateLookupPayload, type PolicyLookupPayload } from "./holder-lookup-payload";
export { captchaField, identityFields } from "./lookup-fields";
