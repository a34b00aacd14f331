export * from "./basic-info";
export * from "./local-info";
export * from "./piped";
export * from "./insured-lists";
export * from "./confirm-identity";
export * from "./merge-defined";
export * from "./field-config";
export * from "./application-state";
