/**
 * Identity documents: resident identity number (GB 11643), unified social credit code (GB 32100),
 * organisation code (GB 11714), HK/Macao and Taiwan permits, passports, foreigner and officer cards,
 * free-text fallback, the identity-type code table and the type → validator mapping.
 */
export * from "./province-codes";
export * from "./id-card";
export * from "./id-card-validity";
export * from "./credit-code";
export * from "./org-code";
export * from "./hk-macao-permit";
export * from "./taiwan-permit";
export * from "./passport";
export * from "./foreigner-card";
export * from "./officer-card";
export * from "./free-text";
export * from "./identity-types";
export * from "./identity-last-six";
