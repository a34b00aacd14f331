export * from "./china-date";
