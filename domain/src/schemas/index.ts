/**
 * `@micromall/domain/schemas` — the effect Schemas of the §3 entities, `decodeEntity`, and the gateway contracts:
 * one answer Schema per catalogue call (`GATEWAY_CONTRACTS`, `CallAnswer<N>`, `decodeAnswer`) and one request
 * Schema per call as the gateway reads the wire (`GATEWAY_REQUESTS`, `decodeRequest`; the mock gateway's). A subpath of its own so the package root carries no
 * effect code or types (a CommonJS project that validates identity numbers never loads effect).
 * Import effect as `effect/Schema` (not the `effect` barrel): 25 KB gzip instead of 99 KB for a struct decode.
 */
export * from "./insurance";
export * from "./lookups";
export * from "./records";
export * from "./decode-entity";
export * from "./answers";
export * from "./contracts";
export * from "./account-forms";
export * from "./standard";
export { ENTERPRISE_IDENTITY_TYPES, identityNumberLastSixProblem, identityNumberProblem } from "./identity-number";
export * from "./requests";
export * from "./account-data-forms";
export * from "./invoice-forms";
export * from "./product-content";
export * from "./claim-forms";
export * from "./services";
export * from "./benefit-forms";
export * from "./buy-forms";
export * from "./policy-lookup-forms";
export * from "./car-forms";
export * from "./settlement-forms";
