export * from "./benefits";
export * from "./handover";
