export * from "./catalogue";
export type * from "./payloads";
