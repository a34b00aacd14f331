export * from "./benefits";
export * from "./handover";
export * from "./service-forms";
