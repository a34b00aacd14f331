export * from "./catalogue";
export * from "./defaults";
export type * from "./payloads";
