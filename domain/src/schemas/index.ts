export * from "./insurance";
export * from "./lookups";
export * from "./records";
export * from "./decode-entity";
export { ENTERPRISE_IDENTITY_TYPES, identityNumberProblem } from "./fields";
