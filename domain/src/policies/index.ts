export * from "./policy-state";
export * from "./claim-progress";
export * from "./handover";
export * from "./claim-photos";
export * from "./claim-bind";
export * from "./policy-file";
export * from "./policy-notices";
export * from "./claim-report";
