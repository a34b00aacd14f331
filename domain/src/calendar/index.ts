export * from "./china-date";
export * from "./date-span-label";
export * from "./date-text";
export * from "./birthday";
export { addDaysWith, dateTextWith, type DateSeparator } from "./plain-date-text";
