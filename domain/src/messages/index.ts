export * from "./locale";
export * from "./gateway";
export * from "./session";
export * from "./schemas";
export * from "./identity";
export * from "./formats";
export * from "./calendar";
export * from "./catalogue";
