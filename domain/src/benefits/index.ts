export * from "./benefits";
export * from "./handover";
export * from "./service-forms";
export * from "./benefit-texts";
