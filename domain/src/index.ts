/**
 * @micromall/domain — every rule of the insurance-mall spec, framework-free.
 * Areas: identity documents, formats and limits, application state, calendar, money, gateway, session,
 * messages. Effect-free: the effect Schemas of the §3 entities and the gateway contracts are the subpath
 * `@micromall/domain/schemas`.
 */
export * from "./identity/index";
export * from "./formats/index";
export * from "./application/index";
export * from "./calendar/index";
export * from "./money/index";
export * from "./gateway/index";
export * from "./session/index";
export * from "./messages/index";
export { ENTERPRISE_IDENTITY_TYPES, identityNumberLastSixProblem, identityNumberProblem } from "./schemas/identity-number";
export * from "./application/form-check";
export * from "./application/form-shapes.generated";
export * from "./product/index";
export * from "./policies/index";
export * from "./services/index";
export * from "./benefits/index";
export * from "./status/index";
