export * from "./parse-money";
export * from "./format-money";
export * from "./card-amount";
export * from "./money-text";
