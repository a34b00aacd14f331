export * from "./locale";
export * from "./gateway";
export * from "./session";
export * from "./catalogue";
