export * from "./china-date";
export * from "./date-span-label";
export * from "./date-text";
export * from "./birthday";
