export * from "./parse-money";
export * from "./format-money";
export * from "./card-amount";
export * from "./sum-insured";
export * from "./money-text";
